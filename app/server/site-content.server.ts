/**
 * The site's content as staff edit it (/admin/content): one set of reads and writes for every
 * kind (faq_entries, testimonials, perks, speakers, agenda_sessions), each a table with the
 * same life. Lists page and search in SQL (record-lists.server.ts); a save from the form clears
 * the Example mark; the database keeps a version of every save (content_versions) and the
 * audit trail records it. Refusals as everywhere (db-failure.ts): a check the server's own
 * schema should have stopped is a 400, a speaker's page address already taken a 409.
 */
import { contentFieldsSchemas, contentFieldsToRow, pickFields, positionsAfterMove, type ContentFields, type ContentListExtra, type ContentRow, type ContentTable, type ContentVersion } from '~/lib/site-content'
import type { adminLists } from '~/lib/admin-lists'
import type { ListInput, ListPage } from '~/lib/record-list-input'
import { contentRefusalWords } from '~/content/admin-content'
import { failWith, firstRowOr404, savedRowOr409 } from './db-failure'
import { EXPERT_IMAGES_BUCKET } from './experts.server'
import { uploadPublicImage } from './record-images.server'
import { HttpError } from './errors'
import { purgePagesShowingTable } from './page-purges'
import { countOf, everyRow, ordered, pageOf, searched, type Order } from './record-lists.server'
import { refusal, refusalCodeOf, type DatabaseError } from './refusals'
import type { SupabaseServerClient } from './supabase.server'
import { validateWith } from './validation'

export type ContentListInput = ListInput<typeof adminLists.content>

/** The columns each kind's search looks in. */
const searchColumns: Record<ContentTable, readonly string[]> = {
  faq_entries: ['question', 'answer'],
  testimonials: ['quote', 'author', 'role'],
  perks: ['title', 'description', 'category', 'discount'],
  speakers: ['name', 'slug', 'firm', 'session_title'],
  agenda_sessions: ['title', 'description'],
}

/** Each kind's order on its pages, and so in its list: by position (the agenda by day and time first), a unique column last. */
export const contentOrders: Record<ContentTable, readonly Order[]> = {
  faq_entries: [['position', { ascending: true }], ['created_at', { ascending: true }], ['id', { ascending: true }]],
  testimonials: [['position', { ascending: true }], ['created_at', { ascending: true }], ['id', { ascending: true }]],
  perks: [['position', { ascending: true }], ['created_at', { ascending: true }], ['id', { ascending: true }]],
  speakers: [['position', { ascending: true }], ['created_at', { ascending: true }], ['id', { ascending: true }]],
  agenda_sessions: [['day', { ascending: true }], ['starts_at', { ascending: true }], ['position', { ascending: true }], ['id', { ascending: true }]],
}

const failures = {
  load: { event: 'content-admin-load-failed', message: 'Failed to load the content.' },
  save: { event: 'content-save-failed', message: 'Failed to save the entry.' },
}

// The kinds' tables differ only in their own columns: one client query serves them all.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const from = (supabase: SupabaseServerClient, table: ContentTable) => supabase.from(table as 'faq_entries') as any

/**
 * A page of a kind's entries, drafts too, searched, and for the FAQ narrowed to one page of the
 * site (`place`); with how many of those that match are published, and each row's neighbours
 * in that filtered list (one row read past each edge of the page), the entries Move up and
 * Move down pass. The FAQ's entries belong to several pages, so its list is put in order only
 * once a page is chosen: before that it has no neighbours.
 */
export async function selectContentPage(
  supabase: SupabaseServerClient,
  table: ContentTable,
  input: ContentListInput,
): Promise<ListPage<ContentRow, ContentListExtra>> {
  const { search, status, place } = input.filters
  if (place && table !== 'faq_entries') throw new HttpError(400, 'filters.place: only the FAQ is shown on several pages.')
  const matching = (columns = '*', head = false) => {
    let query = from(supabase, table).select(columns, { count: 'exact', head })
    if (status) query = query.eq('status', status)
    if (place) query = query.contains('places', [place])
    return searched(query, searchColumns[table], search)
  }
  const neighbours = async (): Promise<ContentListExtra['neighbours']> => {
    if (table === 'faq_entries' && !place) return null
    const first = (input.page - 1) * input.pageSize
    const { data, error } = await ordered(matching('id'), contentOrders[table]).range(Math.max(0, first - 1), first + input.pageSize)
    // A page past the end (PostgREST's 416) has no rows to move.
    if (error?.code === 'PGRST103') return {}
    if (error) failWith(failures.load.event, error, 502, failures.load.message)
    const ids = ((data ?? []) as { id: string }[]).map((row) => row.id)
    return Object.fromEntries(ids.map((id, i) => [id, { up: ids[i - 1] ?? null, down: ids[i + 1] ?? null }]))
  }
  const [page, published, around] = await Promise.all([
    pageOf<ContentRow>(() => ordered(matching(), contentOrders[table]), input, failures.load),
    countOf(matching('*', true).eq('status', 'published'), failures.load),
    neighbours(),
  ])
  return { ...page, page: input.page, pageSize: input.pageSize, extra: { published, neighbours: around } }
}

/** One entry (its dialog, opened from an address); 404 when no row has that id. */
export async function selectContentEntry(supabase: SupabaseServerClient, table: ContentTable, id: string): Promise<ContentRow> {
  const { data, error } = await from(supabase, table).select('*').eq('id', id)
  if (error) failWith(failures.load.event, error, 502, failures.load.message)
  return firstRowOr404(data as ContentRow[] | null, 'Entry not found.')
}

/** A write's refusal: a speaker's page address already used, a value the database's checks refuse. */
function failSave(table: ContentTable, error: DatabaseError & { message: string }): never {
  if (table === 'speakers' && refusalCodeOf(error) === 'duplicate') throw refusal('slug_taken', contentRefusalWords.speakerSlugTaken)
  failWith(failures.save.event, error, 502, failures.save.message, { invalid_value: 'invalid_value' })
}

/** Adds an entry at the end of its kind's order. */
export async function insertContentEntry<T extends ContentTable>(supabase: SupabaseServerClient, table: T, fields: ContentFields<T>): Promise<ContentRow> {
  const { data: last, error: lastError } = await from(supabase, table).select('position').order('position', { ascending: false }).limit(1)
  if (lastError) failWith(failures.save.event, lastError, 502, failures.save.message)
  const position = ((last as { position: number }[] | null)?.[0]?.position ?? 0) + 10
  const { data, error } = await from(supabase, table)
    .insert({ ...contentFieldsToRow(table, fields), position })
    .select()
  if (error) failSave(table, error)
  return firstRowOr404(data as ContentRow[] | null, 'Entry not found.')
}

/**
 * Replaces an entry's fields; 404 when no row has that id. Saving from the form is staff
 * vouching for the entry, so a sample stops being marked Example.
 */
/** Saves an entry from its form, while it is still `version` when one is given. */
export async function updateContentEntry<T extends ContentTable>(supabase: SupabaseServerClient, table: T, id: string, fields: ContentFields<T>, version?: string): Promise<ContentRow> {
  const update = from(supabase, table).update({ ...contentFieldsToRow(table, fields), is_example: false }).eq('id', id)
  const { data, error } = await (version ? update.eq('updated_at', version) : update).select()
  if (error) failSave(table, error)
  return savedRowOr409(data as ContentRow[] | null, version, () => from(supabase, table).select('id').eq('id', id), 'Entry not found.')
}

/** Publishes an entry or makes it a draft again (its Example mark stays: nothing of it was typed). */
export async function setContentStatusRow(supabase: SupabaseServerClient, table: ContentTable, id: string, status: 'draft' | 'published'): Promise<ContentRow> {
  const { data, error } = await from(supabase, table).update({ status }).eq('id', id).select()
  if (error) failSave(table, error)
  return firstRowOr404(data as ContentRow[] | null, 'Entry not found.')
}

export async function deleteContentEntry(supabase: SupabaseServerClient, table: ContentTable, id: string): Promise<void> {
  const { data, error } = await from(supabase, table).delete().eq('id', id).select('id')
  if (error) failWith('content-delete-failed', error, 502, 'Failed to delete the entry.')
  firstRowOr404(data as { id: string }[] | null, 'Entry not found.')
}

/**
 * Moves an entry up to just before `neighbour`, or down to just after it, in its kind's whole
 * order: the neighbour is the entry staff saw it pass in their filtered list, so the entries
 * filtered out of that list keep their places. Each entry whose position changes is a save
 * with its own version. 404 when either entry is not of this kind.
 */
export async function moveContentEntry(supabase: SupabaseServerClient, table: ContentTable, id: string, direction: 'up' | 'down', neighbour: string): Promise<{ id: string }> {
  const rows = await everyRow<{ id: string; position: number }>(() => ordered(from(supabase, table).select('id, position'), contentOrders[table]), failures.load)
  if (!rows.some((row) => row.id === id) || !rows.some((row) => row.id === neighbour)) throw new HttpError(404, 'Entry not found.')
  for (const change of positionsAfterMove(rows, id, direction, neighbour)) {
    const { error } = await from(supabase, table).update({ position: change.position }).eq('id', change.id)
    if (error) failWith(failures.save.event, error, 502, failures.save.message)
  }
  return { id }
}

/** How many versions History lists at most (newest first). */
const HISTORY_LIMIT = 100

/** An entry's versions, newest first: when, who, which fields changed. */
export async function selectContentHistory(supabase: SupabaseServerClient, table: ContentTable, id: string): Promise<ContentVersion[]> {
  const { data, error } = await supabase
    .from('content_versions')
    .select('id, at, actor, changed')
    .eq('kind', table)
    .eq('entry_id', id)
    .order('at', { ascending: false })
    .order('id', { ascending: false })
    .limit(HISTORY_LIMIT)
  if (error) failWith('content-history-failed', error, 502, 'Failed to load the history.')
  const versions = data ?? []
  // Newest first: the last one read is the first save unless the list stopped at the limit.
  return versions.map((version, index) => ({ ...version, first: versions.length < HISTORY_LIMIT && index === versions.length - 1 }))
}

/**
 * Brings an earlier version back as a new save: its fields, checked as a save from the form
 * (a version the rules no longer accept is refused with 400 naming the field). The entry
 * keeps its place in the order.
 */
export async function restoreContentVersion(supabase: SupabaseServerClient, table: ContentTable, id: string, versionId: string): Promise<ContentRow> {
  const { data, error } = await supabase.from('content_versions').select('snapshot').eq('id', versionId).eq('kind', table).eq('entry_id', id)
  if (error) failWith('content-history-failed', error, 502, 'Failed to load the history.')
  const version = firstRowOr404(data, 'Version not found.')
  // Checked as a save from the form is: a 400 naming the field (validation.ts).
  const fields = validateWith(contentFieldsSchemas[table])(pickFields(table, (version.snapshot ?? {}) as Record<string, unknown>))
  return updateContentEntry(supabase, table, id, fields as ContentFields)
}

/** After a change to a kind (even one that failed half-way), this instance drops the pages that show it. */
export async function purgingPagesOf<R>(table: ContentTable, change: () => Promise<R>): Promise<R> {
  try {
    return await change()
  } finally {
    purgePagesShowingTable(`public.${table}`)
  }
}

/**
 * A speaker's photo, into the public bucket of the experts' photos under `speakers/` (the
 * storage policies let staff upload there); answers its public URL.
 */
export function uploadSpeakerPhotoFile(supabase: SupabaseServerClient, file: File): Promise<string> {
  return uploadPublicImage(supabase, { bucket: EXPERT_IMAGES_BUCKET, folder: 'speakers', file, logEvent: 'speaker-photo-upload-failed', failure: 'Failed to upload image.' })
}
