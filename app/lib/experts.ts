import type { Tables } from './database.types'

/** A full row of the experts table, as admins see it (generated from the migrations). */
export type Expert = Tables<'experts'>

/** An expert as the public pages see it: the public list selects exactly these columns. */
export type PublicExpert = Pick<Expert, 'id' | 'name' | 'role' | 'description' | 'image_url'>

/** The one placeholder image that serves every missing or broken expert image. */
export const EXPERT_PLACEHOLDER_IMAGE = '/images/placeholder-expert.svg'
