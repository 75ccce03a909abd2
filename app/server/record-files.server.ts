/**
 * Documents admins upload for records (a resource's file) go to a private storage bucket:
 * checked by their bytes (a PDF, Word, Excel, PowerPoint or ZIP file, at most 8 MiB), stored
 * under a generated name without overwriting, and answered with the name visitors will
 * download it under. Nothing is stored when a check fails.
 */
import {
  detectDocumentType,
  documentRefusalText,
  documentTypes,
  downloadFileName,
  MAX_DOCUMENT_BYTES,
  storageDocumentName,
} from '~/lib/document-type'
import { failWith } from './db-failure'
import { HttpError } from './errors'
import type { SupabaseServerClient } from './supabase.server'

/** A stored document: its object name in the bucket, its download name and its size. */
export interface StoredDocument {
  path: string
  name: string
  size: number
}

/** The upload route's own refusals, before the file is read (its name is not known yet). */
export const documentMessages = {
  missing: 'file: a file is required.',
  tooLarge: 'file: files must be 8 MB or smaller.',
} as const

export async function uploadPrivateDocument(
  supabase: SupabaseServerClient,
  options: { bucket: string; file: File; logEvent: string; failure: string },
): Promise<StoredDocument> {
  const { bucket, file } = options
  if (file.size === 0) throw new HttpError(400, `file: ${documentRefusalText('empty', file.name)}`)
  if (file.size > MAX_DOCUMENT_BYTES) throw new HttpError(413, `file: ${documentRefusalText('too-large', file.name)}`)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const extension = await detectDocumentType(bytes)
  if (!extension) throw new HttpError(415, `file: ${documentRefusalText('wrong-type', file.name)}`)
  const path = storageDocumentName(extension)
  const { error } = await supabase.storage
    .from(bucket)
    .upload(path, bytes, { cacheControl: '3600', upsert: false, contentType: documentTypes[extension].mime })
  if (error) failWith(options.logEvent, error, 502, options.failure)
  return { path, name: downloadFileName(file.name, extension), size: bytes.byteLength }
}
