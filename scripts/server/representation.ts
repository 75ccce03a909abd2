/**
 * One response body held in every encoding the server offers, each with a
 * strong ETag, and the choice among them for a request: content negotiation on
 * Accept-Encoding (negotiator) and revalidation with If-None-Match.
 *
 * Used alike for build assets (encodings made at build time) and cached pages
 * (encodings made once when the cache entry is filled).
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import Negotiator from 'negotiator'

export interface Representations {
  /** `identity` always; `br` and `gzip` when worth having. */
  bodies: Record<string, Uint8Array>
  etags: Record<string, string>
}

/** Preferred first when the client accepts several with the same weight. */
const PREFERRED = ['br', 'gzip', 'identity']

/** Strong ETag of the body's bytes; each encoding is a representation of its own, so it gets its own tag. */
export function representations(bodies: Record<string, Uint8Array>): Representations {
  const identity = bodies.identity
  if (!identity) throw new Error('a representation needs its identity body')
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27)
  const etags: Record<string, string> = {}
  for (const encoding of Object.keys(bodies)) etags[encoding] = encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`
  return { bodies, etags }
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Compresses a body once, in Node's thread pool (off the event loop), keeping
 * only the encodings that are smaller than the original.
 */
export async function compressOnce(identity: Uint8Array): Promise<Representations> {
  const bodies: Record<string, Uint8Array> = { identity }
  if (identity.byteLength >= 1024) {
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength },
      }),
      gzipAsync(identity, { level: 9 }),
    ])
    if (br.byteLength < identity.byteLength) bodies.br = br
    if (gz.byteLength < identity.byteLength) bodies.gzip = gz
  }
  return representations(bodies)
}

type EncodingChooser = (available: string[], options: { preferred: string[] }) => string | undefined

const chosen = new Map<string, string>()

/** The encoding to send for an Accept-Encoding header; remembered per header value (browsers send few). */
export function negotiateEncoding(acceptEncoding: string | undefined, available: string[]): string {
  const cacheKey = `${acceptEncoding ?? ''}\u0000${available.join(',')}`
  let encoding = chosen.get(cacheKey)
  if (encoding === undefined) {
    const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } })
    const choose = negotiator.encoding.bind(negotiator) as unknown as EncodingChooser
    // Without an acceptable encoding (even identity refused), identity is still the only sensible answer.
    encoding = choose(available, { preferred: PREFERRED }) ?? 'identity'
    if (chosen.size > 200) chosen.clear()
    chosen.set(cacheKey, encoding)
  }
  return encoding
}

/** If-None-Match uses the weak comparison: `W/"x"` matches `"x"` (a CDN may weaken tags). */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
}

export interface Selected {
  status: 200 | 304
  encoding: string
  etag: string
  body: Uint8Array
  /** True when the body depends on Accept-Encoding (more than one encoding exists). */
  varies: boolean
}

export function selectRepresentation(
  { bodies, etags }: Representations,
  request: { acceptEncoding: string | undefined; ifNoneMatch: string | undefined },
): Selected {
  const available = Object.keys(bodies)
  const encoding = available.length === 1 ? 'identity' : negotiateEncoding(request.acceptEncoding, available)
  const etag = etags[encoding]!
  return {
    status: matchesIfNoneMatch(request.ifNoneMatch, etag) ? 304 : 200,
    encoding,
    etag,
    body: bodies[encoding]!,
    varies: available.length > 1,
  }
}

/** Headers for the selected representation, added to the resource's own (flat `[name, value, ...]` list). */
export function representationHeaders(selected: Selected, headers: string[]): string[] {
  const out = [...headers, 'etag', selected.etag]
  if (selected.varies) out.push('vary', 'Accept-Encoding')
  if (selected.status === 200) {
    if (selected.encoding !== 'identity') out.push('content-encoding', selected.encoding)
    out.push('content-length', String(selected.body.byteLength))
  }
  return out
}
