import { describe, expect, it } from 'vitest'
import { failureText, isSessionLost, serverErrorStatus } from './admin-errors'

const serverError = (status: number) => Object.assign(new Error('Failed to update expert.'), { status })

describe('admin error wording', () => {
  it('reads the HTTP status a server function answered with', () => {
    expect(serverErrorStatus(serverError(502))).toBe(502)
    expect(serverErrorStatus(serverError(403))).toBe(403)
  })

  it('finds no status on errors that did not come from the server', () => {
    expect(serverErrorStatus(new TypeError('Failed to fetch'))).toBeUndefined()
    expect(serverErrorStatus(undefined)).toBeUndefined()
    expect(serverErrorStatus('boom')).toBeUndefined()
    expect(serverErrorStatus({ status: 200 })).toBeUndefined()
    expect(serverErrorStatus({ status: '502' })).toBeUndefined()
  })

  it('uses the specific text for server failures and the unexpected text otherwise', () => {
    expect(failureText(serverError(502), 'Failed to update expert.', 'An unexpected error occurred.')).toBe('Failed to update expert.')
    expect(failureText(new TypeError('Failed to fetch'), 'Failed to update expert.', 'An unexpected error occurred.')).toBe(
      'An unexpected error occurred.',
    )
  })

  it('treats only 401 as a lost session', () => {
    expect(isSessionLost(serverError(401))).toBe(true)
    expect(isSessionLost(serverError(403))).toBe(false)
    expect(isSessionLost(new Error('x'))).toBe(false)
  })
})
