import { PUBLIC_RESOURCE_COLUMNS, toLibraryResource, type LibraryResource, type ResourceCollection, type ResourceRow } from '~/lib/resources'
import type { ResourceStatus } from '~/domain/statuses'
import { resourceFieldsToRow, type ResourceFields } from '~/lib/resource-schema'
import type { adminLists } from '~/lib/admin-lists'
import type { ListInput, ListPage } from '~/lib/record-list-input'
import { failWith as fail, firstRowOr404, savedRowOr409 } from './db-failure'
import { countOf, ordered, pageOf, searched, type Order } from './record-lists.server'
import { HttpError } from './errors'
import { logLine } from './log'
import { uploadPublicImage } from './record-images.server'
import { uploadPrivateDocument, type StoredDocument } from './record-files.server'
import type { SupabaseServerClient } from './supabase.server'

export const RESOURCE_FILES_BUCKET = 'resource-files'
export const RESOURCE_COVERS_BUCKET = 'resource-covers'

/** Library order: sort order first, then the newest, then by title. */
function inLibraryOrder<T extends { order: (column: string, options: { ascending: boolean }) => T }>(query: T): T {
  return query.order('sort_order', { ascending: true }).order('published_on', { ascending: false }).order('title', { ascending: true })
}

/**
 * The published resources of one collection, as cards. A failure is logged in one line and
 * answered with an empty list (`failed: true`), so public pages never break.
 */
export async function selectPublishedResources(
  supabase: SupabaseServerClient,
  collection: ResourceCollection,
): Promise<{ resources: LibraryResource[]; failed: boolean }> {
  try {
    const published = supabase.from('resources').select(PUBLIC_RESOURCE_COLUMNS).eq('status', 'published')
    const inCollection = collection === 'library' ? published.eq('in_library', true) : published.not('security_hub_badge', 'is', null)
    const { data, error } = await inLibraryOrder(inCollection)
    if (error) {
      logLine('error', 'resources-load-failed', { code: error.code, message: error.message })
      return { resources: [], failed: true }
    }
    return { resources: (data ?? []).flatMap((row) => toLibraryResource(row) ?? []), failed: false }
  } catch (error) {
    logLine('error', 'resources-load-failed', { message: error instanceof Error ? error.message : String(error) })
    return { resources: [], failed: true }
  }
}

export type ResourceListInput = ListInput<typeof adminLists.resources>

const resourceOrders: Record<ResourceListInput['sort'], readonly Order[]> = {
  library: [['sort_order', { ascending: true }], ['published_on', { ascending: false }], ['title', { ascending: true }], ['id', { ascending: true }]],
  newest: [['published_on', { ascending: false }], ['id', { ascending: false }]],
  title: [['title', { ascending: true }], ['id', { ascending: true }]],
}

/** A page of every resource, drafts too, found by title, category or author; with how many of those that match are published. */
export async function selectResourcesPage(supabase: SupabaseServerClient, input: ResourceListInput): Promise<ListPage<ResourceRow, { published: number }>> {
  const { search, status } = input.filters
  const matching = (head = false) => {
    const query = supabase.from('resources').select('*', { count: 'exact', head })
    return searched(status ? query.eq('status', status) : query, ['title', 'category', 'author'], search)
  }
  const failure = { event: 'resources-admin-load-failed', message: 'Failed to load resources.' }
  const [page, published] = await Promise.all([
    pageOf(() => ordered(matching(), resourceOrders[input.sort]), input, failure),
    countOf(matching(true).eq('status', 'published'), failure),
  ])
  return { ...page, page: input.page, pageSize: input.pageSize, extra: { published } }
}

/** A unique column an admin writes is the file: a duplicate is a file another resource already names. */
const fileTaken = { duplicate: 'file_taken' } as const

/** One resource (its dialog, opened from an address); 404 when no row has that id. */
export async function selectResource(supabase: SupabaseServerClient, id: string): Promise<ResourceRow> {
  const { data, error } = await supabase.from('resources').select('*').eq('id', id)
  if (error) fail('resources-admin-load-failed', error, 502, 'Failed to load resources.')
  return firstRowOr404(data, 'Resource not found.')
}

export async function insertResource(supabase: SupabaseServerClient, fields: ResourceFields): Promise<ResourceRow> {
  const { data, error } = await supabase.from('resources').insert(resourceFieldsToRow(fields)).select().single()
  if (error) fail('resource-create-failed', error, 502, 'Failed to create resource.', fileTaken)
  return data
}

/** Removes stored files no row names any more; a failure leaves an unreachable object and a log line. */
async function removeFiles(supabase: SupabaseServerClient, paths: (string | null | undefined)[]) {
  const unused = paths.filter((path): path is string => Boolean(path))
  if (unused.length === 0) return
  const { error } = await supabase.storage.from(RESOURCE_FILES_BUCKET).remove(unused)
  if (error) logLine('warn', 'resource-file-remove-failed', { paths: unused.join(' '), message: error.message })
}

/**
 * Replaces a resource's fields, while it is still `version` when one is given (the form's);
 * 404 when no row has that id. Saving from the edit form is staff vouching for the row, so a
 * sample stops being marked Example. A file it no longer names is removed from storage: the
 * file of the very row this save replaced, as the write holds to the version read before it.
 */
export async function updateResourceRow(supabase: SupabaseServerClient, id: string, fields: ResourceFields, version?: string): Promise<ResourceRow> {
  const { data: before, error: readError } = await supabase.from('resources').select('file_path, updated_at').eq('id', id).maybeSingle()
  if (readError) fail('resource-update-failed', readError, 502, 'Failed to update resource.')
  if (!before) throw new HttpError(404, 'Resource not found.')
  const { data, error } = await supabase
    .from('resources')
    .update({ ...resourceFieldsToRow(fields), is_example: false })
    .eq('id', id)
    .eq('updated_at', version ?? before.updated_at)
    .select()
  if (error) fail('resource-update-failed', error, 502, 'Failed to update resource.', fileTaken)
  // Without a version, a save that lost the race to another is refused too: its files were read from a row since replaced.
  const saved = await savedRowOr409(data, version ?? before.updated_at, () => supabase.from('resources').select('id').eq('id', id), 'Resource not found.')
  if (before.file_path !== saved.file_path) await removeFiles(supabase, [before.file_path])
  return saved
}

/** Publishes or unpublishes a resource; 404 when no row has that id. */
export async function setResourceStatusRow(supabase: SupabaseServerClient, id: string, status: ResourceStatus): Promise<ResourceRow> {
  const { data, error } = await supabase.from('resources').update({ status }).eq('id', id).select()
  // The one rule a status change can break: a published free resource has something to download.
  if (error) fail('resource-status-failed', error, 502, 'Failed to update resource status.', { invalid_value: 'needs_download' })
  return firstRowOr404(data, 'Resource not found.')
}

/** Deletes a resource and its stored file; 404 when no row has that id. */
export async function deleteResourceRow(supabase: SupabaseServerClient, id: string): Promise<void> {
  const { data, error } = await supabase.from('resources').delete().eq('id', id).select('file_path')
  if (error) fail('resource-delete-failed', error, 502, 'Failed to delete resource.')
  const deleted = firstRowOr404(data, 'Resource not found.')
  await removeFiles(supabase, [deleted.file_path])
}

/** A resource's file, into the private bucket. */
export function uploadResourceFile(supabase: SupabaseServerClient, file: File): Promise<StoredDocument> {
  return uploadPrivateDocument(supabase, { bucket: RESOURCE_FILES_BUCKET, file, logEvent: 'resource-file-upload-failed', failure: 'Failed to upload the file.' })
}

/** A resource's cover image, into the public bucket; answers its public URL. */
export async function uploadResourceCover(supabase: SupabaseServerClient, file: File): Promise<{ url: string }> {
  const url = await uploadPublicImage(supabase, { bucket: RESOURCE_COVERS_BUCKET, file, logEvent: 'resource-cover-upload-failed', failure: 'Failed to upload image.' })
  return { url }
}
