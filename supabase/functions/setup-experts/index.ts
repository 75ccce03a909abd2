// setup-experts: inserts the sample experts that are not in public.experts yet and
// answers { inserted: n }. Only signed-in staff may call it.
//
// The gateway does not check tokens (verify_jwt = false in supabase/config.toml): with
// Supabase's current API keys and signing keys, a function checks its caller itself.
// This one identifies the caller with their own token (Supabase Auth), checks the staff
// role, and only then writes with the secret key. Deploy: `supabase functions deploy setup-experts`.
import 'jsr:@supabase/functions-js/edge-runtime.d.ts'
import { createClient } from 'npm:@supabase/supabase-js@2'
import sampleExpertsJson from '../../sample-experts.json' with { type: 'json' }
import {
  bearerToken,
  corsHeaders,
  decideAccess,
  missingSampleExperts,
  resolveFunctionKeys,
  toSampleExperts,
} from './plan.ts'

const sampleExperts = toSampleExperts(sampleExpertsJson)

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
}

function json(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  })
}

Deno.serve(async (req: Request): Promise<Response> => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
  if (req.method !== 'POST') return json(405, { error: 'Use POST.' })

  const url = Deno.env.get('SUPABASE_URL')
  const keys = resolveFunctionKeys((name) => Deno.env.get(name))
  if (!url || !keys) {
    console.error(
      'setup-experts: SUPABASE_URL, a publishable (or anon) key or a secret (or service_role) key is not set',
    )
    return json(500, { error: 'The function is not configured.' })
  }

  // Who is calling? A client that acts with the caller's own token, so RLS applies to it.
  const token = bearerToken(req.headers.get('Authorization'))
  let userId: string | null = null
  let isStaff = false
  if (token) {
    const caller = createClient(url, keys.publicKey, {
      ...clientOptions,
      global: { headers: { Authorization: `Bearer ${token}` } },
    })
    const { data: userData, error: userError } = await caller.auth.getUser(token)
    userId = userError ? null : (userData.user?.id ?? null)
    if (userId) {
      // The database decides, as for every other write: is_staff() with the caller's own token
      // (a role, and a session that meets the second-factor rule).
      const { data: staff, error: roleError } = await caller.rpc('is_staff')
      if (roleError) {
        console.error('setup-experts: staff check failed', roleError.message)
        return json(500, { error: 'Could not check the staff role.' })
      }
      isStaff = staff === true
    }
  }

  const decision = decideAccess({ userId, isStaff })
  if (!decision.allowed) return json(decision.status, { error: decision.error })

  // Staff confirmed: write with the secret key (bypasses RLS).
  const service = createClient(url, keys.secretKey, clientOptions)
  const { data: existing, error: listError } = await service.from('experts').select('name')
  if (listError) {
    console.error('setup-experts: listing experts failed', listError.message)
    return json(500, { error: 'Could not read the experts.' })
  }

  const missing = missingSampleExperts(
    (existing ?? []).map((row: { name: string }) => row.name),
    sampleExperts,
  )
  if (missing.length === 0) return json(200, { inserted: 0 })

  const { data: inserted, error: insertError } = await service
    .from('experts')
    .insert(missing)
    .select('id')
  if (insertError) {
    console.error('setup-experts: inserting sample experts failed', insertError.message)
    return json(500, { error: 'Could not insert the sample experts.' })
  }
  return json(200, { inserted: inserted?.length ?? 0 })
})
