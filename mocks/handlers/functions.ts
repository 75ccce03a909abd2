/**
 * The `setup-experts` edge function, doing what supabase/functions/setup-experts does, through
 * the same data API: it identifies the caller with Auth, checks the admin role with the
 * caller's own token (RLS lets a user read their own role rows), and writes with the service
 * role. The decisions come from the function's own plan module.
 */
import { http, HttpResponse } from 'msw'
import { apiKeyJwt, bearerJwt } from '../caller.ts'
import { applyFault } from '../faults.ts'
import { decideAccess, missingSampleExperts, toSampleExperts } from '../../supabase/functions/setup-experts/plan.ts'
import sampleExpertsJson from '../../supabase/sample-experts.json' with { type: 'json' }

const sampleExperts = toSampleExperts(sampleExpertsJson)

export function functionHandlers(restUrl: string, signedInUserId: (request: Request) => Promise<string | null>) {
  const data = async (path: string, token: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    headers.set('authorization', `Bearer ${token}`)
    const response = await fetch(`${restUrl}${path}`, { ...init, headers })
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
    return response
  }

  /** As the function: the database's is_staff(), asked with the caller's own token. */
  const isStaff = async (token: string) =>
    (await (await data('/rpc/is_staff', token, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) === true

  const insertMissingSamples = async (): Promise<number> => {
    const service = await apiKeyJwt('service_role')
    const existing = (await (await data('/experts?select=name', service)).json()) as { name: string }[]
    const missing = missingSampleExperts(existing.map((row) => row.name), sampleExperts)
    if (missing.length === 0) return 0
    await data('/experts', service, {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify(missing),
    })
    return missing.length
  }

  return [
    http.all('*/functions/v1/*', async ({ request }) => applyFault('functions', request)),

    http.post('*/functions/v1/setup-experts', async ({ request }) => {
      try {
        const token = await bearerJwt(request)
        const userId = await signedInUserId(request)
        const access = decideAccess({ userId, isStaff: userId !== null && (await isStaff(token)) })
        if (!access.allowed) return HttpResponse.json({ error: access.error }, { status: access.status })
        return HttpResponse.json({ inserted: await insertMissingSamples() })
      } catch (error) {
        console.error(`[mock-backend] setup-experts: ${error instanceof Error ? error.message : error}`)
        return HttpResponse.json({ error: 'Could not insert the sample experts.' }, { status: 500 })
      }
    }),
  ]
}
