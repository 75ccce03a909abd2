/**
 * A server-rendered page paints before it fetches anything else: its
 * stylesheets (their critical rules are inline, ./critical-css.server.ts), its
 * entry module and the module preloads are listed in a JSON data block and
 * requested by one small inline script once the first contentful paint has
 * been reported. The HTML is all the first paint needs, so hydration never
 * runs ahead of it and nothing shares the first response's bandwidth.
 *
 * The loader's text never varies, so its CSP hash is the same on every page;
 * the data block is not executable and needs no hash.
 */

/** The id of the data block that lists what a page loads after its first paint. */
export const AFTER_FIRST_PAINT_ID = 'after-first-paint'

export interface AfterFirstPaint {
  /** Stylesheets, linked as the framework links them (`data-precedence="default"`). */
  stylesheets: string[]
  /** The entry module, loaded as `<script type="module" async>` (absent on a page without one). */
  entry?: string
  /** Modules the entry imports, fetched alongside it (`<link rel="modulepreload">`). */
  preloads: string[]
}

const ENTRY_SCRIPT = /<script type="module" async="" src="([^"]+)"><\/script>/g
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g

/**
 * Waits for the browser's first-contentful-paint entry; where paint timing is
 * missing, or in a tab that is not visible (where no frame comes), it loads at
 * once. Modules keep the low fetch priority the framework gives its preloads.
 */
export const afterFirstPaintLoader =
  `(function(){var d=JSON.parse(document.getElementById(${JSON.stringify(AFTER_FIRST_PAINT_ID)}).textContent),h=document.head;` +
  'function add(tag,props){var e=document.createElement(tag);for(var k in props)e[k]=props[k];h.appendChild(e)}' +
  'function load(){' +
  'd.stylesheets.forEach(function(u){var l=document.createElement("link");l.rel="stylesheet";l.href=u;l.setAttribute("data-precedence","default");h.appendChild(l)});' +
  'd.preloads.forEach(function(u){add("link",{rel:"modulepreload",href:u,fetchPriority:"low"})});' +
  'if(d.entry)add("script",{type:"module",async:true,src:d.entry,fetchPriority:"low"})}' +
  'var P=window.PerformanceObserver;' +
  'if(document.visibilityState!=="visible"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return load();' +
  'new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();load()}}).observe({type:"paint",buffered:true})})()'

/** JSON for a `<script type="application/json">` block: `<` is escaped so no text can close it. */
function jsonBlock(value: AfterFirstPaint): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c')
}

/** Moves the given stylesheets, and the page's entry script and module preloads, behind the first paint. */
export function loadAfterFirstPaint(html: string, stylesheets: string[]): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!)
  const entry = entries.length === 1 ? entries[0] : undefined
  if (!entry && stylesheets.length === 0) return html
  const preloads = entry
    ? [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!))].filter((href) => href !== entry)
    : []
  const block =
    `<script type="application/json" id="${AFTER_FIRST_PAINT_ID}">${jsonBlock({ stylesheets, entry, preloads })}</script>` +
    `<script>${afterFirstPaintLoader}</script>`
  if (!entry) return html.replace('</body>', () => `${block}</body>`)
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => block)
}

/** What a page loads after its first paint, read back from its HTML (tests, page-weight budgets). */
export function readAfterFirstPaint(html: string): AfterFirstPaint | undefined {
  const match = new RegExp(`<script type="application/json" id="${AFTER_FIRST_PAINT_ID}">([^<]*)</script>`).exec(html)
  return match ? (JSON.parse(match[1]!) as AfterFirstPaint) : undefined
}
