import { createFileRoute } from '@tanstack/react-router'
import { eventCalendarCopy } from '~/content/events'
import { eventsCalendar } from '~/lib/event-calendar'
import { cacheControlFor } from '~/server/cache-policy'
import { appConfig } from '~/server/config.server'
import { selectPublishedEvents } from '~/server/events.server'
import { createSupabaseAnonClient } from '~/server/supabase.server'

/** The calendar feed anyone can subscribe to: every published event with a date (RFC 5545). */
export const Route = createFileRoute('/events.ics')({
  server: {
    handlers: {
      GET: async () => {
        const events = await selectPublishedEvents(createSupabaseAnonClient())
        const site = appConfig.site
        return new Response(eventsCalendar(events, { site, name: eventCalendarCopy.feedName(site.name), online: eventCalendarCopy.online }), {
          headers: {
            'content-type': 'text/calendar; charset=utf-8',
            'cache-control': cacheControlFor({ pathname: '/events.ics', status: 200, isServerFn: false }),
          },
        })
      },
    },
  },
})
