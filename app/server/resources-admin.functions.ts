/** The admin area's resource functions: each requires a staff session (an admin or an editor) (see admin.middleware.ts). */
import { createServerFn } from '@tanstack/react-start'
import { adminLists } from '~/lib/admin-lists'
import { listInputSchema } from '~/lib/record-list-input'
import { resourceFieldsSchema, resourceIdInputSchema, setResourceStatusSchema, updateResourceSchema } from '~/lib/resource-schema'
import { purgesPagesShowing, requireStaff } from './admin.middleware'
import { siteToday } from './site-today'
import { deleteResourceRow, insertResource, selectResource, selectResourcesPage, setResourceStatusRow, updateResourceRow } from './resources.server'
import { validateWith } from './validation'

const purgesResourcePages = purgesPagesShowing('resources')

/** A page of every resource, drafts too: `{ page, pageSize, sort, filters: { search, status } }`. */
export const listAllResources = createServerFn({ method: 'GET' })
  .middleware([requireStaff])
  .validator(validateWith(listInputSchema(adminLists.resources)))
  .handler(({ context, data }) => selectResourcesPage(context.supabase, data))

/** What a new resource starts with: dated today, in the site's time zone, by the server's clock. */
export const getNewResourceDefaults = createServerFn({ method: 'GET' })
  .middleware([requireStaff])
  .handler(() => ({ publishedOn: siteToday() }))

export const getResource = createServerFn({ method: 'GET' })
  .middleware([requireStaff])
  .validator(validateWith(resourceIdInputSchema))
  .handler(({ context, data }) => selectResource(context.supabase, data.id))

export const createResource = createServerFn({ method: 'POST' })
  .middleware([requireStaff, purgesResourcePages])
  .validator(validateWith(resourceFieldsSchema))
  .handler(({ context, data }) => insertResource(context.supabase, data))

export const updateResource = createServerFn({ method: 'POST' })
  .middleware([requireStaff, purgesResourcePages])
  .validator(validateWith(updateResourceSchema))
  .handler(({ context, data: { id, version, ...fields } }) => updateResourceRow(context.supabase, id, fields, version))

export const setResourceStatus = createServerFn({ method: 'POST' })
  .middleware([requireStaff, purgesResourcePages])
  .validator(validateWith(setResourceStatusSchema))
  .handler(({ context, data }) => setResourceStatusRow(context.supabase, data.id, data.status))

export const deleteResource = createServerFn({ method: 'POST' })
  .middleware([requireStaff, purgesResourcePages])
  .validator(validateWith(resourceIdInputSchema))
  .handler(async ({ context, data }) => {
    await deleteResourceRow(context.supabase, data.id)
    return { id: data.id }
  })
