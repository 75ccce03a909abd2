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

export interface Variant {
  encoding: string
  etag: string
  body: Uint8Array
  /** The full header list of a 200 answer (flat `[name, value, ...]`), prepared once. */
  ok: string[]
  /** The header list of a 304 answer. */
  notModified: string[]
}

export interface Representations {
  /** `identity` always; `br` and `gzip` when worth having. */
  bodies: Record<string, Uint8Array>
  etags: Record<string, string>
  /** Every encoding ready to send, by name. */
  variants: Record<string, Variant>
  encodings: string[]
  /** `encodings` joined: the negotiation memo's key part. */
  encodingsKey: string
}

/** Preferred first when the client accepts several with the same weight. */
const PREFERRED = ['br', 'gzip', 'identity']

const REPRESENTATION_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'vary'])

/**
 * A body in its encodings, with the resource's headers (flat list, without
 * length, encoding, ETag or Vary). Each encoding is a representation of its own,
 * so it gets its own strong ETag, derived from the bytes.
 */
export function representations(
  bodies: Record<string, Uint8Array>,
  headers: string[] = [],
): Representations {
  const identity = bodies.identity
  if (!identity) throw new Error('a representation needs its identity body')
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27)
  const encodings = Object.keys(bodies)
  const kept: string[] = []
  for (let index = 0; index < headers.length; index += 2) {
    if (!REPRESENTATION_HEADERS.has(headers[index]!.toLowerCase()))
      kept.push(headers[index]!, headers[index + 1]!)
  }
  const vary = encodings.length > 1 ? ['vary', 'Accept-Encoding'] : []
  const etags: Record<string, string> = {}
  const variants: Record<string, Variant> = {}
  for (const encoding of encodings) {
    const etag = encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`
    const body = bodies[encoding]!
    const coding = encoding === 'identity' ? [] : ['content-encoding', encoding]
    etags[encoding] = etag
    variants[encoding] = {
      encoding,
      etag,
      body,
      ok: [...kept, 'etag', etag, ...vary, ...coding, 'content-length', String(body.byteLength)],
      notModified: [...kept, 'etag', etag, ...vary],
    }
  }
  return { bodies, etags, variants, encodings, encodingsKey: encodings.join(',') }
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Compresses a body once, in Node's thread pool (off the event loop), keeping
 * only the encodings that are smaller than the original.
 */
export async function compressOnce(
  identity: Uint8Array,
  headers: string[] = [],
): Promise<Representations> {
  const bodies: Record<string, Uint8Array> = { identity }
  if (identity.byteLength >= 1024) {
    const [br, gz] = await Promise.all([
      brotli(identity, {
        // Quality 6: within 1 % of quality 9 on these pages, at a twentieth of the time (a miss waits for it).
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
        },
      }),
      gzipAsync(identity, { level: 9 }),
    ])
    if (br.byteLength < identity.byteLength) bodies.br = br
    if (gz.byteLength < identity.byteLength) bodies.gzip = gz
  }
  return representations(bodies, headers)
}

type EncodingChooser = (available: string[], options: { preferred: string[] }) => string | undefined

const chosen = new Map<string, string>()

/** The encoding to send for an Accept-Encoding header; remembered per header value (browsers send few). */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: string[],
  availableKey = available.join(','),
): string {
  const cacheKey = `${acceptEncoding ?? ''}\u0000${availableKey}`
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
  variant: Variant
  /** The headers to send (prepared: do not change the array). */
  headers: string[]
}

export function selectRepresentation(
  { variants, encodings, encodingsKey }: Representations,
  request: { acceptEncoding: string | undefined; ifNoneMatch: string | undefined },
): Selected {
  const encoding =
    encodings.length === 1
      ? 'identity'
      : negotiateEncoding(request.acceptEncoding, encodings, encodingsKey)
  const variant = variants[encoding]!
  return matchesIfNoneMatch(request.ifNoneMatch, variant.etag)
    ? { status: 304, variant, headers: variant.notModified }
    : { status: 200, variant, headers: variant.ok }
}
