import { describe, expect, it } from 'vitest'
import { googleCalendarLink, outlookCalendarLink } from './calendar-links'

const event = {
  title: 'Spring Tax Roundtable',
  startsAt: '2026-04-09T15:30:00.000Z',
  endsAt: '2026-04-09T16:30:00.000Z',
  details: 'https://community.example.org/events/spring',
  location: 'Online',
}

describe('add-to-calendar links', () => {
  it('Google Calendar: the template with the instants in compact UTC', () => {
    const url = new URL(googleCalendarLink(event))
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(url.searchParams.get('action')).toBe('TEMPLATE')
    expect(url.searchParams.get('text')).toBe('Spring Tax Roundtable')
    expect(url.searchParams.get('dates')).toBe('20260409T153000Z/20260409T163000Z')
    expect(url.searchParams.get('location')).toBe('Online')
  })

  it('Outlook: the compose deep link with ISO instants; an event without an end ends when it starts', () => {
    const url = new URL(outlookCalendarLink({ ...event, endsAt: null }))
    expect(url.searchParams.get('rru')).toBe('addevent')
    expect(url.searchParams.get('subject')).toBe('Spring Tax Roundtable')
    expect(url.searchParams.get('startdt')).toBe('2026-04-09T15:30:00.000Z')
    expect(url.searchParams.get('enddt')).toBe('2026-04-09T15:30:00.000Z')
    expect(url.searchParams.get('body')).toBe(event.details)
  })
})
