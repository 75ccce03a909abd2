import { describe, expect, it } from 'vitest'
import { compileCriticalCssPlan } from '../../scripts/build/critical-css-plans'
import { createCriticalCssInliner } from './critical-css'

const href = '/assets/app-test.css'
const stylesheet = [
  '@layer theme,base,utilities;',
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '.border{border-style:var(--tw-border-style);border-width:1px}',
  '.unused{color:red}',
  '.\\[\\&_svg\\]\\:size-4 svg{width:1rem}',
  ':where(.space-y-8>:not(:last-child)){margin-block-start:2rem}',
  '@media (min-width:40rem){.sm\\:flex{display:flex}}',
].join('')
const inline = createCriticalCssInliner([{ href, plan: compileCriticalCssPlan(stylesheet, href) }])

function page(body: string) {
  return `<!DOCTYPE html><html><head><link rel="stylesheet" href="${href}" data-precedence="default"/><title>t</title></head><body>${body}</body></html>`
}

function styleOf(html: string) {
  return /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
}

describe('critical CSS', () => {
  it('inlines the rules the page uses in place of the stylesheet link, which only <noscript> keeps', () => {
    const { html, stylesheets } = inline(page('<div class="border sm:flex">x</div>'))
    expect(stylesheets).toEqual([href])
    expect(html).toContain(`<style>`)
    expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toContain('rel="stylesheet"')
    expect(html).toContain(`<noscript><link rel="stylesheet" href="${href}" data-precedence="default"/></noscript>`)
    const css = styleOf(html)
    expect(css).toContain('.border{')
    expect(css).toContain('.sm\\:flex{display:flex}')
    expect(css).not.toContain('.unused')
  })

  it('keeps every @property rule and the rule after it valid (no stray semicolon between rules)', () => {
    const css = styleOf(inline(page('<div class="border">x</div>')).html)
    expect(css).toContain('@property --tw-border-style{')
    expect(css).toContain('@property --tw-shadow{')
    expect(css).not.toMatch(/\};/)
  })

  it('always inlines the rules it cannot match: class names HTML escapes, :where()', () => {
    const css = styleOf(inline(page('<p>x</p>')).html)
    expect(css).toContain('size-4 svg{width:1rem}')
    expect(css).toContain(':where(.space-y-8>:not(:last-child))')
  })

  it('gives the same bytes for the same page, and leaves pages without the stylesheet alone', () => {
    const html = page('<div class="border">x</div>')
    expect(inline(html).html).toBe(inline(html).html)
    const other = '<!DOCTYPE html><html><head><link rel="stylesheet" href="/elsewhere.css"/></head><body></body></html>'
    expect(inline(other)).toEqual({ html: other, stylesheets: [] })
  })

  it('cannot be closed early by the CSS it writes', () => {
    const tricky = createCriticalCssInliner([{ href, plan: compileCriticalCssPlan('.a:after{content:"</style>"}', href) }])
    const { html } = tricky(page('<div class="a">x</div>'))
    expect(html.match(/<\/style>/g)).toHaveLength(1)
  })
})
