import { describe, expect, it } from 'vitest'
import { visitorMessage } from './visitor-errors'

describe('visitorMessage', () => {
  it("shows the server's message without its field path", () => {
    expect(visitorMessage(new Error('contactInfo.email: Please enter a valid email address.'), 'x')).toBe(
      'Please enter a valid email address.',
    )
    expect(visitorMessage(new Error('Too many submissions from your network. Please try again in 60 minutes.'), 'x')).toBe(
      'Too many submissions from your network. Please try again in 60 minutes.',
    )
  })

  it('shows the unexpected text when the server was not reached', () => {
    expect(visitorMessage(new TypeError('Failed to fetch'), 'Check your connection.')).toBe('Check your connection.')
  })
})
