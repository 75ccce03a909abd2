import type { Tables } from './database.types'

/** A full row of the experts table, as admins see it (generated from the migrations). */
export type Expert = Tables<'experts'>

/** An expert as the public pages see it (spec call 1 selects exactly these columns). */
export type PublicExpert = Pick<Expert, 'id' | 'name' | 'role' | 'description' | 'image_url'>

/** The one placeholder image that serves every missing or broken expert image. */
export const EXPERT_PLACEHOLDER_IMAGE = '/images/placeholder-expert.svg'

/** TanStack Query keys for expert data, shared by the public pages and the admin area. */
export const expertQueryKeys = {
  active: ['experts', 'active'] as const,
  all: ['experts', 'all'] as const,
}
