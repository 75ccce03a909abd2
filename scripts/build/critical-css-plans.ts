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
import { compileSheet, encodePlan } from 'beasties/compiler'
import type { Plugin } from 'vite'

const MODULE_ID = 'virtual:critical-css-plans'

/**
 * Rules whose class names hold a character that HTML escapes in attributes (`&`, `<`, `>`,
 * quotes: Tailwind's arbitrary variants such as `[&_svg]:size-4`) are always inlined: the
 * runtime compares class attributes as written (`[&amp;_svg]:size-4`), so it would never
 * find them in a page. There are a dozen such rules.
 */
const CLASSES_ESCAPED_IN_HTML = /\\[&<>"']/
const RESOLVED_ID = `\0${MODULE_ID}`

export function criticalCssPlans(): Plugin {
  let base = '/'
  let building = false
  let plans: { href: string; plan: unknown }[] | undefined
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
            // `href` is how a page's <link rel="stylesheet"> names the sheet.
            const href = `${base}${file.fileName}`
            const source = String(file.type === 'asset' ? file.source : '')
            return { href, plan: encodePlan(compileSheet(source, { href, allowRules: [CLASSES_ESCAPED_IN_HTML] })) }
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
