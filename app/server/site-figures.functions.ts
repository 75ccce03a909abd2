/**
 * Public: the site's figures staff set in /admin/settings (the community size of the home and
 * story pages, the active members of /perks). A settings change purges those pages
 * (cache-policy.ts), so they stay in the page cache between changes.
 */
import { createServerFn } from '@tanstack/react-start'
import { selectSiteFigures } from './events.server'
export type { SiteFigures } from './events.server'
import { createSupabaseAnonClient } from './supabase.server'

/** The community size, and the active-member figure (the community size when none is set). */
export const getSiteFigures = createServerFn({ method: 'GET' }).handler(() => selectSiteFigures(createSupabaseAnonClient()))
