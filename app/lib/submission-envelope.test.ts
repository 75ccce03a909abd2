import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { honeypotField, submissionEnvelopeSchema } from './submission-envelope'

const key = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f'

/** The dotted path of the first issue, as the server names the field in its 400. */
function firstIssuePath(input: unknown): string | null {
  const result = v.safeParse(submissionEnvelopeSchema, input)
  return result.success ? null : v.getDotPath(result.issues[0])
}

describe('submissionEnvelopeSchema (what the server checks before counting a submission)', () => {
  it('needs a UUID key, defaults the honeypot to empty and passes the other fields as they are', () => {
    expect(v.parse(submissionEnvelopeSchema, { idempotencyKey: key, fullName: ' Ann ' })).toEqual({ idempotencyKey: key, website: '', fullName: ' Ann ' })
    expect(firstIssuePath({ idempotencyKey: 'abc' })).toBe('idempotencyKey')
    expect(firstIssuePath({})).toBe('idempotencyKey')
    expect(firstIssuePath({ idempotencyKey: key, website: 'x'.repeat(501) })).toBe('website')
  })

  it('names the trap as the forms name their hidden field', () => {
    expect(honeypotField).toBe('website')
    expect(v.parse(submissionEnvelopeSchema, { idempotencyKey: key, website: 'https://spam.example' }).website).toBe('https://spam.example')
  })
})
