/**
 * Test controls, served only by the mock: reset the data, inject faults.
 *   POST   /__mock/reset
 *   POST   /__mock/faults  {"service":"rest","status":500}  or  {"service":"auth","delayMs":30000}
 *   DELETE /__mock/faults
 */
import { http, HttpResponse } from 'msw'
import { resetMockDb } from '../db.ts'
import { clearFaults, mockServices, setFault, type MockService } from '../faults.ts'
import { resetUpstream } from '../upstream.ts'

export const controlHandlers = [
  http.post('*/__mock/reset', async () => {
    resetMockDb()
    clearFaults()
    await resetUpstream()
    return HttpResponse.json({ ok: true })
  }),
  http.post('*/__mock/faults', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>
    const service = body.service as MockService
    if (!mockServices.includes(service)) {
      return HttpResponse.json({ error: `service must be one of ${mockServices.join(', ')}` }, { status: 400 })
    }
    setFault(service, {
      status: typeof body.status === 'number' ? body.status : undefined,
      delayMs: typeof body.delayMs === 'number' ? body.delayMs : undefined,
      methods: Array.isArray(body.methods) ? body.methods.map(String) : undefined,
    })
    return HttpResponse.json({ ok: true })
  }),
  http.delete('*/__mock/faults', () => {
    clearFaults()
    return HttpResponse.json({ ok: true })
  }),
]
