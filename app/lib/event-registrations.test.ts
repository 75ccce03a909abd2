import { describe, expect, it } from 'vitest'
import { registrationsCsv, registrationsFileName, seatsTaken } from './event-registrations'

describe('an event\'s registrations for admins', () => {
  it('export as CSV with a header row, one line per registration, cells quoted where needed', () => {
    const csv = registrationsCsv([
      { created_at: '2026-03-02T15:00:00Z', status: 'confirmed', full_name: 'Ann Lee', email: 'ann@example.com', firm_name: 'Lee & Co' },
      { created_at: '2026-03-02T16:00:00Z', status: 'waitlisted', full_name: 'Bo "B" Ray', email: 'bo@example.com', firm_name: 'Ray, Ray and Ray' },
    ])
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe('Registered,Status,Name,Email,Firm')
    expect(lines[1]).toBe('2026-03-02T15:00:00Z,confirmed,Ann Lee,ann@example.com,Lee & Co')
    expect(lines[2]).toBe('2026-03-02T16:00:00Z,waitlisted,"Bo ""B"" Ray",bo@example.com,"Ray, Ray and Ray"')
  })

  it('are named after the event and the day', () => {
    expect(registrationsFileName('rightnow-2025', '2026-11-24')).toBe('registrations-rightnow-2025-2026-11-24.csv')
  })

  it('count the seats taken against the capacity, or alone without one', () => {
    expect(seatsTaken(12, 100)).toBe('12 / 100')
    expect(seatsTaken(12, null)).toBe('12')
  })
})
