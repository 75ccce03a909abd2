/**
 * Every zone the event and settings forms offer is one the database accepts (an event's and
 * the conference's zone are checked against pg_timezone_names), on the development database as
 * on PostgreSQL: a zone the form offers never fails the save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { timeZoneOptions } from '~/lib/event-time'
import { createPolicyDb, type PolicyDb } from './support/policy-db'

let db: PolicyDb

beforeAll(async () => {
  db = await createPolicyDb()
})
afterAll(async () => {
  await db.close()
})

describe('the zones the forms offer', () => {
  it('are all zones the database accepts', async () => {
    const offered = timeZoneOptions('America/New_York').map((option) => option.value)
    const { rows } = await db.superuser<{ name: string }>(
      'select z.name from unnest($1::text[]) as z(name) where not private.is_time_zone(z.name)',
      [offered],
    )
    expect(rows.map((row) => row.name)).toEqual([])
    expect(offered.length).toBeGreaterThan(300)
  })
})
