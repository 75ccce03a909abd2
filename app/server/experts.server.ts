import type { Expert, PublicExpert } from '~/lib/experts'
import type { ExpertFields } from '~/lib/expert-schema'
import { HttpError } from './errors'
import { MAX_IMAGE_BYTES, sniffImageType, storageFileName } from './image-upload'
import { logLine } from './log'
import type { SupabaseServerClient } from './supabase.server'

export const EXPERT_IMAGES_BUCKET = 'experts'
const PUBLIC_COLUMNS = 'id, name, role, description, image_url'

function fail(event: string, error: { message: string; code?: string }, status: number, message: string): never {
  logLine('error', event, { code: error.code, message: error.message })
  throw new HttpError(status, message)
}

/**
 * Spec call 1. A failure is logged in one line and answered with an empty list
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

/** Spec call 7. */
export async function selectAllExperts(supabase: SupabaseServerClient): Promise<Expert[]> {
  const { data, error } = await supabase.from('experts').select('*').order('name', { ascending: true })
  if (error) fail('experts-admin-load-failed', error, 502, 'Failed to load experts.')
  return data ?? []
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

/** Spec call 8. */
export async function insertExpert(supabase: SupabaseServerClient, fields: ExpertFields): Promise<Expert> {
  const { data, error } = await supabase.from('experts').insert(toRow(fields)).select().single()
  if (error) fail('expert-create-failed', error, 502, 'Failed to create expert.')
  return data
}

/** Spec call 9. */
export async function updateExpertRow(supabase: SupabaseServerClient, id: string, fields: ExpertFields): Promise<Expert> {
  const { data, error } = await supabase
    .from('experts')
    .update({ ...toRow(fields), updated_at: new Date().toISOString() })
    .eq('id', id)
    .select()
  if (error) fail('expert-update-failed', error, 502, 'Failed to update expert.')
  if (!data?.[0]) throw new HttpError(404, 'Expert not found.')
  return data[0]
}

/** Spec call 10. */
export async function setExpertActiveRow(supabase: SupabaseServerClient, id: string, isActive: boolean): Promise<Expert> {
  const { data, error } = await supabase
    .from('experts')
    .update({ is_active: isActive, updated_at: new Date().toISOString() })
    .eq('id', id)
    .select()
  if (error) fail('expert-status-failed', error, 502, 'Failed to update expert status.')
  if (!data?.[0]) throw new HttpError(404, 'Expert not found.')
  return data[0]
}

/** Spec call 11. */
export async function deleteExpertRow(supabase: SupabaseServerClient, id: string): Promise<void> {
  const { data, error } = await supabase.from('experts').delete().eq('id', id).select('id')
  if (error) fail('expert-delete-failed', error, 502, 'Failed to delete expert.')
  if (!data?.[0]) throw new HttpError(404, 'Expert not found.')
}

/**
 * Spec call 12: checks the content is an image (by its bytes) within 5 MB, stores
 * it under a generated name without overwriting, and returns its public URL.
 */
export async function uploadExpertImageFile(supabase: SupabaseServerClient, file: File): Promise<string> {
  if (file.size === 0) throw new HttpError(400, 'file: the file is empty.')
  if (file.size > MAX_IMAGE_BYTES) throw new HttpError(413, 'file: images must be 5 MB or smaller.')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffImageType(bytes)
  if (!type) throw new HttpError(415, 'file: only PNG, JPEG, GIF, WebP or AVIF images can be uploaded.')
  const path = storageFileName(type)
  const { error } = await supabase.storage
    .from(EXPERT_IMAGES_BUCKET)
    .upload(path, bytes, { cacheControl: '3600', upsert: false, contentType: type })
  if (error) fail('expert-image-upload-failed', error, 502, 'Failed to upload image.')
  return supabase.storage.from(EXPERT_IMAGES_BUCKET).getPublicUrl(path).data.publicUrl
}

/** Spec call 13. */
export async function invokeSetupExperts(supabase: SupabaseServerClient): Promise<number> {
  const { data, error } = await supabase.functions.invoke<{ inserted: number }>('setup-experts', { method: 'POST' })
  if (error || typeof data?.inserted !== 'number') {
    fail('expert-seed-failed', error ?? { message: 'no inserted count' }, 502, 'Failed to seed expert data.')
  }
  return data.inserted
}
