/**
 * Critical CSS in a server-rendered page: the stylesheet rules that match the
 * page's own elements (beasties' runtime, from plans compiled at build time by
 * scripts/build/critical-css-plans.ts) go into a `<style>` in its head, in
 * place of the stylesheet link, so the first paint needs nothing but the HTML.
 * The stylesheet itself is still loaded, after the first paint
 * (./after-first-paint.ts), for what appears only after an interaction (open
 * menus, dialogs, toasts); without scripts a `<noscript>` link loads it.
 *
 * The output depends on the HTML alone, so a page stays the same bytes for
 * every visitor.
 */
import { createProcessor, type CompactPlan } from 'beasties/runtime'

export interface StylesheetPlan {
  /** The stylesheet's URL, as pages link it. */
  href: string
  plan: CompactPlan
}

export interface CriticalCssResult {
  html: string
  /** The stylesheets taken out of the head, to load once the page has painted. */
  stylesheets: string[]
}

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)"[^>]*\/>/g

export function createCriticalCssInliner(plans: StylesheetPlan[]): (html: string) => CriticalCssResult {
  const processor = createProcessor(plans.map(({ plan }) => plan))
  const hrefs = new Set(plans.map(({ href }) => href))
  return (html) => {
    const links = [...html.matchAll(STYLESHEET_LINK)].filter((match) => hrefs.has(match[1]!))
    if (links.length === 0) return { html, stylesheets: [] }
    // A `</style` inside the CSS would end the element early; `\/` is the same character to CSS.
    const css = processor.extract(html).css.replaceAll('</style', '<\\/style')
    let styleWritten = false
    const inlined = html.replace(STYLESHEET_LINK, (tag, href: string) => {
      if (!hrefs.has(href)) return tag
      const style = styleWritten ? '' : `<style>${css}</style>`
      styleWritten = true
      return `${style}<noscript>${tag}</noscript>`
    })
    return { html: inlined, stylesheets: links.map((match) => match[1]!) }
  }
}
