import { readFileSync } from 'node:fs'
import { twMerge as defaultTwMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { cn, themeColorNames } from './cn'

/** Base classes of the site's components followed by the overrides their callers pass. */
const merges: Array<[string[], string]> = [
  [['h-9', 'h-10'], 'h-10'],
  [['w-full rounded-md px-3 py-2 h-11', 'h-12 pl-11 shadow-sm'], 'w-full rounded-md px-3 py-2 h-12 pl-11 shadow-sm'],
  [['px-2 py-1', 'p-3'], 'p-3'],
  [['p-3', 'px-2'], 'p-3 px-2'],
  [['mx-auto max-w-7xl px-4 sm:px-6', 'max-w-3xl'], 'mx-auto px-4 sm:px-6 max-w-3xl'],
  [['gap-3 py-10 text-muted-foreground', 'py-40'], 'gap-3 text-muted-foreground py-40'],
  [['size-24 shrink-0', 'size-14'], 'shrink-0 size-14'],
  [['min-h-32', 'min-h-56 resize-y'], 'min-h-56 resize-y'],
  [['bg-muted p-1 text-muted-foreground', 'bg-white'], 'p-1 text-muted-foreground bg-white'],
  [['text-sm text-muted-foreground', 'text-ink'], 'text-sm text-ink'],
  [['text-sm text-ink', 'text-lg'], 'text-ink text-lg'],
  [['text-[0.95rem] font-medium', 'text-base font-semibold'], 'text-base font-semibold'],
  [['text-center text-ink', 'text-left'], 'text-ink text-left'],
  [['border border-border bg-white', 'border-2 border-cta'], 'bg-white border-2 border-cta'],
  [['bg-success-soft text-success', 'border border-success/40 bg-white'], 'text-success border border-success/40 bg-white'],
  [
    ['px-4 hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink', 'px-5 data-[state=active]:bg-primary data-[state=active]:text-white'],
    'hover:text-ink px-5 data-[state=active]:bg-primary data-[state=active]:text-white',
  ],
  [['hover:bg-muted bg-white', 'bg-primary'], 'hover:bg-muted bg-primary'],
  [['flex items-center', 'hidden items-start'], 'hidden items-start'],
  [['rounded-md shadow-sm', 'rounded-xl shadow-card'], 'rounded-xl shadow-card'],
  [['mt-6', 'mt-6'], 'mt-6'],
  [['sr-only animate-spin', 'size-6'], 'sr-only animate-spin size-6'],
]

describe('cn', () => {
  it.each(merges)('merges %j into "%s"', (inputs, expected) => {
    expect(cn(...inputs)).toBe(expected)
  })

  // The default configuration knows Tailwind's own scales only: it reads the theme's
  // `shadow-card` as a shadow colour, so cases with it are left out of the comparison.
  it("agrees with tailwind-merge's full default configuration on Tailwind's own scales", () => {
    for (const [inputs] of merges.filter(([inputs]) => !inputs.join(' ').includes('shadow-card'))) {
      expect(cn(...inputs)).toBe(defaultTwMerge(inputs.join(' ')))
    }
  })

  it('joins conditional classes like clsx', () => {
    expect(cn('p-2', false, null, undefined, { 'p-4': true, hidden: false }, ['text-sm'])).toBe('p-4 text-sm')
  })

  it('knows every colour token of the theme by name', () => {
    const css = readFileSync(new URL('../styles/app.css', import.meta.url), 'utf8')
    const tokens = [...css.matchAll(/--color-([a-z-]+):/g)].map((match) => match[1])
    expect([...themeColorNames].sort()).toEqual(tokens.sort())
  })
})
