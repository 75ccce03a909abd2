/**
 * 'Download Now' of a free resource: this site answers `/resources/<id>/download` itself. The
 * row must be published and free (read with the visitor's anon key, so row-level security
 * decides), and its file is read from the private bucket with the same key (the storage
 * policy lets anyone read only the file of a published free resource), then streamed as an
 * attachment under the name it was uploaded with. A resource kept elsewhere redirects there.
 */
import { create as contentDisposition } from 'content-disposition'
import { documentExtensionOf, documentTypes } from '~/lib/document-type'
import { cacheControl } from './cache-policy'
import { logLine } from './log'
import { RESOURCE_FILES_BUCKET } from './resources.server'
import { countDownload } from './site-analytics.server'
import { createSupabaseAnonClient } from './supabase.server'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const downloadMessages = {
  notFound: 'This resource is not available for download.',
  unavailable: 'The download is unavailable right now. Please try again later.',
} as const

function plain(status: number, text: string): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cacheControl.noCache },
  })
}

export async function resourceDownloadResponse(id: string): Promise<Response> {
  if (!UUID.test(id)) return plain(404, downloadMessages.notFound)
  const supabase = createSupabaseAnonClient()
  const { data: row, error } = await supabase
    .from('resources')
    .select('file_path, file_name, external_url, membership_required')
    .eq('id', id)
    .eq('status', 'published')
    .maybeSingle()
  if (error) {
    logLine('error', 'resource-download-failed', { id, code: error.code, message: error.message })
    return plain(503, downloadMessages.unavailable)
  }
  if (!row || row.membership_required) return plain(404, downloadMessages.notFound)
  if (row.external_url) return new Response(null, { status: 302, headers: { location: row.external_url, 'cache-control': cacheControl.noCache } })
  const extension = row.file_path ? documentExtensionOf(row.file_path) : null
  if (!row.file_path || !row.file_name || !extension) return plain(404, downloadMessages.notFound)

  const { data: body, error: storageError } = await supabase.storage.from(RESOURCE_FILES_BUCKET).download(row.file_path).asStream()
  if (storageError || !body) {
    logLine('error', 'resource-download-failed', { id, message: storageError?.message ?? 'no body' })
    return plain(503, downloadMessages.unavailable)
  }
  await countDownload(id)
  return new Response(body, {
    headers: {
      'content-type': documentTypes[extension].mime,
      'content-disposition': contentDisposition(row.file_name),
      'x-content-type-options': 'nosniff',
      'cache-control': cacheControl.private,
    },
  })
}
