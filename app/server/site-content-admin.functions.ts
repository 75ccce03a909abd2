/**
 * The admin area's content functions (/admin/content): one set for every kind, the kind named
 * in the input (`{ kind: 'faq_entries', ... }`). Each requires a staff session, an admin or an
 * editor (admin.middleware.ts); the input is checked with valibot first (400 naming the
 * field, nothing stored); a change purges the pages that show its kind.
 */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { adminLists } from '~/lib/admin-lists'
import { listInputSchema } from '~/lib/record-list-input'
import {
  contentEntrySchema,
  contentTables,
  createContentSchema,
  moveContentSchema,
  pickFields,
  restoreContentSchema,
  setContentStatusSchema,
  updateContentSchema,
  type ContentFields,
} from '~/lib/site-content'
import { requireStaff } from './admin.middleware'
import {
  deleteContentEntry,
  insertContentEntry,
  moveContentEntry,
  purgingPagesOf,
  restoreContentVersion,
  selectContentEntry,
  selectContentHistory,
  selectContentPage,
  setContentStatusRow,
  updateContentEntry,
  uploadSpeakerPhotoFile,
} from './site-content.server'
import { imageFileInput } from './record-images.server'
import { validateWith } from './validation'

const kind = v.picklist(contentTables, 'is not a kind of content')

/** A page of a kind's entries, drafts too: `{ kind, page, pageSize, filters: { search, status } }`. */
export const listContent = createServerFn({ method: 'GET' })
  .middleware([requireStaff])
  .validator(validateWith(listInputSchema(adminLists.content, { kind })))
  .handler(({ context, data }) => selectContentPage(context.supabase, data.kind, data))

export const getContentEntry = createServerFn({ method: 'GET' })
  .middleware([requireStaff])
  .validator(validateWith(contentEntrySchema))
  .handler(({ context, data }) => selectContentEntry(context.supabase, data.kind, data.id))

export const createContentEntry = createServerFn({ method: 'POST' })
  .middleware([requireStaff])
  .validator(validateWith(createContentSchema))
  .handler(({ context, data }) =>
    purgingPagesOf(data.kind, () => insertContentEntry(context.supabase, data.kind, pickFields(data.kind, data) as ContentFields)),
  )

/** Saves an entry from its form (its Example mark cleared). */
export const updateContentEntryFn = createServerFn({ method: 'POST' })
  .middleware([requireStaff])
  .validator(validateWith(updateContentSchema))
  .handler(({ context, data }) =>
    purgingPagesOf(data.kind, () => updateContentEntry(context.supabase, data.kind, data.id, pickFields(data.kind, data) as ContentFields, data.version)),
  )

export const setContentStatus = createServerFn({ method: 'POST' })
  .middleware([requireStaff])
  .validator(validateWith(setContentStatusSchema))
  .handler(({ context, data }) => purgingPagesOf(data.kind, () => setContentStatusRow(context.supabase, data.kind, data.id, data.status)))

export const deleteContent = createServerFn({ method: 'POST' })
  .middleware([requireStaff])
  .validator(validateWith(contentEntrySchema))
  .handler(({ context, data }) =>
    purgingPagesOf(data.kind, async () => {
      await deleteContentEntry(context.supabase, data.kind, data.id)
      return { id: data.id }
    }),
  )

/** Moves an entry one place up or down its kind's order. */
export const moveContent = createServerFn({ method: 'POST' })
  .middleware([requireStaff])
  .validator(validateWith(moveContentSchema))
  .handler(({ context, data }) => purgingPagesOf(data.kind, () => moveContentEntry(context.supabase, data.kind, data.id, data.direction, data.neighbour)))

/** An entry's versions, newest first. */
export const getContentHistory = createServerFn({ method: 'GET' })
  .middleware([requireStaff])
  .validator(validateWith(contentEntrySchema))
  .handler(({ context, data }) => selectContentHistory(context.supabase, data.kind, data.id))

/** Brings an earlier version of an entry back as a new save. */
export const restoreContent = createServerFn({ method: 'POST' })
  .middleware([requireStaff])
  .validator(validateWith(restoreContentSchema))
  .handler(({ context, data }) => purgingPagesOf(data.kind, () => restoreContentVersion(context.supabase, data.kind, data.id, data.version)))

/** Multipart: a FormData with a speaker's photo under `file`. Answers the public URL. */
export const uploadSpeakerPhoto = createServerFn({ method: 'POST' })
  .middleware([requireStaff])
  .validator(imageFileInput)
  .handler(async ({ context, data }) => ({ url: await uploadSpeakerPhotoFile(context.supabase, data) }))
