import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { calendarLeaf, drawCalendarLeaf } from './calendar-leaf'

const NY = 'America/New_York'

describe('the calendar leaf of an event', () => {
  it('reads one day as that day, with or without an end on the same day', () => {
    expect(calendarLeaf('2025-11-15T14:00:00Z', '2025-11-15T22:00:00Z', NY)).toEqual({ month: 'NOV', days: '15', year: '2025' })
    expect(calendarLeaf('2025-11-15T14:00:00Z', null, NY)).toEqual({ month: 'NOV', days: '15', year: '2025' })
    // The last minute of the same day is still that day.
    expect(calendarLeaf('2025-11-15T05:00:00Z', '2025-11-16T04:59:00Z', NY)).toEqual({ month: 'NOV', days: '15', year: '2025' })
  })

  it('reads days within a month as a range, from the next day on', () => {
    expect(calendarLeaf('2025-11-15T14:00:00Z', '2025-11-16T22:00:00Z', NY)).toEqual({ month: 'NOV', days: '15–16', year: '2025' })
    // The first minute of the next day is the next day.
    expect(calendarLeaf('2025-11-15T05:00:00Z', '2025-11-16T05:00:00Z', NY)).toEqual({ month: 'NOV', days: '15–16', year: '2025' })
    expect(calendarLeaf('2026-02-27T15:00:00Z', '2026-02-28T22:00:00Z', NY)).toEqual({ month: 'FEB', days: '27–28', year: '2026' })
  })

  it('names both months when the event runs into the next month', () => {
    expect(calendarLeaf('2025-11-30T14:00:00Z', '2025-12-01T22:00:00Z', NY)).toEqual({ month: 'NOV–DEC', days: '30–1', year: '2025' })
    // The last day of a month, on both sides of its midnight.
    expect(calendarLeaf('2026-02-28T15:00:00Z', '2026-03-01T04:59:00Z', NY)).toEqual({ month: 'FEB', days: '28', year: '2026' })
    expect(calendarLeaf('2026-02-28T15:00:00Z', '2026-03-01T05:00:00Z', NY)).toEqual({ month: 'FEB–MAR', days: '28–1', year: '2026' })
  })

  it('names both years when the event runs into the next year', () => {
    expect(calendarLeaf('2025-12-31T14:00:00Z', '2026-01-01T22:00:00Z', NY)).toEqual({ month: 'DEC–JAN', days: '31–1', year: '2025–2026' })
    expect(calendarLeaf('2025-12-31T14:00:00Z', '2026-01-01T04:59:00Z', NY)).toEqual({ month: 'DEC', days: '31', year: '2025' })
    expect(calendarLeaf('2025-12-31T14:00:00Z', '2026-01-01T05:00:00Z', NY)).toEqual({ month: 'DEC–JAN', days: '31–1', year: '2025–2026' })
  })

  it('takes the dates in the event’s own time zone, not UTC’s', () => {
    // 23:30 on November 30 in New York is already December 1 in UTC.
    expect(calendarLeaf('2025-12-01T04:30:00Z', null, NY)).toEqual({ month: 'NOV', days: '30', year: '2025' })
    expect(calendarLeaf('2025-12-01T04:30:00Z', null, 'UTC')).toEqual({ month: 'DEC', days: '1', year: '2025' })
    // New Year's Eve in Los Angeles is New Year's Day in Tokyo.
    expect(calendarLeaf('2026-01-01T07:30:00Z', null, 'America/Los_Angeles')).toEqual({ month: 'DEC', days: '31', year: '2025' })
    expect(calendarLeaf('2026-01-01T07:30:00Z', null, 'Asia/Tokyo')).toEqual({ month: 'JAN', days: '1', year: '2026' })
    // Both ends in a zone east of UTC: one day there, two in UTC.
    expect(calendarLeaf('2025-11-14T23:30:00Z', '2025-11-15T08:00:00Z', 'Europe/Berlin')).toEqual({ month: 'NOV', days: '15', year: '2025' })
  })
})

describe('the calendar leaf drawn', () => {
  const drawing = readFileSync(join(import.meta.dirname, '../components/illustrations/drawings/event.svg'), 'utf8')
  const texts = (svg: string) => [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) => match[1])

  it('fills the month, days and year of the /rightnow drawing and changes nothing else', () => {
    const drawn = drawCalendarLeaf(drawing, { month: 'NOV–DEC', days: '30–1', year: '2026' })
    expect(texts(drawn)).toEqual(['NOV–DEC', '30–1', '2026'])
    expect(drawn.replace(/>[^<]*</g, '><')).toBe(drawing.replace(/>[^<]*</g, '><'))
  })

  it('writes the leaf as text, never markup', () => {
    const drawn = drawCalendarLeaf(drawing, { month: '<script>', days: 'a&b', year: '' })
    expect(texts(drawn)).toEqual(['&lt;script&gt;', 'a&amp;b', ''])
    expect(drawn).not.toContain('<script>')
  })
})
