import { createFileRoute } from '@tanstack/react-router'
import { indexablePaths, sitemapXml } from '~/lib/public-routes'
import { cacheControlFor } from '~/server/cache-policy'
import { appConfig } from '~/server/config.server'
import { selectPublishedEvents } from '~/server/events.server'
import { selectNextPublication, selectSpeakerSlugs } from '~/server/content-pages.server'
import { nowMs } from '~/server/clock'
import { createSupabaseAnonClient } from '~/server/supabase.server'

/** Every indexable page: the fixed ones, the published speakers' sessions and the published events' pages. */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        const supabase = createSupabaseAnonClient()
        const [events, speakerSlugs, nextPublication] = await Promise.all([selectPublishedEvents(supabase), selectSpeakerSlugs(supabase), selectNextPublication(supabase)])
        const paths = [
          ...indexablePaths,
          ...speakerSlugs.map((slug) => `/rightnow/${slug}`),
          ...events.map((event) => `/events/${event.slug}`).sort(),
        ]
        return new Response(sitemapXml(appConfig.site.url, paths), {
          headers: {
            'content-type': 'application/xml; charset=utf-8',
            'cache-control': cacheControlFor({
              pathname: '/sitemap.xml',
              status: 200,
              isServerFn: false,
              // A speaker scheduled to appear is listed from that instant.
              untilBoundaryMs: nextPublication === null ? undefined : nextPublication - nowMs(),
            }),
          },
        })
      },
    },
  },
})
