import { beforeEach, describe, expect, it } from 'vitest'
import { setLogDestination } from './log'
import { createLimit } from './rate-limit'
import { holdSubmission, tooManySubmissionsMessage, type StoredSubmission } from './visitor-submission'

const key = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f'
const envelope = { idempotencyKey: key, website: '' }
let logged: Array<Record<string, unknown>>

beforeEach(() => {
  logged = []
  setLogDestination({ write: (line: string) => logged.push(JSON.parse(line)) })
})

/** A limit of `points` per hour, and how many of them one address has left. */
function limitOf(points: number) {
  const limit = createLimit({ name: `test-${Math.random()}`, points, durationSeconds: 3600 })
  const left = async (client: string) => {
    let count = 0
    for (;;) {
      const hold = await limit.consume(client)
      if (!hold.ok) return count
      count++
    }
  }
  return { limit, left }
}

describe('holdSubmission: the visitor-submission pipeline', () => {
  it('stores a new submission, keeps it counted and runs the after-stored hook with its kind, key, address and answer', async () => {
    const { limit, left } = limitOf(3)
    const stored: StoredSubmission[] = []
    const hold = await holdSubmission({ kind: 'application', limit, client: '203.0.113.1', envelope, afterStored: async (s) => void stored.push(s) })
    const answer = await hold.store(async () => ({ repeat: false, reference: 'APP-0000ABCD' }))
    expect(answer).toEqual({ repeat: false, reference: 'APP-0000ABCD' })
    expect(stored).toEqual([{ kind: 'application', idempotencyKey: key, client: '203.0.113.1', result: answer }])
    expect(await left('203.0.113.1')).toBe(2)
  })

  it('logs a stored submission by its reference or outcome, never by what the visitor typed', async () => {
    const { limit } = limitOf(3)
    const hold = await holdSubmission({ kind: 'registration', limit, client: '203.0.113.9', envelope: { ...envelope } })
    await hold.store(async () => ({ repeat: false, outcome: 'waitlisted' }))
    expect(logged.find((line) => line.event === 'registration-received')).toMatchObject({ level: 'info', outcome: 'waitlisted' })
  })

  it('gives the count back for a repeat of a stored key, without running the hook', async () => {
    const { limit, left } = limitOf(3)
    const stored: StoredSubmission[] = []
    const hold = await holdSubmission({ kind: 'claim', limit, client: '203.0.113.2', envelope, afterStored: async (s) => void stored.push(s) })
    await hold.store(async () => ({ repeat: true }))
    expect(stored).toEqual([])
    expect(await left('203.0.113.2')).toBe(3)
  })

  it('gives the count back once, however often a failure releases it', async () => {
    const { limit, left } = limitOf(3)
    await (await holdSubmission({ kind: 'claim', limit, client: '203.0.113.3', envelope })).release()
    const hold = await holdSubmission({ kind: 'claim', limit, client: '203.0.113.3', envelope })
    await hold.release()
    await hold.release()
    expect(await left('203.0.113.3')).toBe(3)
  })

  it('refuses an address over its limit with 429, saying when to try again, and stores nothing', async () => {
    const { limit } = limitOf(1)
    const retryAfter: number[] = []
    await holdSubmission({ kind: 'registration', limit, client: '203.0.113.4', envelope })
    const refused = holdSubmission({ kind: 'registration', limit, client: '203.0.113.4', envelope, onRefused: (s) => retryAfter.push(s) })
    await expect(refused).rejects.toMatchObject({ status: 429, message: tooManySubmissionsMessage(3_600_000) })
    expect(retryAfter[0]).toBeGreaterThan(3500)
    expect(logged.at(-1)).toMatchObject({ event: 'registration-rate-limited', client: '203.0.113.4' })
  })

  it('refuses a filled honeypot with 400 and keeps it counted', async () => {
    const { limit, left } = limitOf(3)
    const hold = holdSubmission({ kind: 'application', limit, client: '203.0.113.5', envelope: { ...envelope, website: 'https://spam.example' } })
    await expect(hold).rejects.toMatchObject({ status: 400, message: 'website: must be left empty. Your submission was not sent.' })
    expect(await left('203.0.113.5')).toBe(2)
  })

  it('keeps a stored submission when the after-stored hook fails, and logs the failure', async () => {
    const { limit, left } = limitOf(3)
    const hold = await holdSubmission({
      kind: 'claim',
      limit,
      client: '203.0.113.6',
      envelope,
      afterStored: async () => {
        throw new Error('analytics away')
      },
    })
    await expect(hold.store(async () => ({ repeat: false }))).resolves.toEqual({ repeat: false })
    expect(await left('203.0.113.6')).toBe(2)
    expect(logged.at(-1)).toMatchObject({ level: 'error', event: 'after-submission-failed', kind: 'claim', message: 'analytics away' })
  })

  it('words the wait in minutes, at least one', () => {
    expect(tooManySubmissionsMessage(1_000)).toBe('Too many submissions from your network. Please try again in 1 minute.')
    expect(tooManySubmissionsMessage(61_000)).toBe('Too many submissions from your network. Please try again in 2 minutes.')
  })
})
