/**
 * Documents admins upload for records (a resource's file) go to a private storage bucket:
 * checked by their bytes (a PDF, Word, Excel, PowerPoint or ZIP file, at most 8 MiB), stored
 * under a generated name without overwriting, and answered with the name visitors will
 * download it under. Nothing is stored when a check fails.
 */
import {
  detectDocumentType,
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

export const documentMessages = {
  missing: 'file: a file is required.',
  empty: 'file: the file is empty.',
  tooLarge: 'file: files must be 8 MB or smaller.',
  wrongType: (name: string) =>
    `file: “${name}” is not a PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx) or ZIP file, whatever its name says. Only those can be uploaded.`,
} as const

export async function uploadPrivateDocument(
  supabase: SupabaseServerClient,
  options: { bucket: string; file: File; logEvent: string; failure: string },
): Promise<StoredDocument> {
  const { bucket, file } = options
  if (file.size === 0) throw new HttpError(400, documentMessages.empty)
  if (file.size > MAX_DOCUMENT_BYTES) throw new HttpError(413, documentMessages.tooLarge)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const extension = await detectDocumentType(bytes)
  if (!extension) throw new HttpError(415, documentMessages.wrongType(file.name.slice(0, 120)))
  const path = storageDocumentName(extension)
  const { error } = await supabase.storage
    .from(bucket)
    .upload(path, bytes, { cacheControl: '3600', upsert: false, contentType: documentTypes[extension].mime })
  if (error) failWith(options.logEvent, error, 502, options.failure)
  return { path, name: downloadFileName(file.name, extension), size: bytes.byteLength }
}
