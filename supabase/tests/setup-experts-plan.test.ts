/** The decisions of the setup-experts edge function (supabase/functions/setup-experts/plan.ts). */
import { describe, expect, it } from 'vitest'
import samplesJson from '../sample-experts.json'
import {
  bearerToken,
  corsHeaders,
  decideAccess,
  missingSampleExperts,
  resolveFunctionKeys,
  toSampleExperts,
  type SampleExpert,
} from '../functions/setup-experts/plan.ts'

const samples = toSampleExperts(samplesJson)

const expert = (name: string, extra: Partial<SampleExpert> = {}): SampleExpert => ({
  name,
  role: null,
  description: null,
  image_url: null,
  is_active: true,
  ...extra,
})

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer   abc.def.ghi  ', 'abc.def.ghi'],
    ['Basic dXNlcjpwYXNz', null],
    ['Bearer', null],
    ['Bearer ', null],
    ['Bearer two tokens', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (header, token) => {
    expect(bearerToken(header)).toBe(token)
  })
})

describe('decideAccess', () => {
  it('answers 401 without a signed-in user, whatever the role flag says', () => {
    expect(decideAccess({ userId: null, isStaff: false })).toMatchObject({
      allowed: false,
      status: 401,
    })
    expect(decideAccess({ userId: null, isStaff: true })).toMatchObject({
      allowed: false,
      status: 401,
    })
    expect(decideAccess({ userId: '', isStaff: true })).toMatchObject({
      allowed: false,
      status: 401,
    })
  })

  it('answers 403 to a signed-in user who is not staff (no role, or a session without the second factor it needs)', () => {
    expect(decideAccess({ userId: 'u1', isStaff: false })).toMatchObject({
      allowed: false,
      status: 403,
    })
  })

  it('lets staff through', () => {
    expect(decideAccess({ userId: 'u1', isStaff: true })).toEqual({ allowed: true })
  })
})

describe('missingSampleExperts', () => {
  it('inserts every sample into an empty table', () => {
    expect(missingSampleExperts([], samples)).toEqual(samples)
  })

  it('skips the names that exist, active or not, and keeps the order of the samples', () => {
    const [first, second, ...rest] = samples
    expect(missingSampleExperts([first!.name, second!.name, 'Someone Else'], samples)).toEqual(rest)
  })

  it('inserts nothing when every sample exists (a second run)', () => {
    expect(
      missingSampleExperts(
        samples.map((sample) => sample.name),
        samples,
      ),
    ).toEqual([])
  })

  it('compares names exactly, like seed.sql', () => {
    expect(
      missingSampleExperts(['grace liu, cpa, citp'], [expert('Grace Liu, CPA, CITP')]),
    ).toHaveLength(1)
  })

  it('inserts a name repeated in the samples only once', () => {
    expect(
      missingSampleExperts([], [expert('A'), expert('A', { role: 'Other' }), expert('B')]),
    ).toEqual([expert('A'), expert('B')])
  })

  it('returns only the experts columns, copied', () => {
    const extra = { ...expert('C'), id: 'should-not-be-sent' } as SampleExpert
    const [result] = missingSampleExperts([], [extra])
    expect(result).toEqual(expert('C'))
    expect(result).not.toBe(extra)
  })
})

describe('toSampleExperts', () => {
  it('accepts the shared sample-experts.json, with active and inactive experts', () => {
    expect(samples.length).toBeGreaterThan(0)
    expect(samples.some((sample) => sample.is_active)).toBe(true)
    expect(samples.some((sample) => !sample.is_active)).toBe(true)
    expect(new Set(samples.map((sample) => sample.name)).size).toBe(samples.length)
  })

  it('fills missing optional fields with null', () => {
    expect(toSampleExperts([{ name: 'D', is_active: false }])).toEqual([
      expert('D', { is_active: false }),
    ])
  })

  it.each([
    ['not an array', { name: 'x' }],
    ['an entry without a name', [{ is_active: true }]],
    ['a blank name', [{ name: ' ', is_active: true }]],
    ['a numeric role', [{ name: 'x', role: 3, is_active: true }]],
    ['a missing is_active', [{ name: 'x' }]],
    ['a null entry', [null]],
  ])('rejects %s', (_label, value) => {
    expect(() => toSampleExperts(value)).toThrow(TypeError)
  })
})

describe('corsHeaders', () => {
  it('allow the headers supabase-js sends and the POST the function needs', () => {
    expect(corsHeaders['Access-Control-Allow-Headers']).toMatch(/authorization/)
    expect(corsHeaders['Access-Control-Allow-Headers']).toMatch(/apikey/)
    expect(corsHeaders['Access-Control-Allow-Headers']).toMatch(/x-client-info/)
    expect(corsHeaders['Access-Control-Allow-Headers']).toMatch(/content-type/)
    expect(corsHeaders['Access-Control-Allow-Methods']).toMatch(/POST/)
  })
})

describe('resolveFunctionKeys', () => {
  const from = (env: Record<string, string>) => resolveFunctionKeys((name) => env[name])

  it("takes the default entries of Supabase's key dictionaries", () => {
    expect(
      from({
        SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_a","web":"sb_publishable_b"}',
        SUPABASE_SECRET_KEYS: '{"default":"sb_secret_a"}',
        SUPABASE_ANON_KEY: 'legacy-anon',
        SUPABASE_SERVICE_ROLE_KEY: 'legacy-service',
      }),
    ).toEqual({ publicKey: 'sb_publishable_a', secretKey: 'sb_secret_a' })
  })

  it('falls back to single keys, then to the legacy anon and service_role keys', () => {
    expect(from({ SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x', SUPABASE_SECRET_KEY: 'sb_secret_x' })).toEqual({
      publicKey: 'sb_publishable_x',
      secretKey: 'sb_secret_x',
    })
    expect(from({ SUPABASE_ANON_KEY: 'legacy-anon', SUPABASE_SERVICE_ROLE_KEY: 'legacy-service' })).toEqual({
      publicKey: 'legacy-anon',
      secretKey: 'legacy-service',
    })
    expect(from({ SUPABASE_PUBLISHABLE_KEYS: 'not json', SUPABASE_ANON_KEY: 'legacy-anon', SUPABASE_SECRET_KEY: 's' })).toEqual({
      publicKey: 'legacy-anon',
      secretKey: 's',
    })
  })

  it('is null when either kind of key is missing', () => {
    expect(from({ SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' })).toBeNull()
    expect(from({ SUPABASE_SECRET_KEYS: '{"default":"sb_secret_a"}' })).toBeNull()
    expect(from({})).toBeNull()
  })
})
