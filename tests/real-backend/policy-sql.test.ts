/**
 * Every cell of the role x operation matrix, storage.objects included, as SQL on the
 * lane's PostgreSQL 15 (the policy tests run the same on PGlite): each statement runs the
 * way PostgREST runs it (a transaction, `request.jwt.claims`, `SET LOCAL ROLE`), rolled back.
 */
import { describe, expect, it } from 'vitest'
import { ROLE_OF_ACTOR, claimsFor, type Actor } from '../../supabase/tests/support/policy-db'
import { policyMatrix, runOperation } from '../../supabase/tests/support/policy-matrix'
import { psql, resetBothToFixtures } from './support/lane'

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'boolean' || typeof value === 'number') return String(value)
  // A text[] parameter (partnership types, roles): an ARRAY of quoted texts, as PGlite binds a JS array.
  if (Array.isArray(value)) return `array[${value.map(literal).join(', ')}]::text[]`
  return `'${String(value).replaceAll("'", "''")}'`
}

/** The one method runOperation needs: a statement as an actor, its row count, or the Postgres error code. */
const postgres15 = {
  async as<T = Record<string, unknown>>(actor: Actor, sql: string, params: unknown[] = []): Promise<{ rows: T[]; affectedRows: number }> {
    const bound = sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))
    const script = [
      '\\set VERBOSITY verbose',
      'begin;',
      `select set_config('request.jwt.claims', ${literal(JSON.stringify(claimsFor(actor)))}, true);`,
      `set local role ${ROLE_OF_ACTOR[actor]};`,
      // A write without RETURNING (a visitor's insert may not read its row back) is counted
      // by psql's ROW_COUNT; a CTE would need RETURNING, and RETURNING applies the read policies.
      ...(/^\s*(insert|update|delete)\b/i.test(bound) && !/\breturning\b/i.test(bound)
        ? [`${bound};`, '\\echo :ROW_COUNT']
        : [`with affected as (${bound}) select count(*) from affected;`]),
      'rollback;',
    ].join('\n')
    let output: string
    try {
      output = psql(script)
    } catch (error) {
      const stderr = String((error as { stderr?: unknown }).stderr ?? error)
      const code = /ERROR:\s+([0-9A-Z]{5}):/.exec(stderr)?.[1]
      throw Object.assign(new Error(stderr), { code })
    }
    const count = Number(output.trim().split('\n').at(-1))
    return { rows: Array.from({ length: count }, () => ({}) as T), affectedRows: count }
  },
}

describe('policy matrix as SQL on PostgreSQL 15', () => {
  it.each(policyMatrix.map((cell) => [cell.actor, cell.operation, cell.expected] as const))(
    '%s: %s → %s',
    async (actor, operation, expected) => {
      resetBothToFixtures()
      expect(await runOperation(postgres15, actor, operation)).toBe(expected)
    },
  )
})
