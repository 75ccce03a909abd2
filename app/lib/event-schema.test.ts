import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { textLimits } from '~/domain/text-limits'
import { eventFieldsSchema, eventInputSchema, MAX_CAPACITY, settingsFieldsSchema, settingsInputSchema, updateEventSchema, type EventInput } from './event-schema'

const input: EventInput = {
  title: 'Spring Tax Roundtable',
  slug: 'spring-tax-roundtable',
  summary: 'What changed this season.',
  description: '',
  starts: '2026-04-02T11:00',
  ends: '2026-04-02T12:00',
  timeZone: 'America/New_York',
  format: 'in_person',
  venue: 'Main Street Hall',
  address: '',
  joinUrl: '',
  bannerUrl: '',
  registration: 'on_site',
  registrationUrl: '',
  capacity: '40',
  registrationCloses: '',
  status: 'draft',
}

/** The field of the first issue, as the form shows it beside that field. */
function firstIssue(schema: v.GenericSchema, value: unknown): [string | null, string] | null {
  const result = v.safeParse(schema, value)
  return result.success ? null : [v.getDotPath(result.issues[0]), result.issues[0].message]
}

describe('an event as an admin saves it', () => {
  it('turns wall-clock times into instants in the event\'s own zone, and an empty capacity into no limit', () => {
    const fields = v.parse(eventFieldsSchema, input)
    expect(fields.startsAt).toBe('2026-04-02T15:00:00.000Z')
    expect(fields.endsAt).toBe('2026-04-02T16:00:00.000Z')
    expect(fields.capacity).toBe(40)
    expect(v.parse(eventFieldsSchema, { ...input, capacity: '', starts: '', ends: '' })).toMatchObject({ capacity: null, startsAt: null, endsAt: null })
  })

  it.each<[string, Partial<EventInput>, string, string]>([
    ['a blank title', { title: '  ' }, 'title', 'is required'],
    ['an oversize title', { title: 'x'.repeat(textLimits.events.title + 1) }, 'title', `must be at most ${textLimits.events.title} characters`],
    ['a slug with capitals', { slug: 'Spring-Tax' }, 'slug', 'may hold only lowercase letters, digits and single hyphens'],
    ['an end before the start', { ends: '2026-04-02T10:00' }, 'ends', 'must be after the start'],
    ['an end without a start', { starts: '' }, 'ends', 'needs a start as well'],
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, 'timeZone', 'must be a known time zone'],
    ['registration elsewhere without its address', { registration: 'external' }, 'registrationUrl', 'is required for registration on another site'],
    ['a capacity over the limit', { capacity: String(MAX_CAPACITY + 1) }, 'capacity', `must be a whole number from 1 to ${MAX_CAPACITY}`],
    ['a capacity of zero', { capacity: '0' }, 'capacity', `must be a whole number from 1 to ${MAX_CAPACITY}`],
    ['registration closing after the start', { registrationCloses: '2026-04-02T11:30' }, 'registrationCloses', 'must be no later than the start'],
    ['a banner that is no address', { bannerUrl: 'banner.png' }, 'bannerUrl', 'must be a web address or a path on this site'],
    ['a join link that is no web address', { format: 'online', joinUrl: 'meet me in the lobby' }, 'joinUrl', 'must be a web address starting with https://'],
    ['an oversize join link', { format: 'online', joinUrl: `https://meet.example.test/${'x'.repeat(textLimits.event_join_links.url)}` }, 'joinUrl', `must be at most ${textLimits.event_join_links.url} characters`],
  ])('refuses %s, on the field to change', (_what, change, field, message) => {
    expect(firstIssue(eventInputSchema, { ...input, ...change })).toEqual([field, message])
  })

  it('keeps the join link of an online or hybrid event, and drops it for an in-person one, whatever it holds', () => {
    const joinUrl = 'https://meet.example.test/roundtable'
    expect(v.parse(eventFieldsSchema, { ...input, format: 'hybrid', joinUrl }).joinUrl).toBe(joinUrl)
    expect(v.parse(eventFieldsSchema, { ...input, format: 'in_person', joinUrl }).joinUrl).toBe('')
    expect(v.parse(eventFieldsSchema, { ...input, format: 'in_person', joinUrl: 'meet me in the lobby' }).joinUrl).toBe('')
  })

  it('refuses a date that does not exist, and reads an hour skipped by daylight saving with the offset before it', () => {
    expect(firstIssue(eventFieldsSchema, { ...input, starts: '2026-02-30T10:00', ends: '' })).toEqual(['starts', 'is not a real date and time'])
    expect(v.parse(eventFieldsSchema, { ...input, starts: '2026-03-08T02:30', ends: '' }).startsAt).toBe('2026-03-08T07:30:00.000Z')
  })

  it('updates by id with the same rules', () => {
    const id = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f'
    expect(v.parse(updateEventSchema, { id, fields: input }).fields.startsAt).toBe('2026-04-02T15:00:00.000Z')
    expect(v.safeParse(updateEventSchema, { id: 'nope', fields: input }).success).toBe(false)
  })
})

describe('the settings', () => {
  const settings = { conferenceName: 'RightNOW 2026', conferenceStarts: '2026-11-14T09:00', conferenceEnds: '2026-11-15T17:00', conferenceTimeZone: 'America/Chicago', offerEnds: '2026-12-31', communitySize: '948+', activeMembers: '10,000+',
    postEventFirstSession: '2026-12-03', postEventSessions: '6', postEventTime: '2:00-3:00 PM EST', postEventRecordings: true }

  it('store the conference in its zone and the offer\'s last day as a date', () => {
    expect(v.parse(settingsFieldsSchema, settings)).toEqual({
      conferenceName: 'RightNOW 2026',
      conferenceStartsAt: '2026-11-14T15:00:00.000Z',
      conferenceEndsAt: '2026-11-15T23:00:00.000Z',
      conferenceTimeZone: 'America/Chicago',
      offerEndsOn: '2026-12-31',
      communitySize: '948+',
      activeMembers: '10,000+',
      postEventGroup: { firstSession: '2026-12-03', sessions: 6, time: '2:00-3:00 PM EST', recordings: true },
    })
  })

  it('take a post-event group of 1 to 52 weekly sessions with its time, or none when it has no first session', () => {
    expect(v.parse(settingsFieldsSchema, { ...settings, postEventFirstSession: '', postEventTime: '' }).postEventGroup).toMatchObject({ firstSession: null })
    expect(firstIssue(settingsInputSchema, { ...settings, postEventTime: '  ' })).toEqual(['postEventTime', 'is required for a post-event group'])
    expect(firstIssue(settingsInputSchema, { ...settings, postEventFirstSession: 'May 15' })).toEqual(['postEventFirstSession', 'must be a date'])
    for (const sessions of ['0', '53', '2.5', '', 'six']) {
      expect(firstIssue(settingsInputSchema, { ...settings, postEventSessions: sessions }), sessions).toEqual(['postEventSessions', 'must be a whole number from 1 to 52'])
    }
    expect(firstIssue(settingsInputSchema, { ...settings, postEventTime: 't'.repeat(41) })).toEqual(['postEventTime', 'must be at most 40 characters'])
  })

  it('refuse an end before the start and a day that is no date', () => {
    expect(firstIssue(settingsInputSchema, { ...settings, conferenceEnds: '2026-11-13T09:00' })).toEqual(['conferenceEnds', 'must be after the start'])
    expect(firstIssue(settingsInputSchema, { ...settings, offerEnds: 'New Year' })).toEqual(['offerEnds', 'must be a date'])
  })

  it('keep the figures as plain text, trimmed, and an empty active-member figure as none (the community size stands in)', () => {
    expect(v.parse(settingsFieldsSchema, { ...settings, communitySize: '  1,200+ ', activeMembers: ' <b>5k</b> ' })).toMatchObject({
      communitySize: '1,200+',
      activeMembers: '<b>5k</b>',
    })
    expect(v.parse(settingsFieldsSchema, { ...settings, activeMembers: '' })).toMatchObject({ activeMembers: null })
    expect(v.parse(settingsFieldsSchema, { ...settings, activeMembers: '   ' })).toMatchObject({ activeMembers: null })
  })

  it('require the community size and take figures of at most 20 characters, naming the field', () => {
    const limit = textLimits.site_settings.community_size
    expect(limit).toBe(20)
    expect(textLimits.site_settings.active_members).toBe(20)
    expect(firstIssue(settingsInputSchema, { ...settings, communitySize: '' })).toEqual(['communitySize', 'is required'])
    expect(firstIssue(settingsInputSchema, { ...settings, communitySize: '   ' })).toEqual(['communitySize', 'is required'])
    expect(v.safeParse(settingsInputSchema, { ...settings, communitySize: 'x'.repeat(20), activeMembers: 'y'.repeat(20) }).success).toBe(true)
    expect(firstIssue(settingsInputSchema, { ...settings, communitySize: 'x'.repeat(21) })).toEqual(['communitySize', 'must be at most 20 characters'])
    expect(firstIssue(settingsInputSchema, { ...settings, activeMembers: 'y'.repeat(21) })).toEqual(['activeMembers', 'must be at most 20 characters'])
    expect(firstIssue(settingsInputSchema, { ...settings, communitySize: 948 })).toEqual(['communitySize', 'must be text'])
  })
})
