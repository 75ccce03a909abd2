/**
 * Capacity under load on PostgreSQL 15 through PostgREST 12: 150 visitors register at once
 * for an event of 100 seats, each on a connection of its own, as the site's server sends
 * them (`register_for_event()` as anon). The database's lock and capacity check must give
 * exactly 100 seats and put the other 50 on the waitlist. Then the same with cancellations in
 * the mix: registrants cancel through their links (each freed seat goes to the first person
 * waiting, in the cancelling transaction) while others register, and still nobody is
 * confirmed beyond the capacity, and no seat stays free while someone waits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureIds } from '../../supabase/tests/support/policy-db'
import { psql, resetBothToFixtures, sendReal } from './support/lane'

const VISITORS = 150
const SEATS = 100

const register = (name: string, email: string) =>
  sendReal(
    {
      method: 'POST',
      path: '/rpc/register_for_event',
      body: { event_id: fixtureIds.publishedEventId, full_name: name, email, firm_name: 'Load Test Firm', idempotency_key: crypto.randomUUID() },
    },
    'anon',
  )

const statusCounts = () =>
  psql(`
    select status || '=' || count(*) from public.event_registrations
    where event_id = '${fixtureIds.publishedEventId}' group by status order by status;
  `)
    .trim()
    .split('\n')

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
        const response = await register(`Visitor ${index}`, `visitor${index}@example.test`)
        expect(response.status).toBe(200)
        return ((await response.json()) as { outcome: string }).outcome
      }),
    )
    expect(answers.filter((outcome) => outcome === 'confirmed')).toHaveLength(SEATS)
    expect(answers.filter((outcome) => outcome === 'waitlisted')).toHaveLength(VISITORS - SEATS)

    expect(statusCounts()).toEqual([`confirmed=${SEATS}`, `waitlisted=${VISITORS - SEATS}`])
  })

  it(`with cancellations in the mix: 30 seats and 10 waiting places given back through cancel links while 30 more register; still exactly ${SEATS} confirmed`, async () => {
    // Continues from the 100 confirmed and 50 waiting above: the first 30 confirmed and the
    // first 10 waiting give their places back, each through the link in their mail.
    const tokens = (status: string, count: number) =>
      psql(`
        select private.registration_link_token(id) from public.event_registrations
        where event_id = '${fixtureIds.publishedEventId}' and status = '${status}' order by created_at, id limit ${count};
      `)
        .trim()
        .split('\n')
    const leaving = [...tokens('confirmed', 30), ...tokens('waitlisted', 10)]
    const cancel = (token: string) => sendReal({ method: 'POST', path: '/rpc/cancel_registration_by_link', body: { token } }, 'anon')
    const answers = await Promise.all([
      ...leaving.map(async (token) => {
        const response = await cancel(token)
        expect(response.status).toBe(200)
        return ((await response.json()) as { cancelledNow?: boolean }).cancelledNow === true
      }),
      ...Array.from({ length: 30 }, async (_, index) => {
        const response = await register(`Latecomer ${index}`, `latecomer${index}@example.test`)
        expect(response.status).toBe(200)
        return true
      }),
    ])
    expect(answers.every(Boolean)).toBe(true)
    // 70 + 40 + 30 = 140 still want a seat for 100: every seat taken, the other 40 waiting.
    expect(statusCounts()).toEqual([`cancelled=40`, `confirmed=${SEATS}`, `waitlisted=40`])
    // Everyone with a seat has their confirmation in the outbox (on registering, or moved up).
    const unconfirmed = psql(`
      select count(*) from public.event_registrations as r
      where r.event_id = '${fixtureIds.publishedEventId}' and r.status = 'confirmed'
        and not exists (select 1 from site_server.notices as n where n.record_id = r.id and n.kind = 'registration_confirmation');
    `)
    expect(unconfirmed.trim()).toBe('0')
    // A link used again changes nothing.
    const again = await cancel(leaving[0]!)
    expect(((await again.json()) as { state: string }).state).toBe('used')
    expect(statusCounts()).toEqual([`cancelled=40`, `confirmed=${SEATS}`, `waitlisted=40`])
  })
})
