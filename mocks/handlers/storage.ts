/**
 * Supabase Storage for the public `experts` bucket: upload (no overwrite: 409 on
 * an existing path), replace, remove, listing (admins only, as the policies on
 * storage.objects say), and the public object URL, which serves the stored bytes
 * to anyone.
 */
import { http, HttpResponse } from 'msw'
import { canListExpertImages, canWriteExpertImages, resolveActor } from '../actor.ts'
import { mockDb } from '../db.ts'
import { applyFault } from '../faults.ts'

/** The bucket as the migration creates it. */
export const expertsBucket = {
  id: 'experts',
  public: true,
  fileSizeLimit: 5 * 1024 * 1024,
  allowedMimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'],
}

/** `experts/a/b.png` from `/storage/v1/object[/public]/experts/a/b.png`. */
function objectKey(request: Request): string {
  const { pathname } = new URL(request.url)
  return decodeURIComponent(pathname.replace(/^.*\/storage\/v1\/object\/(public\/)?/, ''))
}

function storageError(status: number, error: string, message: string) {
  return HttpResponse.json({ statusCode: String(status), error, message }, { status })
}

async function readUpload(request: Request): Promise<{ bytes: Uint8Array; contentType: string; cacheControl: string }> {
  const contentType = request.headers.get('content-type') ?? ''
  if (contentType.startsWith('multipart/form-data')) {
    const form = await request.formData()
    const file = [...form.values()].find((value): value is File => typeof value !== 'string')
    return {
      bytes: new Uint8Array(file ? await file.arrayBuffer() : new ArrayBuffer(0)),
      contentType: file?.type || 'application/octet-stream',
      cacheControl: `max-age=${String(form.get('cacheControl') ?? '3600')}`,
    }
  }
  return {
    bytes: new Uint8Array(await request.arrayBuffer()),
    contentType: contentType || 'application/octet-stream',
    cacheControl: request.headers.get('cache-control') ?? 'max-age=3600',
  }
}

interface ListRequest {
  prefix?: string
  limit?: number
  offset?: number
  search?: string
  sortBy?: { column?: string; order?: string }
}

function unsupportedStorage(feature: string) {
  return HttpResponse.json({ code: 'MOCK_UNSUPPORTED', message: `The mock backend does not support ${feature}` }, { status: 501 })
}

function unsupportedListOption(body: ListRequest): string | undefined {
  if (body.search) return 'storage list search'
  if (body.sortBy?.column && body.sortBy.column !== 'name') return `storage list sorted by ${body.sortBy.column}`
  return undefined
}

/** The entries of one folder, as the Storage API lists them: objects with their metadata, sub-folders with nulls. */
function listFolder(bucket: string, { prefix = '', limit = 100, offset = 0, sortBy }: ListRequest) {
  const folder = prefix.replace(/^\/+|\/+$/g, '')
  const start = folder ? `${folder}/` : ''
  const entries = new Map<string, Record<string, unknown>>()
  for (const object of mockDb.objects.values()) {
    if (object.bucket !== bucket || !object.path.startsWith(start)) continue
    const [name, ...deeper] = object.path.slice(start.length).split('/')
    if (!name) continue
    entries.set(
      name,
      deeper.length
        ? { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null }
        : {
            name,
            id: object.id,
            updated_at: object.created_at,
            created_at: object.created_at,
            last_accessed_at: object.created_at,
            metadata: { mimetype: object.contentType, size: object.bytes.byteLength, cacheControl: object.cacheControl },
          },
    )
  }
  const sorted = [...entries.values()].sort((a, b) => String(a.name).localeCompare(String(b.name)))
  if (sortBy?.order === 'desc') sorted.reverse()
  return sorted.slice(offset, offset + limit)
}

export const storageHandlers = [
  http.all('*/storage/v1/*', async ({ request }) => applyFault('storage', request)),

  // List a folder (supabase-js `list`): objects whose rows the caller may not read are left out, as RLS does.
  http.post('*/storage/v1/object/list/:bucket', async ({ request, params }) => {
    const bucket = String(params.bucket)
    if (bucket !== expertsBucket.id) return storageError(404, 'Bucket not found', 'Bucket not found')
    const actor = await resolveActor(request)
    if (actor.kind === 'invalid' || actor.kind === 'unknown-role') return storageError(400, 'InvalidJWT', 'invalid signature')
    const body = (await request.json().catch(() => ({}))) as ListRequest
    const unsupported = unsupportedListOption(body)
    if (unsupported) return unsupportedStorage(unsupported)
    return HttpResponse.json(canListExpertImages(actor) ? listFolder(bucket, body) : [])
  }),

  http.post('*/storage/v1/object/:bucket/*', async ({ request, params }) => {
    const bucket = String(params.bucket)
    const path = objectKey(request).slice(bucket.length + 1)
    if (bucket !== expertsBucket.id) return storageError(404, 'Bucket not found', 'Bucket not found')
    const actor = await resolveActor(request)
    if (actor.kind === 'invalid' || actor.kind === 'unknown-role') return storageError(400, 'InvalidJWT', 'invalid signature')
    if (!canWriteExpertImages(actor)) return storageError(403, 'Unauthorized', 'new row violates row-level security policy')
    const upload = await readUpload(request)
    if (upload.bytes.byteLength > expertsBucket.fileSizeLimit) {
      return storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size')
    }
    if (!expertsBucket.allowedMimeTypes.includes(upload.contentType)) {
      return storageError(415, 'invalid_mime_type', `mime type ${upload.contentType} is not supported`)
    }
    const key = `${bucket}/${path}`
    if (mockDb.objects.has(key)) return storageError(409, 'Duplicate', 'The resource already exists')
    const id = crypto.randomUUID()
    mockDb.objects.set(key, {
      id,
      bucket,
      path,
      bytes: upload.bytes,
      contentType: upload.contentType,
      cacheControl: upload.cacheControl,
      owner: actor.kind === 'user' ? actor.userId : '',
      created_at: new Date().toISOString(),
    })
    return HttpResponse.json({ Id: id, Key: key })
  }),

  // Replace an object (supabase-js `update`): RLS hides objects from non-admins, so they find nothing.
  http.put('*/storage/v1/object/:bucket/*', async ({ request }) => {
    const key = objectKey(request)
    const actor = await resolveActor(request)
    const existing = mockDb.objects.get(key)
    if (!existing || !canWriteExpertImages(actor)) return storageError(404, 'not_found', 'Object not found')
    const upload = await readUpload(request)
    if (!expertsBucket.allowedMimeTypes.includes(upload.contentType)) {
      return storageError(415, 'invalid_mime_type', `mime type ${upload.contentType} is not supported`)
    }
    mockDb.objects.set(key, { ...existing, ...upload })
    return HttpResponse.json({ Id: existing.id, Key: key })
  }),

  // Remove objects (supabase-js `remove`): answers the objects actually deleted.
  http.delete('*/storage/v1/object/:bucket', async ({ request, params }) => {
    const bucket = String(params.bucket)
    const actor = await resolveActor(request)
    const body = (await request.json().catch(() => ({}))) as { prefixes?: string[] }
    const removed = []
    for (const path of body.prefixes ?? []) {
      const key = `${bucket}/${path}`
      const object = mockDb.objects.get(key)
      if (!object || !canWriteExpertImages(actor)) continue
      mockDb.objects.delete(key)
      removed.push({ name: path, bucket_id: bucket })
    }
    return HttpResponse.json(removed)
  }),

  http.get('*/storage/v1/object/public/:bucket/*', ({ request }) => {
    const object = mockDb.objects.get(objectKey(request))
    if (!object) return storageError(404, 'not_found', 'Object not found')
    return new HttpResponse(object.bytes, {
      headers: {
        'content-type': object.contentType,
        'cache-control': object.cacheControl,
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'cross-origin',
      },
    })
  }),
]
