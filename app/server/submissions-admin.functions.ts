/** The admin inbox of applications and offer claims: every function checks the admin role first. */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { adminLists } from '~/lib/admin-lists'
import { listInputSchema } from '~/lib/record-list-input'
import { applicationNoteSchema, applicationStatusSchema, claimStatusSchema, rowIdSchema } from '~/lib/submission-schema'
import { applicationCsvWords, claimCsvWords } from '~/content/application-answers'
import { applicationsCsv, claimsCsv, exportFileName } from '~/lib/submissions'
import { requireAdmin } from './admin.middleware'
import { mailGoesOut } from './config.server'
import { siteToday } from './site-today'
import {
  countNewSubmissions,
  selectApplication,
  selectApplicationsPage,
  selectClaimsPage,
  selectEveryApplication,
  selectEveryClaim,
  updateApplication,
  updateClaimStatus,
} from './submissions.server'
import { validateWith } from './validation'

const applicationListSchema = listInputSchema(adminLists.applications)
const claimListSchema = listInputSchema(adminLists.claims)

/** A page of the applications: `{ page, pageSize, sort, filters: { status, search } }`. */
export const listApplications = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .validator(validateWith(applicationListSchema))
  .handler(({ context, data }) => selectApplicationsPage(context.supabase, data))

/** One application by its id (its dialog, opened from an address). */
export const getApplication = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .validator(validateWith(v.object({ id: rowIdSchema })))
  .handler(({ context, data }) => selectApplication(context.supabase, data.id))

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

/** Every application the filters match (every page), as CSV text with a dated file name. */
export const exportApplications = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .validator(validateWith(applicationListSchema))
  .handler(async ({ context, data }) => {
    const rows = await selectEveryApplication(context.supabase, data)
    return { fileName: exportFileName('applications', siteToday()), csv: applicationsCsv(rows, applicationCsvWords), rows: rows.length }
  })

/** A page of the offer claims: `{ page, pageSize, sort, filters: { status, search } }`. */
export const listClaims = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .validator(validateWith(claimListSchema))
  .handler(({ context, data }) => selectClaimsPage(context.supabase, data))

export const setClaimStatus = createServerFn({ method: 'POST' })
  .middleware([requireAdmin])
  .validator(validateWith(claimStatusSchema))
  // Confirming a claim queues its mail: whether this site sends it (SMTP_URL) or it waits in the queue.
  .handler(async ({ context, data }) => ({ ...(await updateClaimStatus(context.supabase, data.id, data.status)), mailSent: mailGoesOut }))

export const exportClaims = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .validator(validateWith(claimListSchema))
  .handler(async ({ context, data }) => {
    const rows = await selectEveryClaim(context.supabase, data)
    return { fileName: exportFileName('claims', siteToday()), csv: claimsCsv(rows, claimCsvWords), rows: rows.length }
  })

/** The dashboard's live counts of new applications and claims. */
export const countSubmissions = createServerFn({ method: 'GET' })
  .middleware([requireAdmin])
  .handler(({ context }) => countNewSubmissions(context.supabase))
