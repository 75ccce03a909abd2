/**
 * The role x operation matrix of supabase/tests/support/policy-matrix.ts over HTTP: each
 * cell's PostgREST request, sent with the actor's real JWT to a real PostgREST 12 on the
 * project's migrations on PostgreSQL 15, must give the outcome the matrix expects; the same
 * request to the development backend must give the same answer (status, Content-Range, body).
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { fixtureIds } from '../../supabase/tests/support/policy-db'
import { operations, policyMatrix } from '../../supabase/tests/support/policy-matrix'
import { outcomeOf } from '../../supabase/tests/support/actor-http'
import { answerOf, countPairs, resetBothToFixtures, sendDevelopment, sendReal } from './support/lane'

let pairs = 0
afterAll(() => countPairs('policy-http', pairs))
beforeEach(() => resetBothToFixtures())

const httpCells = policyMatrix.filter((cell) => operations[cell.operation].http !== null)

describe('policy matrix over HTTP: PostgREST 12 on PostgreSQL 15, and the development backend', () => {
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
      const development = await answerOf(await sendDevelopment(request, actor))
      pairs += 1
      expect({ outcome: outcomeOf(real), real }).toMatchObject({ outcome: expected })
      expect(development).toEqual(real)
    },
  )
})
