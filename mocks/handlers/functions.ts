/** The `setup-experts` edge function, behaving as supabase/functions/setup-experts does. */
import { http, HttpResponse } from 'msw'
import { canWriteExperts, isAdmin, resolveActor } from '../actor.ts'
import { mockDb, newExpertRow, sampleExpertList } from '../db.ts'
import { applyFault } from '../faults.ts'
import { missingSampleExperts } from '../../supabase/functions/setup-experts/plan.ts'

export const functionHandlers = [
  http.all('*/functions/v1/*', async ({ request }) => applyFault('functions', request)),

  http.post('*/functions/v1/setup-experts', async ({ request }) => {
    const actor = await resolveActor(request)
    if (actor.kind !== 'user') return HttpResponse.json({ error: 'Not signed in' }, { status: 401 })
    if (!isAdmin(actor) || !canWriteExperts(actor)) return HttpResponse.json({ error: 'Admin role required' }, { status: 403 })
    const existingNames = [...mockDb.experts.values()].map((row) => row.name)
    const missing = missingSampleExperts(existingNames, sampleExpertList)
    for (const sample of missing) {
      const row = newExpertRow(sample)
      mockDb.experts.set(row.id, row)
    }
    return HttpResponse.json({ inserted: missing.length })
  }),
]
