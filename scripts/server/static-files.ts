/**
 * The build's client files (dist/client), read into memory once at start with
 * the .br and .gz files the build made beside them (vite-plugin-compression2),
 * so serving one is a lookup: no file-system call and no compression per request.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import mime from 'mime-types'
import { representations, type Representations } from './representation.ts'

/** A build file in its encodings, with its content type, caching and the security headers. */
export type StaticFile = Representations

const VARIANTS: Record<string, string> = { '.br': 'br', '.gz': 'gzip' }

/** Fingerprinted build output never changes under its name; other files are revalidated hourly. */
function cacheControlFor(path: string): string {
  return path.startsWith('/assets/')
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=3600, must-revalidate'
}

/**
 * Scripts, styles, fonts and raster images never render as a document, so the page headers
 * (CSP, framing, permissions, referrer, opener) do nothing on them: they get only the two that
 * do, which takes about 300 bytes off every script a page loads. SVG can hold script, so it
 * keeps them all.
 */
const SUBRESOURCE_TYPE = /^(text\/javascript|text\/css|font\/|image\/(?!svg))/
const SUBRESOURCE_HEADERS = ['x-content-type-options', 'strict-transport-security']

function headersFor(type: string, baseHeaders: Record<string, string>): Record<string, string> {
  if (!SUBRESOURCE_TYPE.test(type)) return baseHeaders
  return Object.fromEntries(Object.entries(baseHeaders).filter(([name]) => SUBRESOURCE_HEADERS.includes(name)))
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

export async function loadStaticFiles(
  dir: string,
  baseHeaders: Record<string, string>,
): Promise<Map<string, StaticFile>> {
  const files = await listFiles(dir)
  const present = new Set(files)
  const table = new Map<string, StaticFile>()
  for (const file of files) {
    const variantSuffix = Object.keys(VARIANTS).find(
      (suffix) => file.endsWith(suffix) && present.has(file.slice(0, -suffix.length)),
    )
    if (variantSuffix) continue // read with its original below
    const bodies: Record<string, Uint8Array> = { identity: await readFile(file) }
    for (const [suffix, encoding] of Object.entries(VARIANTS)) {
      if (present.has(file + suffix)) bodies[encoding] = await readFile(file + suffix)
    }
    const path = '/' + relative(dir, file).split(sep).join('/')
    const type =
      mime.contentType(path.slice(path.lastIndexOf('/') + 1)) || 'application/octet-stream'
    const headers = { ...headersFor(type, baseHeaders), 'content-type': type, 'cache-control': cacheControlFor(path) }
    table.set(path, representations(bodies, Object.entries(headers).flat()))
  }
  return table
}
