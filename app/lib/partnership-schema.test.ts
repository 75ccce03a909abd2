import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { expertiseAreaIds, partnershipTypeIds } from '~/domain/partnership-choices'
import {
  contactRules,
  emptyDraft,
  expertiseStepSchema,
  isValidLinkedIn,
  isValidPhone,
  motivationStepSchema,
  partnershipDraftSchema,
  partnershipTypesStepSchema,
  isEmptyDraft,
  type ContactInfo,
  type ContactMessages,
} from './partnership-schema'

const contactMessages: ContactMessages = {
  required: { name: 'Name is required', email: 'Email is required', company: 'Company is required' },
  email: 'Email format',
  phone: 'Phone format',
  linkedin: 'LinkedIn format',
}
const checkContact = contactRules(contactMessages).check

const contact = (overrides: Partial<ContactInfo> = {}): ContactInfo => ({
  ...emptyDraft.contactInfo,
  ...overrides,
})


describe('isValidPhone', () => {
  it.each([
    '+1 (555) 123-4567',
    '+15551234567',
    '555.123.4567',
    '5551234567',
    '7',
    '+1234567890123456',
    '(555) 123 4567',
  ])('accepts %s', (value) => {
    expect(isValidPhone(value)).toBe(true)
  })
  it.each(['0123', 'abc', '+0555', '+1 555', '555-1234', '555 123 45x7', ''])(
    'rejects %s',
    (value) => {
      expect(isValidPhone(value)).toBe(false)
    },
  )
})

describe('isValidLinkedIn', () => {
  it.each([
    'linkedin.com/in/jane-doe',
    'https://www.linkedin.com/in/jane',
    'jane.doe-1',
    'JaneDoe42',
  ])('accepts %s', (value) => {
    expect(isValidLinkedIn(value)).toBe(true)
  })
  it.each([
    'jane doe',
    'https://linkedin.com/company/acme',
    'jane_doe',
    '@jane',
    'twitter.com/in/jane',
    '',
  ])('rejects %s', (value) => {
    expect(isValidLinkedIn(value)).toBe(false)
  })
})

describe('contactRules(messages).check', () => {
  it('lists every blank required field in form order, whitespace counting as blank', () => {
    expect(checkContact(contact())).toEqual({ missing: ['name', 'email', 'company'], invalid: {} })
    expect(checkContact(contact({ name: '   ', company: '\t' })).missing).toEqual([
      'name',
      'email',
      'company',
    ])
    expect(checkContact(contact({ name: 'Jane', company: 'Acme' })).missing).toEqual(['email'])
  })

  it('is complete when name, email and company are present', () => {
    expect(
      checkContact(contact({ name: 'Jane Doe', email: 'jane@acme.com', company: 'Acme CPA' })),
    ).toEqual({
      missing: [],
      invalid: {},
    })
  })

  it('gives the format messages for invalid email, phone and LinkedIn values', () => {
    const result = checkContact(
      contact({ name: 'J', email: 'a@b', company: 'A', phone: '0123', linkedin: 'jane doe' }),
    )
    expect(result.missing).toEqual([])
    expect(result.invalid).toEqual({
      email: contactMessages.email,
      phone: contactMessages.phone,
      linkedin: contactMessages.linkedin,
    })
  })

  it('leaves blank optional fields alone and reports a blank email only as missing', () => {
    const result = checkContact(contact({ email: '  ', phone: ' ', linkedin: '' }))
    expect(result.missing).toContain('email')
    expect(result.invalid).toEqual({})
  })

  it('ignores surrounding whitespace in formatted fields', () => {
    expect(
      checkContact(contact({ email: ' a@b.c ', phone: ' +15551234567 ', linkedin: ' jane.doe-1 ' }))
        .invalid,
    ).toEqual({})
  })
})

describe('step and draft schemas', () => {
  it('accept the empty draft and a full one', () => {
    expect(v.is(partnershipDraftSchema, emptyDraft)).toBe(true)
    const full = {
      partnershipTypes: [...partnershipTypeIds],
      professionalRoles: ['expert-service-provider'],
      experience: 'senior',
      digitalReach: 'digital-authority',
      expertiseMethod: 'speaker-educator',
      expertiseAreas: [...expertiseAreaIds],
      partnershipMotivation: 'x'.repeat(1000),
      contactInfo: contact({ name: 'Jane' }),
    }
    expect(v.is(partnershipDraftSchema, full)).toBe(true)
  })

  it('reject unknown ids and a motivation over 1000 characters', () => {
    expect(v.is(partnershipTypesStepSchema, { partnershipTypes: ['webinars'] })).toBe(false)
    expect(
      v.is(expertiseStepSchema, {
        experience: 'veteran',
        digitalReach: '',
        expertiseMethod: '',
        expertiseAreas: [],
      }),
    ).toBe(false)
    expect(v.is(motivationStepSchema, { partnershipMotivation: 'x'.repeat(1001) })).toBe(false)
  })

  it('has the 6 types and the 14 expertise areas', () => {
    expect(partnershipTypeIds).toHaveLength(6)
    expect(expertiseAreaIds).toHaveLength(14)
  })
})

describe('isEmptyDraft', () => {
  it('knows an untouched draft', () => {
    expect(isEmptyDraft(emptyDraft)).toBe(true)
    expect(
      isEmptyDraft({ ...emptyDraft, contactInfo: { ...emptyDraft.contactInfo, name: 'J' } }),
    ).toBe(false)
  })
})
