import { createFileRoute } from '@tanstack/react-router'
import { eventCalendarCopy } from '~/content/events'
import { eventsCalendar } from '~/lib/event-calendar'
import { cacheControlFor } from '~/server/cache-policy'
import { appConfig } from '~/server/config.server'
import { selectPublishedEvent } from '~/server/events.server'
import { createSupabaseAnonClient } from '~/server/supabase.server'

/** 'Add to calendar': one published event as an .ics file; an unknown or draft address is a 404. */
export const Route = createFileRoute('/events_/$slug_/calendar.ics')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const event = params.slug.length <= 80 ? await selectPublishedEvent(createSupabaseAnonClient(), params.slug) : null
        if (!event?.starts_at) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' } })
        const site = appConfig.site
        return new Response(eventsCalendar([event], { site, name: event.title, online: eventCalendarCopy.online }), {
          headers: {
            'content-type': 'text/calendar; charset=utf-8',
            'content-disposition': `attachment; filename="${event.slug}.ics"`,
            'cache-control': cacheControlFor({ pathname: `/events/${event.slug}/calendar.ics`, status: 200, isServerFn: false }),
          },
        })
      },
    },
  },
})
