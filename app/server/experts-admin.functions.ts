/** The admin area's expert functions: each requires a staff session (an admin or an editor) (see admin.middleware.ts). */
import { createServerFn } from '@tanstack/react-start'
import { adminLists } from '~/lib/admin-lists'
import {
  expertFieldsSchema,
  expertIdInputSchema,
  setExpertActiveSchema,
  updateExpertSchema,
} from '~/lib/expert-schema'
import { listInputSchema } from '~/lib/record-list-input'
import { purgesPagesShowing, requireStaff } from './admin.middleware'
import {
  deleteExpertRow,
  insertExpert,
  invokeSetupExperts,
  selectExpert,
  selectExpertsPage,
  setExpertActiveRow,
  updateExpertRow,
  uploadExpertImageFile,
} from './experts.server'
import { imageFileInput } from './record-images.server'
import { validateWith } from './validation'

const purgesExpertPages = purgesPagesShowing('experts')

/** A page of the admin table: `{ page, pageSize, sort, filters: { search, status } }`. */
export const listAllExperts = createServerFn({ method: 'GET' })
  .middleware([requireStaff])
  .validator(validateWith(listInputSchema(adminLists.experts)))
  .handler(({ context, data }) => selectExpertsPage(context.supabase, data))

export const getExpert = createServerFn({ method: 'GET' })
  .middleware([requireStaff])
  .validator(validateWith(expertIdInputSchema))
  .handler(({ context, data }) => selectExpert(context.supabase, data.id))

export const createExpert = createServerFn({ method: 'POST' })
  .middleware([requireStaff, purgesExpertPages])
  .validator(validateWith(expertFieldsSchema))
  .handler(({ context, data }) => insertExpert(context.supabase, data))

export const updateExpert = createServerFn({ method: 'POST' })
  .middleware([requireStaff, purgesExpertPages])
  .validator(validateWith(updateExpertSchema))
  .handler(({ context, data: { id, version, ...fields } }) => updateExpertRow(context.supabase, id, fields, version))

export const setExpertActive = createServerFn({ method: 'POST' })
  .middleware([requireStaff, purgesExpertPages])
  .validator(validateWith(setExpertActiveSchema))
  .handler(({ context, data }) => setExpertActiveRow(context.supabase, data.id, data.is_active))

export const deleteExpert = createServerFn({ method: 'POST' })
  .middleware([requireStaff, purgesExpertPages])
  .validator(validateWith(expertIdInputSchema))
  .handler(async ({ context, data }) => {
    await deleteExpertRow(context.supabase, data.id)
    return { id: data.id }
  })

/** Multipart: a FormData with one image under `file`. Answers the public URL. */
export const uploadExpertImage = createServerFn({ method: 'POST' })
  .middleware([requireStaff])
  .validator(imageFileInput)
  .handler(async ({ context, data }) => ({ url: await uploadExpertImageFile(context.supabase, data) }))

export const seedSampleExperts = createServerFn({ method: 'POST' })
  .middleware([requireStaff, purgesExpertPages])
  .handler(async ({ context }) => ({ inserted: await invokeSetupExperts(context.supabase) }))
