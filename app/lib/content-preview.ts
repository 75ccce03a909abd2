/**
 * The `?preview=1` of a public content page: staff see unpublished entries there (the server
 * decides who is staff; for anyone else the parameter changes nothing). Kept as the number 1,
 * so the address is written back as it was typed.
 */
import type { PageMeta } from './site'

export interface PreviewSearch {
  preview?: 1
}

/** A route's validateSearch: `preview` is 1 when the address asks for a preview, absent otherwise. */
export function previewSearch(search: Record<string, unknown>): PreviewSearch {
  return search.preview === 1 || search.preview === '1' || search.preview === true ? { preview: 1 } : {}
}

/** A route's loaderDeps: whether a preview is asked for. */
export function previewDeps({ search }: { search: PreviewSearch }): { preview: boolean } {
  return { preview: search.preview === 1 }
}

/** A page's meta, kept out of search results while it is a preview. */
export function previewMeta(meta: PageMeta, loaderData: { preview?: boolean } | undefined): PageMeta {
  return loaderData?.preview ? { ...meta, noindex: true } : meta
}
