import { describe, expect, it } from 'vitest'
import { failureText, isServerFailure } from './admin-errors'
import { HttpError } from './http-error'

describe('admin error wording', () => {
  it('recognises a failure the server reported (an HttpError with its status and code)', () => {
    expect(isServerFailure(new HttpError(502, 'Failed to update expert.'))).toBe(true)
  })

  it('treats network failures, bugs and non-errors as unexpected', () => {
    expect(isServerFailure(new TypeError('Failed to fetch'))).toBe(false)
    expect(isServerFailure(new RangeError('x'))).toBe(false)
    expect(isServerFailure(Object.assign(new Error('aborted'), { name: 'AbortError' }))).toBe(false)
    expect(isServerFailure('boom')).toBe(false)
    expect(isServerFailure(undefined)).toBe(false)
    expect(isServerFailure(new Error('thrown in the page'))).toBe(false)
  })

  it('uses the specific text for server failures and the unexpected text otherwise', () => {
    expect(
      failureText(
        new HttpError(502, 'Failed to update expert.'),
        'Failed to update expert.',
        'An unexpected error occurred.',
      ),
    ).toBe('Failed to update expert.')
    expect(
      failureText(
        new TypeError('Failed to fetch'),
        'Failed to update expert.',
        'An unexpected error occurred.',
      ),
    ).toBe('An unexpected error occurred.')
  })
})
