/**
 * The visitor forms' words as the spec gives them: the contact step's messages, and the
 * registration form's own fields, which read as the claim form's do.
 */
import { describe, expect, it } from 'vitest'
import { claimOfferPage } from '~/content/claim-offer'
import { registrationCopy } from '~/content/events'
import { contactMessages } from '~/content/partnership'

describe('the visitor forms\' words', () => {
  it('the contact step names each missing field and each bad format', () => {
    expect(contactMessages).toEqual({
      required: { name: 'Full Name is required', email: 'Email Address is required', company: 'Company/Organization is required' },
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
      linkedin: 'Please enter a valid LinkedIn URL or username.',
    })
  })

  it('the claim and registration forms ask who the visitor is in the same words', () => {
    expect(registrationCopy.fields).toBe(claimOfferPage.form.fields)
    expect(registrationCopy.fields.map((field) => [field.label, field.requiredMessage])).toEqual([
      ['Full Name', 'Please enter your full name.'],
      ['Email Address', 'Please enter your email address.'],
      ['Firm Name', 'Please enter your firm name.'],
    ])
  })
})
