import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge } from 'tailwind-merge'

/**
 * The colour names of the design tokens (`--color-*` in app/styles/app.css) and the Tailwind
 * colours the components use besides them. A unit test keeps this list equal to the tokens.
 */
export const themeColorNames = [
  'ink', 'ink-soft', 'background', 'foreground', 'card', 'card-foreground', 'popover',
  'popover-foreground', 'muted', 'muted-foreground', 'tint', 'border', 'input', 'ring',
  'primary', 'primary-hover', 'primary-foreground', 'primary-soft', 'secondary',
  'secondary-foreground', 'accent', 'accent-foreground', 'cta', 'cta-hover', 'cta-foreground',
  'cta-soft', 'success', 'success-soft', 'warning', 'warning-soft', 'destructive',
  'destructive-soft',
] as const

const colorNames = new Set<string>([...themeColorNames, 'white', 'black', 'transparent', 'current', 'inherit'])
const paletteShade = /^[a-z]+-\d{2,3}$/
const arbitrary = /^(\[.+\]|\(.+\))$/
const number = /^\d+(\.\d+)?$/
const tshirtSize = /^\d?(xs|sm|md|lg|xl)$/

const isColor = (value: string) => colorNames.has(value) || paletteShade.test(value) || arbitrary.test(value)
const isNumber = (value: string) => number.test(value)
const isLength = (value: string) => number.test(value) || /^\d+\/\d+$/.test(value) || arbitrary.test(value)
const isSize = (value: string) => tshirtSize.test(value)

const spacing = ['px', isLength]
const sizing = ['auto', 'full', 'screen', 'min', 'max', 'fit', 'dvh', 'svh', 'lvh', 'dvw', 'svw', 'lvw', ...spacing]

/**
 * tailwind-merge with the class groups this site's components set and override, so a class
 * passed in `className` replaces the base class of the same kind (`h-12` after `h-11` leaves
 * `h-12`). Classes outside these groups are joined as they are, without merging. The full
 * default configuration costs every first page load about 8 KB gzip; this one about 2.5 KB.
 */
const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'contents', 'hidden', 'table'],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    overflow: [{ overflow: ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
    'align-items': [{ items: ['start', 'end', 'center', 'baseline', 'stretch'] }],
    'justify-content': [{ justify: ['normal', 'start', 'end', 'center', 'between', 'around', 'evenly', 'stretch'] }],
    gap: [{ gap: spacing }],
    'gap-x': [{ 'gap-x': spacing }],
    'gap-y': [{ 'gap-y': spacing }],
    p: [{ p: spacing }],
    px: [{ px: spacing }],
    py: [{ py: spacing }],
    pt: [{ pt: spacing }],
    pr: [{ pr: spacing }],
    pb: [{ pb: spacing }],
    pl: [{ pl: spacing }],
    m: [{ m: ['auto', ...spacing] }],
    mx: [{ mx: ['auto', ...spacing] }],
    my: [{ my: ['auto', ...spacing] }],
    mt: [{ mt: ['auto', ...spacing] }],
    mr: [{ mr: ['auto', ...spacing] }],
    mb: [{ mb: ['auto', ...spacing] }],
    ml: [{ ml: ['auto', ...spacing] }],
    size: [{ size: sizing }],
    w: [{ w: sizing }],
    h: [{ h: sizing }],
    'min-w': [{ 'min-w': sizing }],
    'min-h': [{ 'min-h': sizing }],
    'max-w': [{ 'max-w': ['none', 'prose', isSize, ...sizing] }],
    'max-h': [{ 'max-h': ['none', ...sizing] }],
    'font-size': [{ text: ['base', isSize, (value: string) => /^\[\d/.test(value)] }],
    'font-weight': [{ font: ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'] }],
    leading: [{ leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose', isLength] }],
    tracking: [{ tracking: ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest', (value: string) => arbitrary.test(value)] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-color': [{ text: [isColor] }],
    'bg-color': [{ bg: [isColor] }],
    'border-w': [{ border: ['', isNumber] }],
    'border-color': [{ border: [isColor] }],
    rounded: [{ rounded: ['', 'none', 'full', isSize] }],
    shadow: [{ shadow: ['', 'none', 'card', isSize] }],
    opacity: [{ opacity: [isNumber] }],
  },
  conflictingClassGroups: {
    gap: ['gap-x', 'gap-y'],
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    'font-size': ['leading'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: ['before', 'after', 'placeholder', 'file', 'marker', 'selection', '*', '**'],
}))

/** Joins class names like clsx; of two conflicting Tailwind classes the later one wins. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}
