import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { faqPlaces } from '~/domain/site-content'
import {
  contentFieldsFromForm,
  contentFieldsSchemas,
  contentFormSchema,
  contentFormValues,
  contentToSave,
  createContentSchema,
  faqPlacePaths,
  formatInstantIn,
  isFaqPlace,
  isShownNow,
  moveContentSchema,
  pickFields,
  positionsAfterMove,
  restoreContentSchema,
  updateContentSchema,
} from './site-content'

const zone = 'America/New_York'
const id = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f'
const faq = { question: 'Is it free?', answer: 'Yes, **always**.', category: 'general', places: ['academy', 'home'], status: 'draft', publish_at: null }
const speaker = {
  slug: 'maya-thompson',
  name: 'Maya Thompson, CPA',
  title: 'Managing Partner',
  firm: 'Thompson & Reed',
  photo_url: null,
  session_title: 'Advisory',
  stage: 'Main Stage',
  session_day: 1,
  session_starts_at: '10:30',
  session_ends_at: '11:30',
  abstract: '',
  takeaways: ['One', 'Two'],
  status: 'published',
  publish_at: '2026-12-01T15:00:00.000Z',
}

/** The first issue's field and message, as the server's 400 names them. */
function refusal(schema: v.GenericSchema, input: unknown): string | null {
  const result = v.safeParse(schema, input)
  if (result.success) return null
  const issue = result.issues[0]!
  return `${v.getDotPath(issue)}: ${issue.message}`
}

describe('a content entry as the server takes it', () => {
  it('accepts each kind within its limits', () => {
    expect(refusal(createContentSchema, { kind: 'faq_entries', ...faq })).toBeNull()
    expect(refusal(createContentSchema, { kind: 'speakers', ...speaker })).toBeNull()
    expect(refusal(createContentSchema, { kind: 'testimonials', quote: 'Great.', author: 'Ann', role: '', status: 'published', publish_at: null })).toBeNull()
    expect(refusal(createContentSchema, { kind: 'perks', title: 'Suite', description: '', discount: '40% off', savings: '', category: 'Software', features: [], status: 'draft', publish_at: null })).toBeNull()
    expect(refusal(createContentSchema, { kind: 'agenda_sessions', day: 2, starts_at: '09:00:00', title: 'Keynote', description: '', status: 'draft', publish_at: null })).toBeNull()
    expect(refusal(updateContentSchema, { kind: 'faq_entries', id, ...faq })).toBeNull()
  })

  it('refuses a text over the limit the database checks, naming the field', () => {
    expect(refusal(createContentSchema, { kind: 'faq_entries', ...faq, question: 'x'.repeat(301) })).toBe('question: must be at most 300 characters')
    expect(refusal(createContentSchema, { kind: 'faq_entries', ...faq, answer: 'x'.repeat(4001) })).toBe('answer: must be at most 4000 characters')
    expect(refusal(createContentSchema, { kind: 'faq_entries', ...faq, question: 'x'.repeat(300) })).toBeNull()
    expect(refusal(createContentSchema, { kind: 'speakers', ...speaker, abstract: 'x'.repeat(4001) })).toBe('abstract: must be at most 4000 characters')
  })

  it('refuses blanks, unknown choices and malformed values, naming the field', () => {
    expect(refusal(createContentSchema, { kind: 'faq_entries', ...faq, question: '   ' })).toBe('question: is required')
    expect(refusal(createContentSchema, { kind: 'faq_entries', ...faq, category: 'pricing' })).toBe('category: must be one of the FAQ categories')
    expect(refusal(createContentSchema, { kind: 'faq_entries', ...faq, places: [] })).toBe('places: must have at least one place')
    expect(refusal(createContentSchema, { kind: 'faq_entries', ...faq, places: ['home', 'home'] })).toBe('places: must name each place once')
    expect(refusal(createContentSchema, { kind: 'faq_entries', ...faq, places: ['blog'] })).toBe('places.0: must be a known place')
    expect(refusal(createContentSchema, { kind: 'faq_entries', ...faq, status: 'live' })).toBe('status: must be draft or published')
    expect(refusal(createContentSchema, { kind: 'faq_entries', ...faq, publish_at: 'tomorrow' })).toBe('publish_at: must be a date and time')
    expect(refusal(createContentSchema, { kind: 'speakers', ...speaker, slug: 'Maya Thompson' })).toBe('slug: must be lowercase letters, digits and single hyphens')
    expect(refusal(createContentSchema, { kind: 'speakers', ...speaker, photo_url: 'javascript:alert(1)' })).toBe('photo_url: must be an http(s) address or a path on this site')
    expect(refusal(createContentSchema, { kind: 'speakers', ...speaker, session_day: 15 })).toBe('session_day: must be 14 or less')
    expect(refusal(createContentSchema, { kind: 'speakers', ...speaker, session_starts_at: '25:00' })).toBe('session_starts_at: must be a time (hours and minutes)')
    expect(refusal(createContentSchema, { kind: 'speakers', ...speaker, session_ends_at: '10:30' })).toBe('session_ends_at: must be after the start time')
    expect(refusal(createContentSchema, { kind: 'speakers', ...speaker, takeaways: Array(9).fill('x') })).toBe('takeaways: must have at most 8 lines')
    expect(refusal(createContentSchema, { kind: 'perks', title: 'T', description: '', discount: 'x'.repeat(41), savings: '', category: 'C', features: [], status: 'draft', publish_at: null })).toBe('discount: must be at most 40 characters')
    expect(refusal(createContentSchema, { kind: 'pages', ...faq })).toBe('kind: is not a kind of content')
    expect(refusal(updateContentSchema, { kind: 'faq_entries', id: 'x', ...faq })).toBe('id: must be a valid id')
    expect(refusal(moveContentSchema, { kind: 'perks', id, direction: 'left' })).toBe('direction: must be up or down')
    expect(refusal(restoreContentSchema, { kind: 'perks', id, version: '1' })).toBe('version: must be a valid id')
  })

  it('trims texts and keeps only the kind and its fields', () => {
    const result = v.parse(createContentSchema, { kind: 'faq_entries', ...faq, question: '  Is it free?  ', extra: 'dropped' })
    expect(result).toMatchObject({ kind: 'faq_entries', question: 'Is it free?' })
    expect(pickFields('faq_entries', result)).toEqual({ ...faq })
  })
})

describe("a content entry's form", () => {
  it('starts a new entry as an empty draft, shown at once when published', () => {
    expect(contentFormValues('agenda_sessions', null, zone)).toEqual({ day: '1', starts_at: '09:00', title: '', description: '', status: 'draft', publish_at: '' })
  })

  it("shows a row's lists a line each, its times to the minute and its publish time on the site's clock", () => {
    const values = contentFormValues('speakers', { ...speaker, session_starts_at: '10:30:00', session_ends_at: '11:30:00', id, position: 10, is_example: true }, zone)
    expect(values).toMatchObject({ takeaways: 'One\nTwo', session_day: '1', session_starts_at: '10:30', photo_url: '', publish_at: '2026-12-01T10:00' })
    expect(values).not.toHaveProperty('position')
    expect(contentToSave('speakers', values, zone)).toEqual({ ...speaker, session_starts_at: '10:30', session_ends_at: '11:30' })
  })

  it('saves what was typed: lines without blanks, the day as a number, the publish time as an instant', () => {
    const values = { ...contentFormValues('perks', null, zone), title: 'Suite', discount: '40% off', category: 'Software', features: ' One \n\n Two ', status: 'published', publish_at: '2026-07-04T09:00' }
    expect(contentFieldsFromForm('perks', values, zone)).toMatchObject({ features: ['One', 'Two'], publish_at: '2026-07-04T13:00:00.000Z' })
    expect(contentFieldsFromForm('agenda_sessions', { ...contentFormValues('agenda_sessions', null, zone), day: 'two' }, zone).day).toBeNaN()
  })

  it('leads each message with its field label, and gives none for a good entry', () => {
    const check = contentFormSchema('faq_entries', { question: 'Question', answer: 'Answer', category: 'Category', places: 'Shown on' }, zone)
    const good = { ...contentFormValues('faq_entries', null, zone), question: 'Q?', answer: 'A.' }
    expect(check['~standard'].validate(good)).toEqual({ value: good })
    expect(check['~standard'].validate({ ...good, question: 'x'.repeat(301) })).toEqual({ issues: [{ message: 'Question must be at most 300 characters.', path: ['question'] }] })
    expect(contentToSave('faq_entries', { ...good, places: [] }, zone)).toBeNull()
  })

  it("needs a speaker's stage (empty for none), of at most 80 characters: a save that does not know it clears nothing", () => {
    const { stage: _stage, ...withoutStage } = speaker
    expect(v.safeParse(contentFieldsSchemas.speakers, { ...withoutStage, takeaways: [] }).success).toBe(false)
    expect(v.parse(contentFieldsSchemas.speakers, { ...speaker, stage: '', takeaways: [] })).toMatchObject({ stage: '' })
    expect(v.safeParse(contentFieldsSchemas.speakers, { ...speaker, stage: 's'.repeat(81), takeaways: [] }).success).toBe(false)
  })

  it('does not check a URL that an uploaded file will replace', () => {
    const labels = { photo_url: 'Photo URL' }
    const values = { ...contentFormValues('speakers', null, zone), slug: 'ann', name: 'Ann', session_title: 'S', photo_url: 'not a url' }
    expect(contentFormSchema('speakers', labels, zone)['~standard'].validate(values)).toEqual({
      issues: [{ message: 'Photo URL must be an http(s) address or a path on this site.', path: ['photo_url'] }],
    })
    expect(contentFormSchema('speakers', labels, zone, () => ['photo_url'])['~standard'].validate(values)).toEqual({ value: values })
  })
})

describe("the FAQ's places", () => {
  it('each is a page of the site, and nothing else is a place', () => {
    expect(Object.keys(faqPlacePaths)).toEqual([...faqPlaces])
    expect(faqPlacePaths.home).toBe('/')
    expect(isFaqPlace('securityhub')).toBe(true)
    expect(isFaqPlace('pricing')).toBe(false)
    expect(isFaqPlace('toString')).toBe(false)
    expect(isFaqPlace(undefined)).toBe(false)
  })
})

describe('the order of entries', () => {
  const rows = [
    { id: 'a', position: 10 },
    { id: 'b', position: 20 },
    { id: 'c', position: 30 },
  ]

  it('gives the moved entry alone a position between its new neighbours', () => {
    expect(positionsAfterMove(rows, 'b', 'up', 'a')).toEqual([{ id: 'b', position: 0 }])
    expect(positionsAfterMove(rows, 'b', 'down', 'c')).toEqual([{ id: 'b', position: 40 }])
    expect(positionsAfterMove(rows, 'c', 'up', 'b')).toEqual([{ id: 'c', position: 15 }])
    expect(positionsAfterMove(rows, 'a', 'down', 'b')).toEqual([{ id: 'a', position: 25 }])
  })

  it('moves past an entry that is not next to it (the entries between are filtered out of the list staff see)', () => {
    expect(positionsAfterMove(rows, 'c', 'up', 'a')).toEqual([{ id: 'c', position: 0 }])
    expect(positionsAfterMove(rows, 'a', 'down', 'c')).toEqual([{ id: 'a', position: 40 }])
  })

  it('changes nothing when the entry is already there, or either entry is not in the list', () => {
    expect(positionsAfterMove(rows, 'a', 'up', 'b')).toEqual([])
    expect(positionsAfterMove(rows, 'b', 'down', 'a')).toEqual([])
    expect(positionsAfterMove(rows, 'a', 'up', 'a')).toEqual([])
    expect(positionsAfterMove(rows, 'z', 'up', 'a')).toEqual([])
    expect(positionsAfterMove(rows, 'b', 'up', 'z')).toEqual([])
  })

  it('numbers the list again in tens when there is no room between the new neighbours', () => {
    const tied = [
      { id: 'a', position: 0 },
      { id: 'b', position: 0 },
      { id: 'c', position: 0 },
    ]
    expect(positionsAfterMove(tied, 'c', 'up', 'b')).toEqual([{ id: 'a', position: 10 }, { id: 'c', position: 20 }, { id: 'b', position: 30 }])
    const close = [
      { id: 'a', position: 10 },
      { id: 'b', position: 11 },
      { id: 'c', position: 12 },
    ]
    expect(positionsAfterMove(close, 'c', 'up', 'b')).toEqual([{ id: 'c', position: 20 }, { id: 'b', position: 30 }])
  })
})

describe('when an entry shows', () => {
  const now = Date.parse('2026-11-28T12:00:00Z')
  it('is published and its time has come', () => {
    expect(isShownNow({ status: 'published', publish_at: null }, now)).toBe(true)
    expect(isShownNow({ status: 'published', publish_at: '2026-11-28T12:00:00Z' }, now)).toBe(true)
    expect(isShownNow({ status: 'published', publish_at: '2026-11-28T12:00:01Z' }, now)).toBe(false)
    expect(isShownNow({ status: 'draft', publish_at: null }, now)).toBe(false)
  })

  it("is written in the site's time zone", () => {
    expect(formatInstantIn('2026-11-28T15:30:05Z', zone)).toBe('Nov 28, 2026, 10:30:05 AM EST')
    expect(formatInstantIn('2026-07-04T13:00:00Z', zone, false)).toBe('Jul 4, 2026, 9:00 AM EDT')
  })

  it('each kind has a schema of its own fields', () => {
    expect(Object.keys(contentFieldsSchemas)).toEqual(['faq_entries', 'testimonials', 'perks', 'speakers', 'agenda_sessions'])
  })
})
