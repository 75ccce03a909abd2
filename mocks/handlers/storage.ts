/**
 * Supabase Storage's object API as supabase-js calls it: upload (409 on an existing path),
 * replace, remove, list a folder, download an object as the caller (private buckets), and the
 * public URL of an object in a public bucket.
 *
 * As in Supabase, the buckets and the objects' rows live in the database (storage.buckets and
 * storage.objects, made by supabase/migrations): every operation writes or reads the object's
 * row as the caller, so the policies on storage.objects decide who may do it, and a bucket's
 * size limit and allowed types come from its row. Only the bytes are kept in memory here.
 */
import { http, HttpResponse } from 'msw'
import { resolveCaller } from '../caller.ts'
import { asCaller, sqlState, type SqlPool } from '../database/sql.ts'
import { applyFault } from '../faults.ts'

interface StoredBytes {
  bytes: Uint8Array
  contentType: string
  cacheControl: string
}

interface Bucket {
  id: string
  public: boolean
  file_size_limit: number | null
  allowed_mime_types: string[] | null
}

/** `<bucket>/<path>` -> the object's bytes; its row in storage.objects says whether it exists. */
const objectBytes = new Map<string, StoredBytes>()

function storageError(status: number, error: string, message: string) {
  return HttpResponse.json({ statusCode: String(status), error, message }, { status })
}

function unsupported(feature: string) {
  return HttpResponse.json({ code: 'MOCK_UNSUPPORTED', message: `The mock backend does not support ${feature}` }, { status: 501 })
}

/** `a/b.png` of `/storage/v1/object[/public|/authenticated]/<bucket>/a/b.png`. */
function objectPath(request: Request, bucket: string): string {
  const { pathname } = new URL(request.url)
  return decodeURIComponent(pathname.replace(/^.*\/storage\/v1\/object\/(public\/|authenticated\/)?/, '')).slice(bucket.length + 1)
}

/** First path segments after /object/ that name an endpoint, not a bucket. */
const otherObjectEndpoints = new Set(['info', 'sign', 'upload', 'list', 'move', 'copy'])

/** An object's bytes as the Storage API sends them. */
function objectResponse(stored: StoredBytes, extraHeaders: Record<string, string> = {}) {
  return new HttpResponse(stored.bytes, {
    headers: {
      'content-type': stored.contentType,
      'content-length': String(stored.bytes.byteLength),
      'cache-control': stored.cacheControl,
      'x-content-type-options': 'nosniff',
      ...extraHeaders,
    },
  })
}

async function readUpload(request: Request): Promise<StoredBytes> {
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

/** The upload breaks a rule of its bucket's row: its answer, or undefined. */
function bucketRefusal(bucket: Bucket, upload: StoredBytes): Response | undefined {
  if (bucket.file_size_limit !== null && upload.bytes.byteLength > bucket.file_size_limit) {
    return storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size')
  }
  if (bucket.allowed_mime_types && !bucket.allowed_mime_types.includes(upload.contentType)) {
    return storageError(415, 'invalid_mime_type', `mime type ${upload.contentType} is not supported`)
  }
  return undefined
}

function metadata(upload: StoredBytes) {
  return JSON.stringify({ mimetype: upload.contentType, size: upload.bytes.byteLength, cacheControl: upload.cacheControl })
}

interface ListRequest {
  prefix?: string
  limit?: number
  offset?: number
  search?: string
  sortBy?: { column?: string; order?: string }
}

interface ObjectRow {
  id: string
  name: string
  created_at: Date
  updated_at: Date
  last_accessed_at: Date
  metadata: Record<string, unknown> | null
}

/** The entries of one folder as the Storage API lists them: objects with their metadata, sub-folders with nulls. */
function folderEntries(rows: ObjectRow[], { prefix = '', limit = 100, offset = 0, sortBy }: ListRequest) {
  const folder = prefix.replace(/^\/+|\/+$/g, '')
  const start = folder ? `${folder}/` : ''
  const entries = new Map<string, Record<string, unknown>>()
  for (const row of rows) {
    if (!row.name.startsWith(start)) continue
    const [name, ...deeper] = row.name.slice(start.length).split('/')
    if (!name) continue
    entries.set(
      name,
      deeper.length
        ? { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null }
        : {
            name,
            id: row.id,
            updated_at: row.updated_at.toISOString(),
            created_at: row.created_at.toISOString(),
            last_accessed_at: row.last_accessed_at.toISOString(),
            metadata: row.metadata,
          },
    )
  }
  const sorted = [...entries.values()].sort((a, b) => String(a.name).localeCompare(String(b.name)))
  if (sortBy?.order === 'desc') sorted.reverse()
  return sorted.slice(offset, offset + limit)
}

/** Forgets the bytes of objects whose rows are gone (after the mock's reset). */
export async function forgetRemovedObjects(sql: SqlPool) {
  const { rows } = await sql.query<{ key: string }>(`select bucket_id || '/' || name as key from storage.objects`)
  const kept = new Set(rows.map((row) => row.key))
  for (const key of objectBytes.keys()) if (!kept.has(key)) objectBytes.delete(key)
}

export function storageHandlers(sql: SqlPool) {
  const findBucket = async (id: string): Promise<Bucket | undefined> =>
    (await sql.query<Bucket>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [id])).rows[0]

  return [
    http.all('*/storage/v1/*', async ({ request }) => applyFault('storage', request)),

    // List a folder (supabase-js `list`): only the rows the caller may read, as RLS decides.
    http.post('*/storage/v1/object/list/:bucket', async ({ request, params }) => {
      const bucket = String(params.bucket)
      if (!(await findBucket(bucket))) return storageError(404, 'Bucket not found', 'Bucket not found')
      const caller = await resolveCaller(request)
      if (!caller.ok) return storageError(400, 'InvalidJWT', caller.reason)
      const body = (await request.json().catch(() => ({}))) as ListRequest
      if (body.search) return unsupported('storage list search')
      if (body.sortBy?.column && body.sortBy.column !== 'name') return unsupported(`storage list sorted by ${body.sortBy.column}`)
      const rows = await asCaller(sql, caller, async (client) =>
        (await client.query<ObjectRow>('select id, name, created_at, updated_at, last_accessed_at, metadata from storage.objects where bucket_id = $1', [bucket])).rows,
      )
      return HttpResponse.json(folderEntries(rows, body))
    }),

    http.post('*/storage/v1/object/:bucket/*', async ({ request, params }) => {
      const bucket = await findBucket(String(params.bucket))
      if (!bucket) return storageError(404, 'Bucket not found', 'Bucket not found')
      const caller = await resolveCaller(request)
      if (!caller.ok) return storageError(400, 'InvalidJWT', caller.reason)
      const upload = await readUpload(request)
      const refusal = bucketRefusal(bucket, upload)
      if (refusal) return refusal
      const path = objectPath(request, bucket.id)
      try {
        const id = await asCaller(sql, caller, async (client) => {
          const { rows } = await client.query<{ id: string }>(
            'insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3, $4, $5) returning id',
            [bucket.id, path, caller.userId ?? null, caller.userId ?? null, metadata(upload)],
          )
          return rows[0]!.id
        })
        objectBytes.set(`${bucket.id}/${path}`, upload)
        return HttpResponse.json({ Id: id, Key: `${bucket.id}/${path}` })
      } catch (error) {
        if (sqlState(error) === '23505') return storageError(409, 'Duplicate', 'The resource already exists')
        if (sqlState(error) === '42501') return storageError(403, 'Unauthorized', 'new row violates row-level security policy')
        throw error
      }
    }),

    // Replace an object (supabase-js `update`): a row the caller may not update is not found.
    http.put('*/storage/v1/object/:bucket/*', async ({ request, params }) => {
      const bucket = await findBucket(String(params.bucket))
      if (!bucket) return storageError(404, 'Bucket not found', 'Bucket not found')
      const caller = await resolveCaller(request)
      if (!caller.ok) return storageError(400, 'InvalidJWT', caller.reason)
      const upload = await readUpload(request)
      const refusal = bucketRefusal(bucket, upload)
      if (refusal) return refusal
      const path = objectPath(request, bucket.id)
      const id = await asCaller(sql, caller, async (client) => {
        const { rows } = await client.query<{ id: string }>(
          'update storage.objects set metadata = $3, updated_at = now() where bucket_id = $1 and name = $2 returning id',
          [bucket.id, path, metadata(upload)],
        )
        return rows[0]?.id
      }).catch((error) => {
        if (sqlState(error) === '42501') return undefined
        throw error
      })
      if (!id) return storageError(404, 'not_found', 'Object not found')
      objectBytes.set(`${bucket.id}/${path}`, upload)
      return HttpResponse.json({ Id: id, Key: `${bucket.id}/${path}` })
    }),

    // Remove objects (supabase-js `remove`): answers the objects actually deleted.
    http.delete('*/storage/v1/object/:bucket', async ({ request, params }) => {
      const bucket = String(params.bucket)
      const caller = await resolveCaller(request)
      if (!caller.ok) return storageError(400, 'InvalidJWT', caller.reason)
      const body = (await request.json().catch(() => ({}))) as { prefixes?: string[] }
      const removed = await asCaller(sql, caller, async (client) =>
        (await client.query<{ name: string }>('delete from storage.objects where bucket_id = $1 and name = any($2) returning name', [bucket, body.prefixes ?? []])).rows,
      )
      for (const { name } of removed) objectBytes.delete(`${bucket}/${name}`)
      return HttpResponse.json(removed.map(({ name }) => ({ name, bucket_id: bucket })))
    }),

    // A public bucket's objects are served to anyone, without the policies (as the Storage API does).
    http.get('*/storage/v1/object/public/:bucket/*', async ({ request, params }) => {
      const bucket = await findBucket(String(params.bucket))
      const path = bucket ? objectPath(request, bucket.id) : ''
      const stored = bucket?.public ? objectBytes.get(`${bucket.id}/${path}`) : undefined
      const exists =
        stored && (await sql.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket!.id, path])).rowCount
      if (!stored || !exists) return storageError(404, 'not_found', 'Object not found')
      return objectResponse(stored, { 'cross-origin-resource-policy': 'cross-origin' })
    }),

    // Download as the caller (supabase-js `download`, any bucket): the object's row must be one
    // the caller may read, as the select policies on storage.objects decide. Like the Storage
    // API, a missing or unreadable object is HTTP 400 with statusCode "404" in the body.
    ...['*/storage/v1/object/authenticated/:bucket/*', '*/storage/v1/object/:bucket/*'].map((route) =>
      http.get(route, async ({ request, params }) => {
        // `/object/info/…`, `/object/sign/…` and the like are other Storage endpoints.
        if (otherObjectEndpoints.has(String(params.bucket))) return unsupported(`storage object ${String(params.bucket)}`)
        const bucket = await findBucket(String(params.bucket))
        if (!bucket) return HttpResponse.json({ statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' }, { status: 400 })
        const caller = await resolveCaller(request)
        if (!caller.ok) return storageError(400, 'InvalidJWT', caller.reason)
        const path = objectPath(request, bucket.id)
        const readable = await asCaller(sql, caller, async (client) =>
          (await client.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket.id, path])).rowCount,
        )
        const stored = readable ? objectBytes.get(`${bucket.id}/${path}`) : undefined
        if (!stored) return HttpResponse.json({ statusCode: '404', error: 'not_found', message: 'Object not found' }, { status: 400 })
        return objectResponse(stored)
      }),
    ),
  ]
}
