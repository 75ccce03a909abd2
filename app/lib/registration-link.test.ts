import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { registrationLinkTokenSchema, registrationLinkViewSchema } from './registration-link'

describe('a cancel link', () => {
  it('its token is 64 lowercase hex digits, nothing else', () => {
    expect(v.safeParse(registrationLinkTokenSchema, 'a'.repeat(64)).success).toBe(true)
    for (const bad of ['a'.repeat(63), 'A'.repeat(64), `${'a'.repeat(63)}g`, '', 42]) {
      expect(v.safeParse(registrationLinkTokenSchema, bad).success, String(bad)).toBe(false)
    }
  })

  it('reads what the database answers about it, and refuses a state it does not know', () => {
    const view = {
      state: 'active',
      name: 'Ana',
      status: 'waitlisted',
      place: 2,
      event: { title: 'Roundtable', slug: 'roundtable', startsAt: '2026-04-09T15:30:00+00:00', endsAt: null, timeZone: 'America/New_York', format: 'online', venue: null, address: null },
    }
    expect(v.parse(registrationLinkViewSchema, view)).toEqual(view)
    expect(v.safeParse(registrationLinkViewSchema, { ...view, state: 'deleted' }).success).toBe(false)
  })
})
