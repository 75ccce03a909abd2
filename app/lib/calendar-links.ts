/**
 * 'Add to Google Calendar' and 'Add to Outlook' links for an event: the two services' documented
 * templates (Google Calendar's `render?action=TEMPLATE`, Outlook on the web's compose deep link),
 * with the instants in UTC. Third-party endpoints of the calendar services, not the operator's
 * links, so they are not configuration.
 *
 * No imports: the production server's mail worker loads it directly (scripts/server).
 */

export interface CalendarLinkEvent {
  title: string
  startsAt: string
  endsAt: string | null
  details: string
  location: string
}

/** 20251115T140000Z */
const compactUtc = (instant: string) => new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

const endOf = (event: CalendarLinkEvent) => event.endsAt ?? event.startsAt

export function googleCalendarLink(event: CalendarLinkEvent): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compactUtc(event.startsAt)}/${compactUtc(endOf(event))}`,
    details: event.details,
    location: event.location,
  })
  return `https://calendar.google.com/calendar/render?${query}`
}

export function outlookCalendarLink(event: CalendarLinkEvent): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: new Date(event.startsAt).toISOString(),
    enddt: new Date(endOf(event)).toISOString(),
    body: event.details,
    location: event.location,
  })
  return `https://outlook.office.com/calendar/0/deeplink/compose?${query}`
}
