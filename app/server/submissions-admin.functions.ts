/** The admin inbox of applications and offer claims: every function checks the admin role first. */
import { createServerFn } from '@tanstack/react-start'
import {
  applicationListSchema,
  applicationNoteSchema,
  applicationStatusSchema,
  claimListSchema,
  claimStatusSchema,
} from '~/lib/submission-schema'
import { applicationsCsv, claimsCsv, exportFileName } from '~/lib/submissions'
import { requireAdmin } from './admin.middleware'
import {
  countNewSubmissions,
  selectApplications,
  selectClaims,
  updateApplication,
  updateClaimStatus,
} from './submissions.server'
import { validateWith } from './validation'

export const listApplications = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .validator(validateWith(applicationListSchema))
  .handler(({ context, data }) => selectApplications(context.supabase, data))

export const setApplicationStatus = createServerFn({ method: 'POST' })
  .middleware([requireAdmin])
  .validator(validateWith(applicationStatusSchema))
  .handler(({ context, data }) => updateApplication(context.supabase, data.id, { status: data.status }))

export const saveApplicationNote = createServerFn({ method: 'POST' })
  .middleware([requireAdmin])
  .validator(validateWith(applicationNoteSchema))
  .handler(({ context, data }) =>
    updateApplication(context.supabase, data.id, { internal_note: data.note === '' ? null : data.note }),
  )

/** The filtered list as CSV text, with a dated file name. */
export const exportApplications = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .validator(validateWith(applicationListSchema))
  .handler(async ({ context, data }) => {
    const rows = await selectApplications(context.supabase, data)
    return { fileName: exportFileName('applications'), csv: applicationsCsv(rows), rows: rows.length }
  })

export const listClaims = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .validator(validateWith(claimListSchema))
  .handler(({ context, data }) => selectClaims(context.supabase, data))

export const setClaimStatus = createServerFn({ method: 'POST' })
  .middleware([requireAdmin])
  .validator(validateWith(claimStatusSchema))
  .handler(({ context, data }) => updateClaimStatus(context.supabase, data.id, data.status))

export const exportClaims = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .validator(validateWith(claimListSchema))
  .handler(async ({ context, data }) => {
    const rows = await selectClaims(context.supabase, data)
    return { fileName: exportFileName('claims'), csv: claimsCsv(rows), rows: rows.length }
  })

/** The dashboard's live counts of new applications and claims. */
export const countSubmissions = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .handler(({ context }) => countNewSubmissions(context.supabase))
