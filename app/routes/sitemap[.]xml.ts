import { createFileRoute } from '@tanstack/react-router'
import { speakers } from '~/content/speakers'
import { indexablePaths, sitemapXml } from '~/lib/public-routes'
import { cacheControlFor } from '~/server/cache-policy'
import { appConfig } from '~/server/config.server'
import { selectPublishedEvents } from '~/server/events.server'
import { createSupabaseAnonClient } from '~/server/supabase.server'

/** Every indexable page: the fixed ones, the speakers' sessions and the published events' pages. */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        const events = await selectPublishedEvents(createSupabaseAnonClient())
        const paths = [
          ...indexablePaths,
          ...speakers.map((speaker) => `/rightnow/${speaker.slug}`),
          ...events.map((event) => `/events/${event.slug}`).sort(),
        ]
        return new Response(sitemapXml(appConfig.site.url, paths), {
          headers: {
            'content-type': 'application/xml; charset=utf-8',
            'cache-control': cacheControlFor({ pathname: '/sitemap.xml', status: 200, isServerFn: false }),
          },
        })
      },
    },
  },
})
