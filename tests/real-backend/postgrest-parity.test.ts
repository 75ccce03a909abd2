/**
 * Beyond the policy matrix: the requests the app's queries send, other PostgREST features,
 * and errors, each sent to PostgREST 12 on PostgreSQL 15 and to the development backend
 * (the same PostgREST on the migrated PGlite database, behind the mock's gateway), which must
 * answer the same (status, Content-Range, body): the engines, the gateway's handling of keys
 * and headers, and the migrations' behaviour on both are held equal.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { fixtureIds } from '../../supabase/tests/support/policy-db'
import type { RestRequest } from '../../supabase/tests/support/policy-matrix'
import type { Actor } from '../../supabase/tests/support/policy-db'
import { answerOf, countPairs, resetBothToFixtures, sendDevelopment, sendReal } from './support/lane'

let pairs = 0
afterAll(() => countPairs('postgrest-parity', pairs))
beforeEach(() => resetBothToFixtures())

const OBJECT = { accept: 'application/vnd.pgrst.object+json' }
const REPRESENTATION = { prefer: 'return=representation' }
const PUBLIC_COLUMNS = 'id,name,role,description,image_url'
const { activeExpertId: active, inactiveExpertId: inactive, adminUserId, memberUserId } = fixtureIds
const fullExpert = { name: 'Ada Byron', role: 'Analyst', description: 'Numbers.', image_url: null, is_active: true }

type Probe = [label: string, actor: Actor | { token: string }, request: RestRequest]

/** The same answer from both. */
// prettier-ignore
/** The settings page's save (`active_members` left out: /perks states the community size). */
const settingsSave = {
  conference_name: 'RightNOW 2027',
  conference_starts_at: '2027-05-01T13:00:00Z',
  conference_ends_at: '2027-05-02T21:00:00Z',
  conference_time_zone: 'America/New_York',
  offer_ends_on: '2027-01-31',
  community_size: '948+',
  post_event_sessions: 6,
  post_event_time: '2:00-3:00 PM EDT',
  post_event_recordings: true,
}

const sameAnswer: Probe[] = [
  // The app's own queries (app/server/*.server.ts), as supabase-js sends them.
  ['public list: active experts by name', 'anon', { method: 'GET', path: `/experts?select=${PUBLIC_COLUMNS}&is_active=eq.true&order=name.asc` }],
  ['admin list: every expert by name', 'admin', { method: 'GET', path: '/experts?select=*&order=name.asc' }],
  ['admin create, one object back', 'admin', { method: 'POST', path: '/experts?select=*', body: fullExpert, headers: { ...OBJECT, ...REPRESENTATION } }],
  ['admin update', 'admin', { method: 'PATCH', path: `/experts?id=eq.${inactive}&select=*`, body: { ...fullExpert, updated_at: '2030-01-01T00:00:00.000Z' }, headers: REPRESENTATION }],
  ['admin status switch', 'admin', { method: 'PATCH', path: `/experts?id=eq.${active}&select=*`, body: { is_active: false, updated_at: '2030-01-01T00:00:00.000Z' }, headers: REPRESENTATION }],
  ['admin delete', 'admin', { method: 'DELETE', path: `/experts?id=eq.${active}&select=id`, headers: REPRESENTATION }],
  ['admin update of a missing expert', 'admin', { method: 'PATCH', path: '/experts?id=eq.0c000000-0000-4000-8000-0000000000ff&select=*', body: { is_active: true }, headers: REPRESENTATION }],
  ['admin check: own role row as one object', 'admin', { method: 'GET', path: `/user_roles?select=role&user_id=eq.${adminUserId}&role=eq.admin`, headers: OBJECT }],
  ['admin check of a member: no row, 406 PGRST116', 'user', { method: 'GET', path: `/user_roles?select=role&user_id=eq.${memberUserId}&role=eq.admin`, headers: OBJECT }],
  ['seed: list names as the service role', 'service_role', { method: 'GET', path: '/experts?select=name' }],
  ['seed: insert several as the service role', 'service_role', { method: 'POST', path: '/experts?columns=%22name%22,%22role%22,%22description%22,%22image_url%22,%22is_active%22&select=id', body: [fullExpert, { ...fullExpert, name: 'Grace Hopper' }], headers: REPRESENTATION }],
  // Reads.
  ['order on two columns', 'admin', { method: 'GET', path: '/experts?select=name,is_active&order=is_active.desc,name.desc' }],
  ['order with nulls first', 'admin', { method: 'GET', path: '/experts?select=name,image_url&order=image_url.asc.nullsfirst,name.asc' }],
  ['limit and offset', 'admin', { method: 'GET', path: '/experts?select=name&order=name.asc&limit=1&offset=1' }],
  ['ilike with *', 'admin', { method: 'GET', path: '/experts?select=name&name=ilike.*INACTIVE*' }],
  ['like with %', 'admin', { method: 'GET', path: '/experts?select=name&name=like.Fixture%25Expert' }],
  ['is.null', 'admin', { method: 'GET', path: '/experts?select=name&image_url=is.null&order=name.asc' }],
  ['is.false', 'admin', { method: 'GET', path: '/experts?select=name&is_active=is.false' }],
  ['in list', 'admin', { method: 'GET', path: `/experts?select=name&id=in.(${active},${inactive})&order=name.asc` }],
  ['neq', 'admin', { method: 'GET', path: `/experts?select=name&id=neq.${active}` }],
  ['gte on a timestamp', 'admin', { method: 'GET', path: '/experts?select=name&created_at=gte.2019-12-31&order=name.asc' }],
  ['eq on a timestamp written another way', 'admin', { method: 'GET', path: '/experts?select=name&created_at=eq.2020-01-01T00:00:00Z&order=name.asc' }],
  ['order by a timestamp, then name', 'admin', { method: 'GET', path: '/experts?select=name&order=updated_at.desc,name.asc' }],
  ['a uuid in capitals', 'anon', { method: 'GET', path: `/experts?select=name&id=eq.${active.toUpperCase()}` }],
  ['count=exact on a full page', 'admin', { method: 'GET', path: '/experts?select=name&order=name.asc', headers: { prefer: 'count=exact' } }],
  ['count=exact on a partial page: 206', 'admin', { method: 'GET', path: '/experts?select=name&order=name.asc&limit=1', headers: { prefer: 'count=exact' } }],
  ['HEAD with count=exact: headers only', 'anon', { method: 'HEAD', path: '/experts?select=*', headers: { prefer: 'count=exact' } }],
  ['empty result', 'anon', { method: 'GET', path: `/experts?select=name&id=eq.${inactive}` }],
  ['writes without a representation', 'admin', { method: 'PATCH', path: `/experts?id=eq.${active}`, body: { role: 'Partner' } }],
  ['insert without a representation', 'admin', { method: 'POST', path: '/experts', body: fullExpert }],
  ['delete without a representation', 'admin', { method: 'DELETE', path: `/experts?id=eq.${inactive}` }],
  // Errors.
  ['a malformed uuid', 'anon', { method: 'GET', path: '/experts?select=name&id=eq.not-a-uuid' }],
  ['an unknown column', 'anon', { method: 'GET', path: '/experts?select=nope' }],
  ['an unknown filter column', 'anon', { method: 'GET', path: '/experts?nope=eq.1' }],
  ['an unknown table', 'anon', { method: 'GET', path: '/nope?select=*' }],
  ['an unknown column in a write', 'admin', { method: 'POST', path: '/experts', body: { name: 'X', nope: 1 } }],
  ['a blank name', 'admin', { method: 'POST', path: '/experts', body: { ...fullExpert, name: '   ' } }],
  ['a missing name', 'admin', { method: 'POST', path: '/experts', body: { role: 'No Name' } }],
  ['rows with different keys', 'admin', { method: 'POST', path: '/experts', body: [{ name: 'A' }, { name: 'B', role: 'x' }] }],
  ['a token that is not a JWT', { token: 'not-a-jwt' }, { method: 'GET', path: '/experts?select=name' }],
  ['a JWT signed with another secret', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.2Vw0Fv6Qz8xH7K8TCvS3lmpX0R0J3iYp0pUhtUu5tbo' }, { method: 'GET', path: '/experts?select=name' }],
  ['a signed-in user deleting role rows', 'user', { method: 'DELETE', path: `/user_roles?user_id=eq.${memberUserId}` }],
  ['the service role granting admin twice', 'service_role', { method: 'POST', path: '/user_roles', body: { user_id: adminUserId, role: 'admin' } }],
  ['the service role granting an unknown role', 'service_role', { method: 'POST', path: '/user_roles', body: { user_id: memberUserId, role: 'owner' } }],
  // Features the app does not use today, which a new query may.
  ['upsert with on_conflict', 'admin', { method: 'POST', path: '/experts?on_conflict=name', body: fullExpert, headers: { prefer: 'resolution=merge-duplicates' } }],
  ['upsert by primary key (PUT)', 'admin', { method: 'PUT' as RestRequest['method'], path: `/experts?id=eq.${active}`, body: { id: active, name: 'Replaced' } }],
  ['an embedded resource', 'admin', { method: 'GET', path: '/experts?select=name,user_roles(role)' }],
  ['a column alias', 'anon', { method: 'GET', path: '/experts?select=label:name' }],
  ['a cast', 'anon', { method: 'GET', path: '/experts?select=created_at::text' }],
  ['or filter', 'anon', { method: 'GET', path: '/experts?select=name&or=(name.eq.x,is_active.eq.false)' }],
  ['negated filter', 'anon', { method: 'GET', path: '/experts?select=name&name=not.eq.x' }],
  ['full-text search', 'anon', { method: 'GET', path: '/experts?select=name&name=fts.tax' }],
  ['Range header', 'anon', { method: 'GET', path: '/experts?select=name', headers: { range: '0-0' } }],
  ['planned count', 'anon', { method: 'GET', path: '/experts?select=name', headers: { prefer: 'count=planned' } }],
  ['CSV', 'anon', { method: 'GET', path: '/experts?select=name', headers: { accept: 'text/csv' } }],
  ['another schema', 'anon', { method: 'GET', path: '/objects?select=name', headers: { 'accept-profile': 'storage' } }],
  ['RPC', 'anon', { method: 'POST', path: '/rpc/is_admin', body: {} }],
  ['RPC that writes, an argument left to its default', 'admin', { method: 'POST', path: '/rpc/save_site_settings', body: settingsSave }],
  ['RPC that writes, refused with a code in DETAIL', 'user', { method: 'POST', path: '/rpc/save_site_settings', body: settingsSave }],
  ['a boolean spelled t', 'anon', { method: 'GET', path: '/experts?select=name&is_active=eq.t' }],
  ['a timestamp without a time zone', 'anon', { method: 'GET', path: '/experts?select=name&created_at=lt.2030-01-01T00:00' }],
  ['ilike on a boolean column', 'anon', { method: 'GET', path: '/experts?select=name&is_active=ilike.t*' }],
  ['a limit that is not a number', 'anon', { method: 'GET', path: '/experts?select=name&limit=abc' }],
  ['a JSON string as the body', 'admin', { method: 'POST', path: '/experts', body: '' }],
  ['a malformed order (PostgREST: its parser message)', 'anon', { method: 'GET', path: '/experts?select=name&order=name.asc.sideways' }],
  ['a malformed is filter (PostgREST: its parser message)', 'anon', { method: 'GET', path: '/experts?select=name&is_active=is.maybe' }],
]

describe('PostgREST 12 on PostgreSQL 15 and the development backend answer the same', () => {
  it.each(sameAnswer)('%s', async (_label, actor, request) => {
    const real = await answerOf(await sendReal(request, actor))
    const development = await answerOf(await sendDevelopment(request, actor))
    pairs += 1
    expect(development).toEqual(real)
  })
})
