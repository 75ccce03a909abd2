import { createFileRoute } from '@tanstack/react-router'
import { speakers } from '~/content/speakers'
import { indexablePaths, sitemapXml } from '~/lib/public-routes'
import { appConfig } from '~/server/config.server'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: () =>
        new Response(sitemapXml(appConfig.site.url, [...indexablePaths, ...speakers.map((speaker) => `/rightnow/${speaker.slug}`)]), {
          headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
        }),
    },
  },
})
