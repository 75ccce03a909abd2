import { describe, expect, it } from 'vitest'
import { describeDate, describeWhen, endOfDayInstant, instantFromWallTime, isTimeZone, isoWithOffset, timeZoneOptions, wallTimeOf } from './event-time'

describe('wall-clock times and instants', () => {
  it('reads a datetime-local value in the event’s zone, summer and winter', () => {
    expect(instantFromWallTime('2025-09-18T11:30', 'America/New_York')).toBe('2025-09-18T15:30:00.000Z')
    expect(instantFromWallTime('2025-11-15T09:00', 'America/New_York')).toBe('2025-11-15T14:00:00.000Z')
    expect(instantFromWallTime('2025-11-15T09:00', 'Europe/London')).toBe('2025-11-15T09:00:00.000Z')
    expect(instantFromWallTime('2025-07-01T09:00', 'Asia/Kolkata')).toBe('2025-07-01T03:30:00.000Z')
  })

  it('takes the first of a repeated hour and the offset before a skipped one', () => {
    // 1:30 AM happens twice on 2025-11-02 in New York: first at EDT.
    expect(instantFromWallTime('2025-11-02T01:30', 'America/New_York')).toBe('2025-11-02T05:30:00.000Z')
    // 2:30 AM never happens on 2025-03-09: read with EST.
    expect(instantFromWallTime('2025-03-09T02:30', 'America/New_York')).toBe('2025-03-09T07:30:00.000Z')
  })

  it('refuses what is not a wall-clock time', () => {
    for (const bad of ['', '2025-02-30T10:00', '2025-09-18 11:30', '2025-09-18T24:00', 'tomorrow']) {
      expect(instantFromWallTime(bad, 'America/New_York')).toBeNull()
    }
    expect(instantFromWallTime('2025-09-18T11:30', 'Nowhere')).toBeNull()
  })

  it('gives the wall time back for the form, and ISO with the offset for schema.org', () => {
    expect(wallTimeOf('2025-09-18T15:30:00Z', 'America/New_York')).toBe('2025-09-18T11:30')
    expect(isoWithOffset('2025-11-15T14:00:00Z', 'America/New_York')).toBe('2025-11-15T09:00:00-05:00')
    expect(isoWithOffset('2025-09-18T15:30:00Z', 'America/New_York')).toBe('2025-09-18T11:30:00-04:00')
    expect(isoWithOffset('2025-07-01T03:30:00Z', 'Asia/Kolkata')).toBe('2025-07-01T09:00:00+05:30')
  })

  it('ends a day at the next midnight of the zone', () => {
    expect(new Date(endOfDayInstant('2025-12-31', 'America/New_York')).toISOString()).toBe('2026-01-01T05:00:00.000Z')
  })

  it('knows IANA zones', () => {
    expect(isTimeZone('America/New_York')).toBe(true)
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false)
    // The database knows a zone by its exact name only.
    expect(isTimeZone('america/new_york')).toBe(false)
    expect(isTimeZone('AMERICA/NEW_YORK')).toBe(false)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('Etc/GMT+5')).toBe(true)
    expect(isTimeZone('America/Port-au-Prince')).toBe(true)
    expect(timeZoneOptions('Asia/Calcutta').every((option) => isTimeZone(option.value))).toBe(true)
    expect(isTimeZone('')).toBe(false)
  })
})

describe('when, in words', () => {
  it('writes one day with its weekday and a time range with the zone’s abbreviation', () => {
    expect(describeWhen('2025-09-18T15:30:00Z', '2025-09-18T15:45:00Z', 'America/New_York')).toEqual({
      date: 'Thursday, September 18, 2025',
      time: '11:30-11:45 AM EDT',
    })
  })

  it('writes several days as a range, and a range across noon with both halves', () => {
    expect(describeWhen('2025-11-15T14:00:00Z', '2025-11-16T22:00:00Z', 'America/New_York')).toEqual({
      date: 'November 15-16, 2025',
      time: '9:00 AM-5:00 PM EST',
    })
    expect(describeWhen('2025-11-30T14:00:00Z', '2025-12-01T22:00:00Z', 'America/New_York').date).toBe('November 30-December 1, 2025')
    expect(describeWhen('2025-12-31T14:00:00Z', '2026-01-01T22:00:00Z', 'America/New_York').date).toBe('December 31, 2025-January 1, 2026')
  })

  it('writes a start without an end', () => {
    expect(describeWhen('2025-06-04T18:00:00Z', null, 'America/New_York')).toEqual({
      date: 'Wednesday, June 4, 2025',
      time: '2:00 PM EDT',
    })
  })

  it('writes a calendar date', () => {
    expect(describeDate('2025-12-31')).toBe('December 31, 2025')
  })
})

describe('timeZoneOptions', () => {
  it('lists the zones by name, words spaced, keeping the current one', () => {
    const options = timeZoneOptions('Mars/Olympus_Mons')
    expect(options).toContainEqual({ value: 'America/New_York', label: 'America/New York' })
    expect(options).toContainEqual({ value: 'Mars/Olympus_Mons', label: 'Mars/Olympus Mons' })
    expect(options.map((option) => option.value)).toEqual([...options.map((option) => option.value)].sort())
  })

  it('offers UTC, and zones by their current names, not the ones IANA replaced', () => {
    const values = timeZoneOptions('America/New_York').map((option) => option.value)
    expect(values).toContain('UTC')
    expect(values).toContain('Asia/Kolkata')
    expect(values).toContain('Europe/Kyiv')
    expect(values).not.toContain('Asia/Calcutta')
    expect(values).not.toContain('Europe/Kiev')
    // A stored zone of the old name is still offered, so the form shows it.
    expect(timeZoneOptions('Asia/Calcutta').map((option) => option.value)).toContain('Asia/Calcutta')
  })
})
