// The decisions of the setup-experts edge function, as plain TypeScript with no Deno or
// network dependency, so that vitest can test them (supabase/tests/setup-experts-plan.test.ts)
// and index.ts only does the I/O.

/** One entry of supabase/sample-experts.json: the columns inserted into public.experts. */
export interface SampleExpert {
  name: string
  role: string | null
  description: string | null
  image_url: string | null
  is_active: boolean
}

export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match?.[1] ?? null
}

export type AccessDecision =
  { allowed: true } | { allowed: false; status: 401 | 403; error: string }

/**
 * Only signed-in staff (an admin or an editor whose session meets the second-factor rule, as the
 * database's is_staff() answers) may seed: 401 without a valid user, 403 for anyone else.
 */
export function decideAccess(caller: { userId: string | null; isStaff: boolean }): AccessDecision {
  if (!caller.userId)
    return { allowed: false, status: 401, error: 'Sign in as staff to seed sample experts.' }
  if (!caller.isStaff)
    return { allowed: false, status: 403, error: 'Only staff may seed sample experts.' }
  return { allowed: true }
}

/**
 * The sample experts to insert: those whose exact name is not in the table yet (active
 * or not), each name once. Running the seed again therefore inserts nothing.
 */
export function missingSampleExperts(
  existingNames: Iterable<string>,
  samples: readonly SampleExpert[],
): SampleExpert[] {
  const taken = new Set(existingNames)
  const missing: SampleExpert[] = []
  for (const sample of samples) {
    if (taken.has(sample.name)) continue
    taken.add(sample.name)
    missing.push({
      name: sample.name,
      role: sample.role,
      description: sample.description,
      image_url: sample.image_url,
      is_active: sample.is_active,
    })
  }
  return missing
}

const optionalText = (value: unknown): value is string | null | undefined =>
  value === null || value === undefined || typeof value === 'string'

/** Checks the shape of sample-experts.json and returns it typed; throws on anything else. */
export function toSampleExperts(value: unknown): SampleExpert[] {
  if (!Array.isArray(value)) throw new TypeError('sample experts must be an array')
  return value.map((entry: unknown, index) => {
    const e = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>
    if (typeof e.name !== 'string' || e.name.trim() === '')
      throw new TypeError(`sample expert ${index}: name must be a non-empty string`)
    if (!optionalText(e.role) || !optionalText(e.description) || !optionalText(e.image_url)) {
      throw new TypeError(
        `sample expert ${index}: role, description and image_url must be strings or null`,
      )
    }
    if (typeof e.is_active !== 'boolean')
      throw new TypeError(`sample expert ${index}: is_active must be a boolean`)
    return {
      name: e.name,
      role: e.role ?? null,
      description: e.description ?? null,
      image_url: e.image_url ?? null,
      is_active: e.is_active,
    }
  })
}

export interface FunctionKeys {
  /** Acts as the caller (RLS applies): the publishable key, or the legacy anon key. */
  publicKey: string
  /** Bypasses RLS: the secret key, or the legacy service_role key. */
  secretKey: string
}

/** The `default` entry of a JSON key dictionary such as `{"default":"sb_publishable_..."}`. */
function defaultKey(dictionary: string | undefined): string | undefined {
  if (!dictionary) return undefined
  try {
    const parsed: unknown = JSON.parse(dictionary)
    if (typeof parsed !== 'object' || parsed === null) return undefined
    const value = (parsed as Record<string, unknown>).default
    return typeof value === 'string' && value !== '' ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * The function's API keys from its environment. Supabase provides the current keys as
 * JSON dictionaries (SUPABASE_PUBLISHABLE_KEYS, SUPABASE_SECRET_KEYS); a self-hosted
 * setup may export single keys (SUPABASE_PUBLISHABLE_KEY, SUPABASE_SECRET_KEY); the
 * legacy SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY still work. Null when either
 * kind is missing.
 */
export function resolveFunctionKeys(env: (name: string) => string | undefined): FunctionKeys | null {
  const publicKey =
    defaultKey(env('SUPABASE_PUBLISHABLE_KEYS')) ?? (env('SUPABASE_PUBLISHABLE_KEY') || env('SUPABASE_ANON_KEY'))
  const secretKey =
    defaultKey(env('SUPABASE_SECRET_KEYS')) ?? (env('SUPABASE_SECRET_KEY') || env('SUPABASE_SERVICE_ROLE_KEY'))
  return publicKey && secretKey ? { publicKey, secretKey } : null
}
