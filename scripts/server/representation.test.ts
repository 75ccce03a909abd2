import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  compressOnce,
  matchesIfNoneMatch,
  negotiateEncoding,
  selectRepresentation,
} from './representation'

const chrome = 'gzip, deflate, br, zstd'

describe('representations of one body', () => {
  it('compresses once into br and gzip, each with its own strong ETag', async () => {
    const html = new TextEncoder().encode('<!doctype html><p>' + 'ledger '.repeat(400) + '</p>')
    const page = await compressOnce(html)
    expect(Object.keys(page.bodies).sort()).toEqual(['br', 'gzip', 'identity'])
    expect(brotliDecompressSync(page.bodies.br!)).toEqual(Buffer.from(html))
    expect(gunzipSync(page.bodies.gzip!)).toEqual(Buffer.from(html))
    expect(new Set(Object.values(page.etags)).size).toBe(3)
    for (const etag of Object.values(page.etags)) expect(etag).toMatch(/^"[\w-]+"$/)
    expect((await compressOnce(html)).etags).toEqual(page.etags)
  })

  it('keeps a small body as it is', async () => {
    expect(Object.keys((await compressOnce(new TextEncoder().encode('ok'))).bodies)).toEqual([
      'identity',
    ])
  })

  it('prefers br, honours q-values and refusals, and falls back to identity', () => {
    const available = ['identity', 'br', 'gzip']
    expect(negotiateEncoding(chrome, available)).toBe('br')
    expect(negotiateEncoding('gzip', available)).toBe('gzip')
    expect(negotiateEncoding('br;q=0.5, gzip', available)).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip;q=0', available)).toBe('identity')
    expect(negotiateEncoding(undefined, available)).toBe('identity')
    expect(negotiateEncoding(chrome, ['identity'])).toBe('identity')
  })

  it('answers 304 when If-None-Match names the selected representation (weak comparison)', async () => {
    const page = await compressOnce(new TextEncoder().encode('x'.repeat(5000)))
    const request = (ifNoneMatch?: string) => ({ acceptEncoding: chrome, ifNoneMatch })
    expect(selectRepresentation(page, request()).status).toBe(200)
    expect(selectRepresentation(page, request(page.etags.br)).status).toBe(304)
    expect(selectRepresentation(page, request(`"other", W/${page.etags.br}`)).status).toBe(304)
    expect(selectRepresentation(page, request(page.etags.gzip)).status).toBe(200)
    expect(matchesIfNoneMatch('*', '"a"')).toBe(true)
  })
})
