/** An expert as the public pages see it (spec call 1 selects exactly these columns). */
export interface PublicExpert {
  id: string
  name: string
  role: string | null
  description: string | null
  image_url: string | null
}

/** A full row of the experts table, as admins see it. */
export interface Expert extends PublicExpert {
  is_active: boolean
  created_at: string
  updated_at: string
}

/** The one placeholder image that serves every missing or broken expert image. */
export const EXPERT_PLACEHOLDER_IMAGE = '/images/placeholder-expert.svg'

/** TanStack Query keys for expert data, shared by the public pages and the admin area. */
export const expertQueryKeys = {
  active: ['experts', 'active'] as const,
  all: ['experts', 'all'] as const,
}
