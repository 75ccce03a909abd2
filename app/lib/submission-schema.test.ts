import * as v from 'valibot'
import { textLimits } from '~/domain/text-limits'
import { describe, expect, it } from 'vitest'
import { emptyDraft, type ContactInfo, type ContactMessages } from './partnership-schema'
import {
  applicationNoteSchema,
  applicationSubmissionSchema as applicationSchemaWith,
  claimSubmissionSchema as claimSchemaWith,
  contactRules,
  registrationSubmissionSchema as registrationSchemaWith,
} from './submission-schema'

const messages: ContactMessages = {
  required: { name: 'name?', email: 'email?', company: 'company?' },
  email: 'bad email',
  phone: 'bad phone',
  linkedin: 'bad linkedin',
}
const applicationSubmissionSchema = applicationSchemaWith(messages)
const { submission: contactSubmissionSchema, check: checkContact } = contactRules(messages)
const claimSubmissionSchema = claimSchemaWith('bad email')
const registrationSubmissionSchema = registrationSchemaWith('bad email')

const key = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f'
const application = {
  idempotencyKey: key,
  partnershipTypes: ['workshops', 'mentorship'],
  professionalRoles: ['expert-service-provider'],
  experience: 'experienced',
  digitalReach: '',
  expertiseMethod: 'speaker-educator',
  expertiseAreas: ['tax-planning'],
  partnershipMotivation: 'I would like to lead a workshop.',
  contactInfo: { name: ' Ann Lee ', email: 'ann@example.com', company: 'Lee & Co', phone: '', title: '', linkedin: '' },
}
const claim = { idempotencyKey: key, fullName: 'Ann Lee', email: 'ann@example.com', firmName: 'Lee & Co' }

/** The dotted path of the first issue, as the server names the field in its 400. */
function firstIssuePath(schema: v.GenericSchema, input: unknown): string | null {
  const result = v.safeParse(schema, input)
  return result.success ? null : v.getDotPath(result.issues[0])
}

describe('applicationSubmissionSchema', () => {
  it('accepts a complete application, trims the contact fields and defaults the honeypot to empty', () => {
    const output = v.parse(applicationSubmissionSchema, application)
    expect(output.contactInfo.name).toBe('Ann Lee')
    expect(output.website).toBe('')
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['an invalid e-mail', { contactInfo: { ...application.contactInfo, email: 'ann@example' } }, 'contactInfo.email'],
    ['a blank name', { contactInfo: { ...application.contactInfo, name: '   ' } }, 'contactInfo.name'],
    ['a missing company', { contactInfo: { ...application.contactInfo, company: undefined } }, 'contactInfo.company'],
    ['an oversize name', { contactInfo: { ...application.contactInfo, name: 'x'.repeat(textLimits.partnership_applications.contact_name + 1) } }, 'contactInfo.name'],
    ['an oversize company', { contactInfo: { ...application.contactInfo, company: 'x'.repeat(textLimits.partnership_applications.contact_company + 1) } }, 'contactInfo.company'],
    ['an oversize title', { contactInfo: { ...application.contactInfo, title: 'x'.repeat(textLimits.partnership_applications.contact_title + 1) } }, 'contactInfo.title'],
    ['an invalid phone', { contactInfo: { ...application.contactInfo, phone: 'call me' } }, 'contactInfo.phone'],
    ['an invalid LinkedIn', { contactInfo: { ...application.contactInfo, linkedin: 'not a profile!' } }, 'contactInfo.linkedin'],
    ['an oversize motivation', { partnershipMotivation: 'x'.repeat(textLimits.partnership_applications.motivation + 1) }, 'partnershipMotivation'],
    ['an unknown partnership type', { partnershipTypes: ['pyramid-scheme'] }, 'partnershipTypes.0'],
    ['a repeated choice', { expertiseAreas: ['tax-planning', 'tax-planning'] }, 'expertiseAreas'],
    ['an unknown experience', { experience: 'ancient' }, 'experience'],
    ['an unknown reach', { digitalReach: 'global' }, 'digitalReach'],
    ['a malformed idempotency key', { idempotencyKey: 'abc' }, 'idempotencyKey'],
  ])('refuses %s, naming the field', (_what, change, path) => {
    expect(firstIssuePath(applicationSubmissionSchema, { ...application, ...change })).toBe(path)
  })

  it('takes text exactly at the limits', () => {
    const atLimits = {
      ...application,
      partnershipMotivation: 'x'.repeat(textLimits.partnership_applications.motivation),
      contactInfo: { ...application.contactInfo, name: 'x'.repeat(textLimits.partnership_applications.contact_name), company: 'y'.repeat(textLimits.partnership_applications.contact_company) },
    }
    expect(v.safeParse(applicationSubmissionSchema, atLimits).success).toBe(true)
  })
})

describe('contactRules(messages).submission (what enables Submit Application)', () => {
  it('needs name, e-mail and company, and valid optional fields', () => {
    expect(v.is(contactSubmissionSchema, application.contactInfo)).toBe(true)
    expect(v.is(contactSubmissionSchema, { ...application.contactInfo, email: '' })).toBe(false)
    expect(v.is(contactSubmissionSchema, { ...application.contactInfo, phone: 'call me' })).toBe(false)
  })
})

const contact = (overrides: Partial<ContactInfo> = {}): ContactInfo => ({ ...emptyDraft.contactInfo, ...overrides })
const complete = contact({ name: 'Jane Doe', email: 'jane@acme.com', company: 'Acme CPA' })
const limits = textLimits.partnership_applications

describe('contactRules(messages).check (what the contact step shows)', () => {
  it('lists every blank required field in form order, whitespace counting as blank', () => {
    expect(checkContact(contact())).toEqual({ missing: ['name', 'email', 'company'], invalid: {} })
    expect(checkContact(contact({ name: '   ', company: '\t' })).missing).toEqual(['name', 'email', 'company'])
    expect(checkContact(contact({ name: 'Jane', company: 'Acme' })).missing).toEqual(['email'])
  })

  it('is complete when name, email and company are present', () => {
    expect(checkContact(complete)).toEqual({ missing: [], invalid: {} })
  })

  it('gives the format messages for invalid email, phone and LinkedIn values', () => {
    const result = checkContact(contact({ name: 'J', email: 'a@b', company: 'A', phone: '0123', linkedin: 'linkedin.com/company/acme' }))
    expect(result).toEqual({ missing: [], invalid: { email: 'bad email', phone: 'bad phone', linkedin: 'bad linkedin' } })
  })

  it('names every value longer than its column takes, required fields included', () => {
    const tooLong = (limit: number) => 'x'.repeat(limit + 1)
    const result = checkContact({
      name: tooLong(limits.contact_name),
      email: `${tooLong(limits.contact_email)}@acme.com`,
      company: tooLong(limits.contact_company),
      phone: '1'.repeat(limits.contact_phone + 1),
      title: tooLong(limits.contact_title),
      linkedin: tooLong(limits.contact_linkedin),
    })
    expect(result.missing).toEqual([])
    expect(result.invalid).toEqual({
      name: `Please use at most ${limits.contact_name} characters.`,
      email: `Please use at most ${limits.contact_email} characters.`,
      company: `Please use at most ${limits.contact_company} characters.`,
      phone: `Please use at most ${limits.contact_phone} characters.`,
      title: `Please use at most ${limits.contact_title} characters.`,
      linkedin: `Please use at most ${limits.contact_linkedin} characters.`,
    })
    expect(checkContact(contact({ ...complete, name: 'x'.repeat(limits.contact_name) })).invalid).toEqual({})
  })

  it('leaves blank optional fields alone and reports a blank email only as missing', () => {
    const result = checkContact(contact({ email: '  ', phone: ' ', linkedin: '' }))
    expect(result.missing).toContain('email')
    expect(result.invalid).toEqual({})
  })

  it('ignores surrounding whitespace', () => {
    expect(checkContact(contact({ email: ' a@b.c ', phone: ' +15551234567 ', linkedin: ' jane.doe-1 ' })).invalid).toEqual({})
  })

  it('finds nothing to show exactly when the application may be sent', () => {
    const cases = [
      complete,
      contact(),
      contact({ ...complete, phone: 'call me' }),
      contact({ ...complete, phone: '1'.repeat(limits.contact_phone + 1) }),
      contact({ ...complete, linkedin: 'https://www.linkedin.com/in/jane' }),
      contact({ ...complete, linkedin: 'https://www.linkedin.com/company/acme' }),
      contact({ ...complete, title: 'x'.repeat(limits.contact_title + 1) }),
      contact({ ...complete, name: 'x'.repeat(limits.contact_name + 1) }),
      contact({ ...complete, email: 'jane@acme' }),
    ]
    for (const value of cases) {
      const { missing, invalid } = checkContact(value)
      expect(missing.length === 0 && Object.keys(invalid).length === 0, JSON.stringify(value)).toBe(v.is(contactSubmissionSchema, value))
    }
  })
})

describe('claimSubmissionSchema', () => {
  it('accepts a complete claim', () => {
    expect(v.safeParse(claimSubmissionSchema, claim).success).toBe(true)
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['an invalid e-mail', { email: 'ann at example.com' }, 'email'],
    ['an oversize firm', { firmName: 'x'.repeat(textLimits.offer_claims.firm_name + 1) }, 'firmName'],
    ['an oversize name', { fullName: 'x'.repeat(textLimits.offer_claims.full_name + 1) }, 'fullName'],
    ['a blank name', { fullName: ' ' }, 'fullName'],
    ['a number for the firm', { firmName: 42 }, 'firmName'],
  ])('refuses %s, naming the field', (_what, change, path) => {
    expect(firstIssuePath(claimSubmissionSchema, { ...claim, ...change })).toBe(path)
  })
})

describe('the visitor forms\' messages', () => {
  it('are the ones given', () => {
    const contactIssue = v.safeParse(contactSubmissionSchema, { ...application.contactInfo, email: 'ann@example' }).issues?.[0]
    expect(contactIssue?.message).toBe('bad email')
    expect(v.safeParse(contactSubmissionSchema, { ...application.contactInfo, name: ' ' }).issues?.[0]?.message).toBe('name?')
    expect(v.safeParse(claimSubmissionSchema, { ...claim, email: 'ann at example.com' }).issues?.[0]?.message).toBe('bad email')
  })
})

describe('one e-mail rule for the three visitor forms', () => {
  // Each of these is a new recipient string for the per-address mail cap, yet a mailer
  // delivers every one to victim@example.com.
  const disguisedAddresses = ['a,victim@example.com', '"1"<victim@example.com>', 'victim@example.com,a@b.c', 'Victim <victim@example.com>']

  it.each(disguisedAddresses)('refuses %s in the application, a claim and a registration alike', (email) => {
    const refusal = (schema: v.GenericSchema, input: unknown) => {
      const issue = v.safeParse(schema, input).issues?.[0]
      return issue && { path: v.getDotPath(issue), message: issue.message }
    }
    expect(refusal(applicationSubmissionSchema, { ...application, contactInfo: { ...application.contactInfo, email } }))
      .toEqual({ path: 'contactInfo.email', message: 'bad email' })
    expect(refusal(claimSubmissionSchema, { ...claim, email })).toEqual({ path: 'email', message: 'bad email' })
    expect(refusal(registrationSubmissionSchema, { ...claim, eventId: key, email })).toEqual({ path: 'email', message: 'bad email' })
    expect(checkContact(contact({ ...complete, email })).invalid).toEqual({ email: 'bad email' })
  })
})

describe('registrationSubmissionSchema (its own fields, within the registrations table\'s limits)', () => {
  const registration = { ...claim, eventId: key }

  it('accepts a complete registration and defaults the honeypot to empty', () => {
    expect(v.parse(registrationSubmissionSchema, registration)).toEqual({ ...registration, website: '' })
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing event', { eventId: undefined }, 'eventId'],
    ['an event id that is not a UUID', { eventId: 'rightnow-2025' }, 'eventId'],
    ['an invalid e-mail', { email: 'ann@example' }, 'email'],
    ['an oversize name', { fullName: 'x'.repeat(textLimits.event_registrations.full_name + 1) }, 'fullName'],
    ['an oversize firm', { firmName: 'x'.repeat(textLimits.event_registrations.firm_name + 1) }, 'firmName'],
    ['a blank firm', { firmName: '  ' }, 'firmName'],
  ])('refuses %s, naming the field', (_what, change, path) => {
    expect(firstIssuePath(registrationSubmissionSchema, { ...registration, ...change })).toBe(path)
  })

  it('takes text exactly at the limits', () => {
    const limits = textLimits.event_registrations
    const atLimits = { ...registration, fullName: 'x'.repeat(limits.full_name), firmName: 'y'.repeat(limits.firm_name) }
    expect(v.safeParse(registrationSubmissionSchema, atLimits).success).toBe(true)
  })
})


describe('applicationNoteSchema', () => {
  it('takes up to the note limit and refuses more', () => {
    const id = key
    expect(v.safeParse(applicationNoteSchema, { id, note: 'x'.repeat(textLimits.partnership_applications.internal_note) }).success).toBe(true)
    expect(firstIssuePath(applicationNoteSchema, { id, note: 'x'.repeat(textLimits.partnership_applications.internal_note + 1) })).toBe('note')
  })
})
