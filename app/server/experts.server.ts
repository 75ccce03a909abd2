import type { adminLists } from '~/lib/admin-lists'
import type { Expert, PublicExpert } from '~/lib/experts'
import type { ExpertFields } from '~/lib/expert-schema'
import type { ListInput, ListPage } from '~/lib/record-list-input'
import { failWith as fail, firstRowOr404, savedRowOr409 } from './db-failure'
import { logLine } from './log'
import { countOf, ordered, pageOf, searched, type Order } from './record-lists.server'
import { uploadPublicImage } from './record-images.server'
import type { SupabaseServerClient } from './supabase.server'

export const EXPERT_IMAGES_BUCKET = 'experts'
const PUBLIC_COLUMNS = 'id, name, role, description, image_url'

/**
 * A failure is logged in one line and answered with an empty list
 * (`failed: true`), so public pages never break.
 */
export async function selectActiveExperts(supabase: SupabaseServerClient): Promise<{ experts: PublicExpert[]; failed: boolean }> {
  try {
    const { data, error } = await supabase.from('experts').select(PUBLIC_COLUMNS).eq('is_active', true).order('name', { ascending: true })
    if (error) {
      logLine('error', 'experts-load-failed', { code: error.code, message: error.message })
      return { experts: [], failed: true }
    }
    return { experts: data ?? [], failed: false }
  } catch (error) {
    logLine('error', 'experts-load-failed', { message: error instanceof Error ? error.message : String(error) })
    return { experts: [], failed: true }
  }
}

export type ExpertListInput = ListInput<typeof adminLists.experts>

const expertOrders: Record<ExpertListInput['sort'], readonly Order[]> = {
  name: [['name', { ascending: true }], ['id', { ascending: true }]],
  updated: [['updated_at', { ascending: false }], ['id', { ascending: false }]],
}

/** A page of the admin table, active or not, found by name or role; with how many of those match are active. */
export async function selectExpertsPage(supabase: SupabaseServerClient, input: ExpertListInput): Promise<ListPage<Expert, { active: number }>> {
  const { search, status } = input.filters
  const matching = (head = false) => {
    const query = supabase.from('experts').select('*', { count: 'exact', head })
    return searched(status ? query.eq('is_active', status === 'active') : query, ['name', 'role'], search)
  }
  const failure = { event: 'experts-admin-load-failed', message: 'Failed to load experts.' }
  const [page, active] = await Promise.all([
    pageOf(() => ordered(matching(), expertOrders[input.sort]), input, failure),
    countOf(matching(true).eq('is_active', true), failure),
  ])
  return { ...page, page: input.page, pageSize: input.pageSize, extra: { active } }
}

/** One expert (its dialog, opened from an address); 404 when no row has that id. */
export async function selectExpert(supabase: SupabaseServerClient, id: string): Promise<Expert> {
  const { data, error } = await supabase.from('experts').select('*').eq('id', id)
  if (error) fail('experts-admin-load-failed', error, 502, 'Failed to load experts.')
  return firstRowOr404(data, 'Expert not found.')
}

function toRow(fields: ExpertFields) {
  return {
    name: fields.name,
    role: fields.role || null,
    description: fields.description || null,
    image_url: fields.image_url || null,
    is_active: fields.is_active,
  }
}

/** Creates an expert; empty optional fields are stored as null. */
export async function insertExpert(supabase: SupabaseServerClient, fields: ExpertFields): Promise<Expert> {
  const { data, error } = await supabase.from('experts').insert(toRow(fields)).select().single()
  if (error) fail('expert-create-failed', error, 502, 'Failed to create expert.')
  return data
}

/** Replaces an expert's fields, while it is still `version` when one is given; 404 when no row has that id. */
export async function updateExpertRow(supabase: SupabaseServerClient, id: string, fields: ExpertFields, version?: string): Promise<Expert> {
  const update = supabase.from('experts').update(toRow(fields)).eq('id', id)
  const { data, error } = await (version ? update.eq('updated_at', version) : update).select()
  if (error) fail('expert-update-failed', error, 502, 'Failed to update expert.')
  return savedRowOr409(data, version, () => supabase.from('experts').select('id').eq('id', id), 'Expert not found.')
}

/** Shows or hides an expert on the public pages; 404 when no row has that id. */
export async function setExpertActiveRow(supabase: SupabaseServerClient, id: string, isActive: boolean): Promise<Expert> {
  const { data, error } = await supabase
    .from('experts')
    .update({ is_active: isActive })
    .eq('id', id)
    .select()
  if (error) fail('expert-status-failed', error, 502, 'Failed to update expert status.')
  return firstRowOr404(data, 'Expert not found.')
}

/** Deletes an expert; 404 when no row has that id. */
export async function deleteExpertRow(supabase: SupabaseServerClient, id: string): Promise<void> {
  const { data, error } = await supabase.from('experts').delete().eq('id', id).select('id')
  if (error) fail('expert-delete-failed', error, 502, 'Failed to delete expert.')
  firstRowOr404(data, 'Expert not found.')
}

/** Stores an expert image in the public `experts` bucket and returns its public URL. */
export function uploadExpertImageFile(supabase: SupabaseServerClient, file: File): Promise<string> {
  return uploadPublicImage(supabase, { bucket: EXPERT_IMAGES_BUCKET, file, logEvent: 'expert-image-upload-failed', failure: 'Failed to upload image.' })
}

/** Runs the setup-experts function, which adds the missing sample experts, and returns how many it added. */
export async function invokeSetupExperts(supabase: SupabaseServerClient): Promise<number> {
  const { data, error } = await supabase.functions.invoke<{ inserted: number }>('setup-experts', { method: 'POST' })
  if (error || typeof data?.inserted !== 'number') {
    fail('expert-seed-failed', error ?? { message: 'no inserted count' }, 502, 'Failed to seed expert data.')
  }
  return data.inserted
}
