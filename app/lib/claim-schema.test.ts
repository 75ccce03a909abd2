import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { claimOfferPage } from '~/content/claim-offer'
import { claimEmailFormat, claimSchema, emptyClaim } from './claim-schema'

const fields = claimOfferPage.form.fields
const field = (name: string) => fields.find((candidate) => candidate.name === name)!
const [fullName, email, firmName] = [field('fullName'), field('email'), field('firmName')]

/** The first message of each field that fails. */
function messages(values: Record<string, string>) {
  const result = v.safeParse(claimSchema(fields), values)
  if (result.success) return {}
  const nested = v.flatten<ReturnType<typeof claimSchema>>(result.issues).nested ?? {}
  return Object.fromEntries(Object.entries(nested).map(([key, list]) => [key, list?.[0]]))
}

describe('claim form rules', () => {
  it('starts with every field empty', () => {
    expect(emptyClaim(fields)).toEqual({ fullName: '', email: '', firmName: '' })
  })

  it('names every missing field, whitespace included', () => {
    expect(messages({ fullName: '', email: ' ', firmName: '\t' })).toEqual({
      fullName: fullName.requiredMessage,
      email: email.requiredMessage,
      firmName: firmName.requiredMessage,
    })
  })

  it('refuses a malformed e-mail address with the format message', () => {
    for (const bad of ['not-an-email', 'a@', '@b.c', 'a b@c.d'])
      expect(messages({ fullName: 'Jordan Lee', email: bad, firmName: 'Lee CPAs' })).toEqual({
        email: email.formatMessage,
      })
  })

  it('accepts a complete claim', () => {
    expect(messages({ fullName: 'Jordan Lee', email: 'jordan@example.com', firmName: 'Lee CPAs' })).toEqual({})
  })

  it('checks only the format in the format rule', () => {
    const format = claimEmailFormat('bad')
    expect(v.is(format, '')).toBe(true)
    expect(v.is(format, 'jordan@example.com')).toBe(true)
    expect(v.is(format, 'jordan@')).toBe(false)
  })
})
