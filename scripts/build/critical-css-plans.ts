/**
 * Compiles the client build's stylesheets into critical-CSS plans (beasties'
 * compiler) and hands them to the server build as the module
 * `virtual:critical-css-plans` (`[{ href, plan }]`): the server then inlines,
 * per page, the rules that match the page's elements
 * (app/server/critical-css.server.ts).
 *
 * The client environment is built before the server one, so its stylesheets
 * are known when the server bundle imports the plans. In development there are
 * no plans: pages keep their stylesheet links as they are.
 */
import { compileSheet, encodePlan, type CompactPlan } from 'beasties/compiler'
import type { Plugin } from 'vite'

const MODULE_ID = 'virtual:critical-css-plans'
const RESOLVED_ID = `\0${MODULE_ID}`

/**
 * Rules the runtime cannot match against a page are always inlined (three dozen rules):
 * - class names holding a character that HTML escapes in attributes (`&`, `<`, `>`, quotes:
 *   Tailwind's arbitrary variants such as `[&_svg]:size-4`), as the runtime compares class
 *   attributes as written (`[&amp;_svg]:size-4`);
 * - selectors with `:where()`, `:is()` or `:has()` (Tailwind's `space-y-*`, `divide-y`,
 *   `group-*`, `has-*`, parts of the base styles), which the compiler never matches.
 */
const UNMATCHABLE_RULES = [/\\[&<>"']/, /:(where|is|has)\(/]

/** A stylesheet as a plan the runtime matches against pages; `href` is how a page links it. */
export function compileCriticalCssPlan(css: string, href: string): CompactPlan {
  const sheet = compileSheet(css, { href, allowRules: UNMATCHABLE_RULES })
  for (const rule of sheet.rules) {
    // The compiler ends block at-rules with a `;` (`@property --x{…};`); a browser then drops
    // the rule that follows as invalid, so the `;` goes.
    if (rule.css?.endsWith('};')) rule.css = rule.css.slice(0, -1)
  }
  return encodePlan(sheet)
}

export function criticalCssPlans(): Plugin {
  let base = '/'
  let building = false
  let plans: { href: string; plan: CompactPlan }[] | undefined
  return {
    name: 'critical-css-plans',
    configResolved(config) {
      base = config.base
      building = config.command === 'build'
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return
        plans = Object.values(bundle)
          .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
          .map((file) => {
            const href = `${base}${file.fileName}`
            return { href, plan: compileCriticalCssPlan(String(file.type === 'asset' ? file.source : ''), href) }
          })
      },
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined
      if (building && this.environment.name !== 'client' && !plans?.length) {
        this.error('no critical-CSS plans: the client build (and its stylesheet) must come before the server build')
      }
      return `export default ${JSON.stringify(building ? (plans ?? []) : [])}`
    },
  }
}
