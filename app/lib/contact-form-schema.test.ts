import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { textLimits } from '~/domain/text-limits'
import {
  contactEmailFormat as claimEmailFormat,
  contactFieldLimits,
  contactFormSchema,
  emailFormatMessage,
  emptyContact as emptyClaim,
  type ContactFieldRule,
} from './contact-form-schema'

const fullName: ContactFieldRule = { name: 'fullName', requiredMessage: 'Name?' }
const email: ContactFieldRule = { name: 'email', requiredMessage: 'Email?', formatMessage: 'Email format' }
const firmName: ContactFieldRule = { name: 'firmName', requiredMessage: 'Firm?' }
const fields = [fullName, email, firmName]
const claimLimits = contactFieldLimits(textLimits.offer_claims)
const claimSchema = (rules: readonly ContactFieldRule[]) => contactFormSchema(rules, claimLimits)

/** The first message of each field that fails. */
function messages(values: Record<string, string>) {
  const result = v.safeParse(claimSchema(fields), values)
  if (result.success) return {}
  const nested = v.flatten<ReturnType<typeof claimSchema>>(result.issues).nested ?? {}
  return Object.fromEntries(Object.entries(nested).map(([key, list]) => [key, list?.[0]]))
}

describe('contact form rules (the claim and registration forms)', () => {
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

describe('the claim e-mail rule is the server\'s', () => {
  it('refuses an address without a dot in its domain, which the database would refuse', () => {
    const schema = claimSchema(fields)
    const values = { fullName: 'Ann', email: 'someone@nowhere', firmName: 'Firm' }
    expect(v.safeParse(schema, values).success).toBe(false)
    expect(v.safeParse(schema, { ...values, email: 'someone@nowhere.example' }).success).toBe(true)
  })
})

describe('claim limits (the same as the server and the database)', () => {
  it('refuses a value longer than the server takes, naming the limit', () => {
    const schema = claimSchema(fields)
    const values = { fullName: 'x'.repeat(claimLimits.fullName + 1), email: 'a@example.com', firmName: 'Firm' }
    const result = v.safeParse(schema, values)
    expect(result.success).toBe(false)
    expect(result.issues?.[0]?.message).toBe(`Please use at most ${claimLimits.fullName} characters.`)
    expect(v.safeParse(schema, { ...values, fullName: 'x'.repeat(claimLimits.fullName) }).success).toBe(true)
  })
})

describe('each form\'s own limits', () => {
  it('come from its table', () => {
    expect(contactFieldLimits(textLimits.event_registrations)).toEqual({
      fullName: textLimits.event_registrations.full_name,
      email: textLimits.event_registrations.email,
      firmName: textLimits.event_registrations.firm_name,
    })
    const tight = contactFormSchema(fields, { fullName: 3, email: 254, firmName: 3 })
    expect(v.safeParse(tight, { fullName: 'Ann', email: 'a@b.co', firmName: 'ACME' }).issues?.[0]?.message).toBe('Please use at most 3 characters.')
  })
})

describe('emailFormatMessage', () => {
  it('is the e-mail field\'s format message, and a form without one is a mistake', () => {
    expect(emailFormatMessage(fields)).toBe('Email format')
    expect(() => emailFormatMessage([fullName, firmName])).toThrow()
  })
})
