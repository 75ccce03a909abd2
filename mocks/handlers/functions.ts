/** The `setup-experts` edge function, deciding as supabase/functions/setup-experts does (same plan module). */
import { http, HttpResponse } from 'msw'
import { isAdmin, resolveActor } from '../actor.ts'
import { mockDb, newExpertRow, sampleExpertList } from '../db.ts'
import { applyFault } from '../faults.ts'
import { decideAccess, missingSampleExperts, type SampleExpert } from '../../supabase/functions/setup-experts/plan.ts'
import { restUpstream, upstreamServiceRequest } from '../upstream.ts'

/** Like the real function: lists names and inserts with the service role, here or on the upstream PostgREST. */
async function insertMissingSamples(): Promise<number> {
  if (!restUpstream()) {
    const missing = missingSampleExperts([...mockDb.experts.values()].map((row) => row.name), sampleExpertList)
    for (const sample of missing) {
      const row = newExpertRow(sample)
      mockDb.experts.set(row.id, row)
    }
    return missing.length
  }
  const listed = await upstreamServiceRequest('/experts?select=name')
  if (!listed.ok) throw new Error(`listing experts failed: ${listed.status}`)
  const missing: SampleExpert[] = missingSampleExperts(((await listed.json()) as { name: string }[]).map((row) => row.name), sampleExpertList)
  if (missing.length === 0) return 0
  const inserted = await upstreamServiceRequest('/experts', {
    method: 'POST',
    headers: { 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify(missing),
  })
  if (!inserted.ok) throw new Error(`inserting sample experts failed: ${inserted.status}`)
  return missing.length
}

export const functionHandlers = [
  http.all('*/functions/v1/*', async ({ request }) => applyFault('functions', request)),

  http.post('*/functions/v1/setup-experts', async ({ request }) => {
    const actor = await resolveActor(request)
    const access = decideAccess({ userId: actor.kind === 'user' ? actor.userId : null, isAdmin: isAdmin(actor) })
    if (!access.allowed) return HttpResponse.json({ error: access.error }, { status: access.status })
    try {
      return HttpResponse.json({ inserted: await insertMissingSamples() })
    } catch (error) {
      console.error(`[mock-backend] setup-experts: ${error instanceof Error ? error.message : error}`)
      return HttpResponse.json({ error: 'Could not insert the sample experts.' }, { status: 500 })
    }
  }),
]
