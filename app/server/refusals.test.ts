import { describe, expect, it } from 'vitest'
import { refusal, refusalCodeOf, refusalFrom } from './refusals'

describe('refusals', () => {
  it('carry their status, code and words', () => {
    expect(refusal('event_full')).toMatchObject({ status: 409, code: 'event_full', message: 'The event is full: cancel a confirmed registration first.' })
    expect(refusal('offer_ended', 'The offer ended on December 31, 2025.')).toMatchObject({ status: 410, message: 'The offer ended on December 31, 2025.' })
  })

  it('read the code the database raised in DETAIL, whatever its SQLSTATE or words', () => {
    expect(refusalCodeOf({ code: 'PT409', details: 'registration_closed' })).toBe('registration_closed')
    expect(refusalFrom({ code: 'PT409', details: 'event_full' })).toMatchObject({ status: 409, code: 'event_full' })
  })

  it("name Postgres's own refusals by SQLSTATE, and throw them only where the write names them", () => {
    expect(refusalCodeOf({ code: '23505', details: 'Key (slug)=(x) already exists.' })).toBe('duplicate')
    expect(refusalFrom({ code: '23505' })).toBeNull()
    expect(refusalFrom({ code: '23505' }, { duplicate: 'slug_taken' })).toMatchObject({ status: 409, code: 'slug_taken' })
    expect(refusalFrom({ code: '23503' }, { in_use: 'conference_in_use' })).toMatchObject({ code: 'conference_in_use' })
  })

  it('leave failures that are no refusal alone', () => {
    expect(refusalCodeOf({ code: '57014', details: null })).toBeNull()
    expect(refusalCodeOf({})).toBeNull()
    expect(refusalFrom({ code: 'PGRST000', details: 'some_word' })).toBeNull()
  })

  it("give the team's refusals the words the team page shows", () => {
    expect(refusalFrom({ code: 'PT409', details: 'last_admin' })).toMatchObject({
      status: 409,
      code: 'last_admin',
      message: 'The team must keep at least one admin: make someone else an admin first.',
    })
    expect(refusalFrom({ code: 'PT404', details: 'not_staff' })).toMatchObject({ status: 404, message: 'This person is not on the team.' })
    expect(refusalFrom({ code: 'PT409', details: 'already_accepted' })).toMatchObject({ status: 409, message: 'This person has already accepted the invitation.' })
    expect(refusalFrom({ code: '42501', details: 'admins_only' })).toMatchObject({ status: 403, code: 'admins_only' })
    expect(refusalFrom({ code: '23505' }, { duplicate: 'already_on_team' })).toMatchObject({ status: 409, message: 'This address is already on the team.' })
  })
})

