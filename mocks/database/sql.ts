/**
 * The mock services' own connection to the development database, as Supabase's Storage API
 * has one: queries on behalf of a caller run in a transaction under the caller's role with
 * its JWT claims in `request.jwt.claims`, so the row-level security policies of
 * supabase/migrations decide, as they do behind PostgREST.
 */
import pg from 'pg'
import type { Caller } from '../caller.ts'

export type SqlPool = pg.Pool

export function createSqlPool(databaseUrl: string): SqlPool {
  return new pg.Pool({ connectionString: databaseUrl, max: 2 })
}

type AllowedCaller = Extract<Caller, { ok: true }>

/** Runs `work` in one transaction as the caller; rolls back when it throws. */
export async function asCaller<T>(pool: SqlPool, caller: AllowedCaller, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(caller.claims)])
    // The role is one of three fixed names (resolveCaller refuses any other).
    await client.query(`set local role ${caller.role}`)
    const result = await work(client)
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

/** The SQLSTATE of a Postgres error, if it is one. */
export function sqlState(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined
}
