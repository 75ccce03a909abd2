import { describe, expect, it } from 'vitest'
import { addDays, isCalendarDay } from './calendar-day'

describe('isCalendarDay', () => {
  it('takes the days of the calendar, leap days in leap years', () => {
    for (const day of ['2026-01-01', '2026-12-31', '2024-02-29', '0001-01-01', '9999-12-31']) expect(isCalendarDay(day), day).toBe(true)
  })

  it('refuses days the calendar has not, year 0, and anything not written YYYY-MM-DD', () => {
    for (const day of ['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '0000-01-01', '2026-1-1', '2026-01-01T00:00', 'soon', '']) {
      expect(isCalendarDay(day), day).toBe(false)
    }
  })
})

describe('addDays', () => {
  it('moves a day by whole days of the calendar, across months, leap days and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01')
    expect(addDays('2025-05-15', 35)).toBe('2025-06-19')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
  })
})
