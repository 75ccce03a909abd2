/**
 * Who a visitor is, as the forms that ask it show it: the offer claim and an event
 * registration. One list of words for both; each form checks it with its own table's limits
 * (app/lib/contact-form-schema.ts).
 */
import type { ContactFormField } from '~/lib/contact-form-schema'

export const personFields: readonly ContactFormField[] = [
  {
    name: 'fullName',
    label: 'Full Name',
    type: 'text',
    autoComplete: 'name',
    placeholder: 'Jordan Lee',
    requiredMessage: 'Please enter your full name.',
  },
  {
    name: 'email',
    label: 'Email Address',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'jordan@yourfirm.com',
    requiredMessage: 'Please enter your email address.',
    formatMessage: 'Please enter a valid email address.',
  },
  {
    name: 'firmName',
    label: 'Firm Name',
    type: 'text',
    autoComplete: 'organization',
    placeholder: 'Lee & Partners CPAs',
    requiredMessage: 'Please enter your firm name.',
  },
]
