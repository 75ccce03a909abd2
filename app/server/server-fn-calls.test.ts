import { describe, expect, it } from 'vitest'
import { markDispatched, refusedCallMessages, refusedCallResponse, wasDispatched } from './server-fn-calls'

describe('server-function calls that reach no function', () => {
  it('answer a framework failure before dispatch (its 500) with 400 and a short JSON error', async () => {
    const response = refusedCallResponse(500)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({ error: refusedCallMessages.malformed })
  })

  it('answer an id the framework could not find (it threw) with 404', async () => {
    const response = refusedCallResponse(null)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: refusedCallMessages.unknown })
  })

  it('keep a wrong method at 405 with its Allow header, and other 4xx as they are', async () => {
    const wrongMethod = refusedCallResponse(405, 'POST')
    expect(wrongMethod.status).toBe(405)
    expect(wrongMethod.headers.get('allow')).toBe('POST')
    expect(refusedCallResponse(415).status).toBe(415)
  })

  it('remember which requests reached a function', () => {
    const reached = new Request('http://localhost/_serverFn/a')
    const refused = new Request('http://localhost/_serverFn/b')
    markDispatched(reached)
    expect(wasDispatched(reached)).toBe(true)
    expect(wasDispatched(refused)).toBe(false)
  })
})
