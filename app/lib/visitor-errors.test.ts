import { describe, expect, it } from 'vitest'
import { HttpError } from './http-error'
import { visitorMessage } from './visitor-errors'

describe('visitorMessage', () => {
  it("shows the server's message without its field path", () => {
    expect(visitorMessage(new HttpError(400, 'contactInfo.email: Please enter a valid email address.'), 'x')).toBe(
      'Please enter a valid email address.',
    )
    expect(visitorMessage(new HttpError(429, 'Too many submissions from your network. Please try again in 60 minutes.'), 'x')).toBe(
      'Too many submissions from your network. Please try again in 60 minutes.',
    )
  })

  it('shows the unexpected text when the server was not reached', () => {
    expect(visitorMessage(new TypeError('Failed to fetch'), 'Check your connection.')).toBe('Check your connection.')
  })
})
