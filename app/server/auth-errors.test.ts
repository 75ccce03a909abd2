import { describe, expect, it } from 'vitest'
import { authErrorMessages, isCredentialFailure, signInErrorMessage } from './auth-errors'

describe('auth error messages', () => {
  it('says our own words, whatever text the auth service sent', () => {
    expect(signInErrorMessage({ code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' })).toBe(
      authErrorMessages.invalidCredentials,
    )
    expect(signInErrorMessage({ code: 'email_not_confirmed', status: 400, message: 'Email not confirmed' })).toBe(
      authErrorMessages.notConfirmed,
    )
    const internal = { code: 'unexpected_failure', status: 500, message: 'pq: connection refused at 10.0.0.3:5432' }
    expect(signInErrorMessage(internal)).toBe(authErrorMessages.unavailable)
    expect(signInErrorMessage({ status: 0, message: 'fetch failed' })).toBe(authErrorMessages.unavailable)
  })

  it('counts only wrong credentials as failures', () => {
    expect(isCredentialFailure({ code: 'invalid_credentials', message: '' })).toBe(true)
    expect(isCredentialFailure({ code: 'over_request_rate_limit', message: '' })).toBe(false)
    expect(isCredentialFailure({ message: 'fetch failed' })).toBe(false)
  })
})
