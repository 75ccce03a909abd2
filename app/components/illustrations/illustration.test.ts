/**
 * Illustrations stay on the design tokens: components draw with the theme's classes (no
 * colour literals), and the drawing files use only the tokens' values besides the people's
 * skin and hair. Each drawing is shown by a page, written inline.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Illustration } from './illustration'

const root = join(import.meta.dirname, '../../..')
const folder = join(root, 'app/components/illustrations/drawings')
const files = readdirSync(folder).filter((name) => name.endsWith('.svg'))

const tokenValues = new Set(
  [...readFileSync(join(root, 'app/styles/app.css'), 'utf8').matchAll(/--color-[a-z-]+:\s*(#[0-9a-f]{6})/g)].map((match) => match[1]),
)
/** Colours drawn in the files that are not tokens, each with the reason it may stay. */
const otherColours: Record<string, string> = {
  '#f3d2b8': 'skin tone',
  '#d9a27c': 'skin tone',
  '#c68642': 'skin tone',
  '#e0ac69': 'skin tone',
  '#8d5a3b': 'skin tone',
  '#5b3a29': 'hair',
  '#5fb3a9': 'the lighter teal of line art and small shapes in the hero drawings',
  '#7cc4bb': 'the middle bar of the creator levels chart, between primary-soft and primary',
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.tsx') ? [join(dir, entry.name)] : [],
  )
}

describe('illustrations', () => {
  it('every drawing is imported by a page and written inline, hidden from assistive technology', () => {
    const pages = [...sourceFiles(join(root, 'app/routes')), ...sourceFiles(join(root, 'app/components'))]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n')
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const svg = readFileSync(join(folder, file), 'utf8')
      expect(pages, file).toContain(`'~/components/illustrations/drawings/${file}?raw'`)
      // It scales to its column by its viewBox, and shares the page's id space and script policy.
      expect(svg, file).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/)
      expect(svg, file).not.toMatch(/\sid=|<script|\son\w+=/i)
      const html = renderToStaticMarkup(createElement(Illustration, { drawing: svg }))
      expect(html, file).toBe(`<div aria-hidden="true" class="[&amp;&gt;svg]:h-auto [&amp;&gt;svg]:w-full">${svg}</div>`)
    }
  })

  it('the drawing files use the theme tokens’ colours', () => {
    for (const file of files) {
      const colours = readFileSync(join(folder, file), 'utf8').toLowerCase().match(/#[0-9a-f]{3,6}\b/g) ?? []
      const strangers = colours.filter((colour) => !tokenValues.has(colour) && !(colour in otherColours))
      expect(strangers, file).toEqual([])
    }
  })

  it('no component or route writes a colour literal', () => {
    for (const file of [...sourceFiles(join(root, 'app/components')), ...sourceFiles(join(root, 'app/routes'))]) {
      const source = readFileSync(file, 'utf8')
        // The browser's theme-color meta tag takes a literal colour.
        .replace(/name: 'theme-color', content: '#[0-9a-f]{6}'/, '')
      expect(source.match(/#[0-9a-fA-F]{3,6}\b(?![\w-])/g), file).toBeNull()
    }
  })
})
