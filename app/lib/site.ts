import { getRouteApi } from '@tanstack/react-router'
import type { AnyRouteMatch } from '@tanstack/react-router'
import type { PublicConfig } from '../../app.config'
import { variantPages } from './public-routes'

const rootRoute = getRouteApi('__root__')

/** The site identity and outbound links, loaded once by the root route, and the current year by the server's clock. */
export function useSite(): PublicConfig & { year: number } {
  return rootRoute.useLoaderData()
}

export interface PageMeta {
  title: string
  description: string
  /** Keep admin and utility pages out of search results. */
  noindex?: boolean
}

/**
 * The head of a page: title, description, canonical link, Open Graph and Twitter tags.
 * Every route's head is `(context) => pageHead(context, meta)`, the meta coming from
 * app/content/page-meta.ts. Without meta (a loader that has not answered) the root title stands.
 */
export function pageHead({ matches, match }: { matches: AnyRouteMatch[]; match: AnyRouteMatch }, meta: PageMeta | undefined) {
  if (!meta) return {}
  const site = (matches[0]?.loaderData as PublicConfig | undefined)?.site
  const siteName = site?.name ?? ''
  const title = meta.title === siteName ? siteName : `${meta.title} | ${siteName}`
  // A variant page (see variantPages) is kept out of search results, its links still
  // followed, and its canonical link names the main page when there is one.
  const isVariant = match.pathname in variantPages
  const path = variantPages[match.pathname] ?? match.pathname
  const url = `${site?.url ?? ''}${path === '/' ? '/' : path.replace(/\/$/, '')}`
  const image = `${site?.url ?? ''}/og-image.png`
  return {
    meta: [
      { title },
      { name: 'description', content: meta.description },
      ...(meta.noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : isVariant ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: siteName },
      { property: 'og:title', content: title },
      { property: 'og:description', content: meta.description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: meta.description },
      { name: 'twitter:image', content: image },
    ],
    links: [{ rel: 'canonical', href: url }],
  }
}
