/**
 * Illustrations stay on the design tokens: components draw with the theme's classes (no
 * colour literals), and the static illustration files, which cannot read CSS variables,
 * use only the tokens' values besides the people's skin and hair.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Illustration, illustrationNames } from './illustration'

const root = join(import.meta.dirname, '../../..')
const folder = join(root, 'public/images/illustrations')
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
  it('every illustration name has its file, drawn at the size the page reserves for it', () => {
    expect(files.sort()).toEqual(illustrationNames.map((name) => `${name}.svg`).sort())
    for (const name of illustrationNames) {
      const html = renderToStaticMarkup(createElement(Illustration, { name }))
      const svg = readFileSync(join(folder, `${name}.svg`), 'utf8')
      const size = (text: string, attribute: string) => text.match(new RegExp(`${attribute}="(\\d+)"`))![1]
      expect(html).toContain(`src="/images/illustrations/${name}.svg"`)
      expect([size(html, 'width'), size(html, 'height')], name).toEqual([size(svg, 'width'), size(svg, 'height')])
    }
  })

  it('the illustration files use the theme tokens’ colours', () => {
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
