import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { afterFirstPaintLoader, loadAfterFirstPaint, readAfterFirstPaint } from './after-first-paint'
import { inlineScriptHashes } from './security-headers'

const framework =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/index-a.js" fetchPriority="low"/>' +
  '<link rel="modulepreload" href="/assets/client-b.js" fetchPriority="low"/><link rel="modulepreload" href="/assets/page-c.js" fetchPriority="low"/>' +
  '<link rel="icon" href="/favicon.svg"/></head><body><main>x</main>' +
  '<script type="module" async="" src="/assets/index-a.js"></script><script>$_TSR.e()</script></body></html>'

describe('loading after the first paint', () => {
  it('leaves no script, module preload or stylesheet for the parser to fetch, and lists them for the loader', () => {
    const html = loadAfterFirstPaint(framework, ['/assets/app.css'])
    expect(html).not.toMatch(/<script[^>]*\ssrc=/)
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>')
    expect(html).toContain(`<script>${afterFirstPaintLoader}</script>`)
    expect(html).toContain('<script>$_TSR.e()</script>')
    expect(readAfterFirstPaint(html)).toEqual({
      stylesheets: ['/assets/app.css'],
      entry: '/assets/index-a.js',
      preloads: ['/assets/client-b.js', '/assets/page-c.js'],
    })
  })

  it('loads the stylesheets of a page that has no entry script', () => {
    const page = '<!DOCTYPE html><html><head></head><body><p>x</p></body></html>'
    const html = loadAfterFirstPaint(page, ['/assets/app.css'])
    expect(readAfterFirstPaint(html)).toEqual({ stylesheets: ['/assets/app.css'], preloads: [] })
    expect(html.endsWith(`<script>${afterFirstPaintLoader}</script></body></html>`)).toBe(true)
    expect(loadAfterFirstPaint(page, [])).toBe(page)
  })

  it('uses one loader on every page (one CSP hash), with a data block the CSP needs no hash for', async () => {
    const html = loadAfterFirstPaint(framework, [])
    const loaderHash = `'sha256-${createHash('sha256').update(afterFirstPaintLoader).digest('base64')}'`
    expect(await inlineScriptHashes(html)).toContain(loaderHash)
    expect(await inlineScriptHashes(loadAfterFirstPaint(framework.replaceAll('page-c', 'other-d'), []))).toContain(loaderHash)
    expect(html).toContain('<script type="application/json" id="after-first-paint">')
    expect(await inlineScriptHashes(html)).toHaveLength(2)
  })

  it('escapes < in the data block so no URL can close it', () => {
    const html = loadAfterFirstPaint(framework, ['/assets/</script><script>alert(1)</script>.css'])
    expect(html.match(/<\/script>/g)).toHaveLength(3)
    expect(readAfterFirstPaint(html)?.stylesheets).toEqual(['/assets/</script><script>alert(1)</script>.css'])
  })
})
