import type { PageMeta } from './site'

export type AdminPage = 'login' | 'dashboard' | 'experts' | 'applications' | 'claims'

/**
 * An admin page's title and description, for its head. Route heads are part of
 * the main route tree that every public page loads, so the admin wording is
 * fetched from its own chunk by the route's loader instead of being imported.
 */
export async function loadAdminMeta(page: AdminPage): Promise<PageMeta> {
  const { adminMeta } = await import('~/content/admin-meta')
  return { ...adminMeta[page], noindex: true }
}

/** Used only until the loader has answered (admin pages are never indexed). */
export const adminMetaFallback: PageMeta = { title: 'Admin', description: '', noindex: true }
