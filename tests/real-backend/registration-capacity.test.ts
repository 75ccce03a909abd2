/**
 * Capacity under load on PostgreSQL 15 through PostgREST 12: 150 visitors register at once
 * for an event of 100 seats, each on a connection of its own, as the site's server sends
 * them (`register_for_event()` as anon). The database's lock and capacity check must give
 * exactly 100 seats and put the other 50 on the waitlist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureIds } from '../../supabase/tests/support/policy-db'
import { psql, resetBothToFixtures, sendReal } from './support/lane'

const VISITORS = 150
const SEATS = 100

beforeAll(async () => {
  await resetBothToFixtures()
  // The fixture event (a month ahead, registration on this site) with 100 seats and none taken.
  psql(`
    delete from public.event_registrations where event_id = '${fixtureIds.publishedEventId}';
    update public.events set capacity = ${SEATS} where id = '${fixtureIds.publishedEventId}';
  `)
})
afterAll(() => resetBothToFixtures())

describe('registration capacity on PostgreSQL 15', () => {
  it(`${VISITORS} registrations at once for ${SEATS} seats: exactly ${SEATS} confirmed and ${VISITORS - SEATS} waitlisted`, async () => {
    const answers = await Promise.all(
      Array.from({ length: VISITORS }, async (_, index) => {
        const response = await sendReal(
          {
            method: 'POST',
            path: '/rpc/register_for_event',
            body: {
              event_id: fixtureIds.publishedEventId,
              full_name: `Visitor ${index}`,
              email: `visitor${index}@example.test`,
              firm_name: 'Load Test Firm',
              idempotency_key: crypto.randomUUID(),
            },
          },
          'anon',
        )
        expect(response.status).toBe(200)
        return ((await response.json()) as { outcome: string }).outcome
      }),
    )
    expect(answers.filter((outcome) => outcome === 'confirmed')).toHaveLength(SEATS)
    expect(answers.filter((outcome) => outcome === 'waitlisted')).toHaveLength(VISITORS - SEATS)

    const stored = psql(`
      select status || '=' || count(*) from public.event_registrations
      where event_id = '${fixtureIds.publishedEventId}' group by status order by status;
    `)
    expect(stored.trim().split('\n')).toEqual([`confirmed=${SEATS}`, `waitlisted=${VISITORS - SEATS}`])
  })
})
