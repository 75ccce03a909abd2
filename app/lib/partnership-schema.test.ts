import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { expertiseAreaIds, partnershipTypeIds } from '~/domain/partnership-choices'
import {
  emptyDraft,
  expertiseStepSchema,
  isValidLinkedIn,
  isValidPhone,
  motivationStepSchema,
  partnershipDraftSchema,
  partnershipTypesStepSchema,
  isEmptyDraft,
  type ContactInfo,
} from './partnership-schema'

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
