/** The `setup-experts` edge function, deciding as supabase/functions/setup-experts does (same plan module). */
import { http, HttpResponse } from 'msw'
import { isAdmin, resolveActor } from '../actor.ts'
import { mockDb, newExpertRow, sampleExpertList } from '../db.ts'
import { applyFault } from '../faults.ts'
import { decideAccess, missingSampleExperts } from '../../supabase/functions/setup-experts/plan.ts'

export const functionHandlers = [
  http.all('*/functions/v1/*', async ({ request }) => applyFault('functions', request)),

  http.post('*/functions/v1/setup-experts', async ({ request }) => {
    const actor = await resolveActor(request)
    const access = decideAccess({ userId: actor.kind === 'user' ? actor.userId : null, isAdmin: isAdmin(actor) })
    if (!access.allowed) return HttpResponse.json({ error: access.error }, { status: access.status })
    const existingNames = [...mockDb.experts.values()].map((row) => row.name)
    const missing = missingSampleExperts(existingNames, sampleExpertList)
    for (const sample of missing) {
      const row = newExpertRow(sample)
      mockDb.experts.set(row.id, row)
    }
    return HttpResponse.json({ inserted: missing.length })
  }),
]
