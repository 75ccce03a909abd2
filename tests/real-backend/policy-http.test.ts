/**
 * The role x operation matrix of supabase/tests/support/policy-matrix.ts over HTTP: each
 * cell's PostgREST request, sent with the actor's real JWT to a real PostgREST 12 on the
 * project's migrations, must give the outcome the matrix expects; the same request to the
 * mock must give the same answer (status, Content-Range, body).
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { fixtureIds } from '../../supabase/tests/support/policy-db'
import { operations, policyMatrix, type Outcome } from '../../supabase/tests/support/policy-matrix'
import { answerOf, countPairs, resetBothToFixtures, sendMock, sendReal, type Answer } from './support/lane'

let pairs = 0
afterAll(() => countPairs('policy-http', pairs))
beforeEach(() => resetBothToFixtures())

/**
 * How PostgREST reports an outcome: rows, or a row created without reading it back (201
 * without a body), no rows (200 [] or 204), or 401/403 with 42501.
 */
function outcomeOf(answer: Answer): Outcome | `unexpected ${number}` {
  if (answer.status === 201) return 'allowed'
  if (answer.status === 401 || answer.status === 403) {
    return (answer.body as { code?: string }).code === '42501' ? 'error' : `unexpected ${answer.status}`
  }
  if (answer.status >= 200 && answer.status < 300) {
    return Array.isArray(answer.body) && answer.body.length > 0 ? 'allowed' : 'no-rows'
  }
  return `unexpected ${answer.status}`
}

const httpCells = policyMatrix.filter((cell) => operations[cell.operation].http !== null)

describe('policy matrix over HTTP: PostgREST 12 on the migrations, and the mock', () => {
  it('covers every operation on a data-API table (only storage.objects goes through the Storage API)', () => {
    const withoutRequest = Object.values(operations).filter((op) => op.http === null && op.resource !== 'storage.objects')
    expect(withoutRequest.map((op) => op.id)).toEqual([])
    expect(httpCells.length).toBeGreaterThan(0)
  })

  it.each(httpCells.map((cell) => [cell.actor, cell.operation, cell.expected] as const))(
    '%s: %s → %s',
    async (actor, operation, expected) => {
      const request = operations[operation].http!(fixtureIds)
      const real = await answerOf(await sendReal(request, actor))
      const mock = await answerOf(await sendMock(request, actor))
      pairs += 1
      expect({ outcome: outcomeOf(real), real }).toMatchObject({ outcome: expected })
      expect(mock).toEqual(real)
    },
  )
})
