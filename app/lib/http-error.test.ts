import { describe, expect, it } from 'vitest'
import { fromCrossJSON, toCrossJSONAsync } from 'seroval'
import { createDefaultSerovalPlugins, makeSerovalPlugin } from '@tanstack/router-core/ssr/client'
import { HttpError, httpErrorTransport, refusalCodeOf } from './http-error'

/** As a server function's error response is written and read (the framework's plugins after ours). */
async function roundTrip(error: unknown): Promise<unknown> {
  const plugins = [makeSerovalPlugin(httpErrorTransport), ...createDefaultSerovalPlugins()]
  const json = JSON.parse(JSON.stringify(await toCrossJSONAsync({ error }, { refs: new Map(), plugins })))
  return (fromCrossJSON(json, { refs: new Map(), plugins }) as { error: unknown }).error
}

describe('HttpError', () => {
  it('takes its code from its status when none is given', () => {
    expect(new HttpError(404, 'Expert not found.').code).toBe('not_found')
    expect(new HttpError(502, 'Failed to load experts.').code).toBe('unavailable')
    expect(new HttpError(500, 'An unexpected error occurred.').code).toBe('unexpected')
    expect(new HttpError(409, 'The event is full.', 'event_full').code).toBe('event_full')
  })

  it('reaches the browser with its status, code and words', async () => {
    const received = await roundTrip(new HttpError(409, 'The event is full: cancel a confirmed registration first.', 'event_full'))
    expect(received).toBeInstanceOf(HttpError)
    expect(received).toMatchObject({ status: 409, code: 'event_full', message: 'The event is full: cancel a confirmed registration first.' })
    expect(refusalCodeOf(received)).toBe('event_full')
  })

  it('leaves any other error to the framework, which sends its message alone', async () => {
    const received = await roundTrip(new TypeError('boom'))
    expect(received).not.toBeInstanceOf(HttpError)
    expect(refusalCodeOf(received)).toBeNull()
  })
})
