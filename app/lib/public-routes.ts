/**
 * Alternate versions of other pages. They stay reachable but out of search results
 * and the sitemap; the value is the main page their canonical link names, if any.
 */
export const variantPages: Readonly<Record<string, string | null>> = {
  '/membership_v2': '/membership',
  '/membership-embed': '/membership',
  '/connect2025-poc': null,
}

/** Every public page with a fixed path (speaker pages come from their content). */
export const publicRoutePaths = [
  '/',
  '/about',
  '/academy',
  '/membership',
  '/membership_v2',
  '/membership-embed',
  '/events',
  '/resources',
  '/experts',
  '/creators',
  '/perks',
  '/creators/levels',
  '/creators/onboarding',
  '/partnership-application',
  '/rightnow',
  '/claim-offer',
  '/rightnow2025',
  '/connect2025-poc',
  '/securityhub',
  '/partnerguidelines',
] as const

/** Public pages that belong in the sitemap: every page but the variants. */
export const indexablePaths = publicRoutePaths.filter((path) => !(path in variantPages))

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path === '/' ? '/' : path}`)}</loc></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /_serverFn/\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
