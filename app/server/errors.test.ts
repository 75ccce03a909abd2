import { describe, expect, it } from 'vitest'
import { HttpError, toClientError } from './errors'

describe('server-function failures as the client sees them', () => {
  const never = () => false

  it('pass an HttpError on as it is, without logging it', () => {
    const logged: unknown[] = []
    const error = new HttpError(404, 'Expert not found.')
    expect(toClientError(error, (e) => logged.push(e), never)).toBe(error)
    expect(logged).toEqual([])
  })

  it('turn any other error into a plain 500 and hand the original to the log', () => {
    const logged: unknown[] = []
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')")
    const result = toClientError(bug, (e) => logged.push(e), never)
    expect(result).toBeInstanceOf(HttpError)
    expect(result).toMatchObject({ status: 500, message: 'An unexpected error occurred.' })
    expect(logged).toEqual([bug])
  })

  it('leave redirects and not-found signals alone', () => {
    const signal = { isRedirect: true }
    expect(toClientError(signal, () => undefined, (e) => e === signal)).toBe(signal)
  })
})
