/**
 * The Markdown subset staff type in FAQ answers, perk descriptions and speaker abstracts
 * (docs/decisions/041-content-markdown-rendered-on-the-server.md): paragraphs, bold, italic,
 * lists and links, rendered to HTML here on the server with markdown-it, raw HTML off. Pages
 * receive the HTML string only; the library never reaches a browser (a `.server` module).
 *
 * Whatever is stored, no markup of the author's reaches a page: `<script>` and `<img onerror>`
 * are written as text, and a link whose address is not http(s), mailto or a path on this site
 * stays its text. A link to another site opens as the site's other outbound links do
 * (app/components/layout/external-link.tsx): a new tab, `noopener noreferrer`, and the
 * screen-reader note.
 */
import MarkdownIt, { type MarkdownIt as Renderer } from 'markdown-it'

/** The screen-reader note of an outbound link, as ExternalLink writes it. */
const NEW_TAB_NOTE = ' (opens in a new tab)'

/** http(s) and mailto addresses, and paths or fragments of this site; nothing else is a link. */
const ALLOWED_LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*|#[^\s]*)$/i

function createRenderer(): Renderer {
  // 'zero' enables nothing but paragraphs and text; the subset is added rule by rule.
  const md = new MarkdownIt('zero', { html: false, linkify: false, typographer: false, breaks: false })
  md.enable(['list', 'emphasis', 'link', 'escape', 'entity', 'newline'])
  md.validateLink = (url) => ALLOWED_LINK.test(url.trim())

  const renderToken = md.renderer.renderToken.bind(md.renderer)
  md.renderer.rules.link_open = (tokens, index, options) => {
    const token = tokens[index]!
    const href = String(token.attrGet('href') ?? '')
    if (/^https?:\/\//i.test(href)) {
      token.attrSet('target', '_blank')
      token.attrSet('rel', 'noopener noreferrer')
      token.meta = { ...(token.meta as object | null), external: true }
    }
    return renderToken(tokens, index, options)
  }
  md.renderer.rules.link_close = (tokens, index, options) => {
    const open = [...tokens.slice(0, index)].reverse().find((token) => token.type === 'link_open')
    const note = (open?.meta as { external?: boolean } | null)?.external ? `<span class="sr-only">${NEW_TAB_NOTE}</span>` : ''
    return note + renderToken(tokens, index, options)
  }
  return md
}

let renderer: Renderer | undefined

/** The stored Markdown as HTML (trimmed); an empty text is an empty string. */
export function renderContentMarkdown(markdown: string): string {
  if (markdown.trim() === '') return ''
  renderer ??= createRenderer()
  return renderer.render(markdown).trim()
}

/** The stored Markdown as plain text (for FAQ structured data and search): the words, without markup. */
export function contentMarkdownText(markdown: string): string {
  if (markdown.trim() === '') return ''
  renderer ??= createRenderer()
  const blocks: string[] = []
  for (const token of renderer.parse(markdown, {})) {
    if (token.type !== 'inline') continue
    const text = (token.children ?? [])
      .map((child: { type: string; content: string }) => (child.type === 'text' ? child.content : child.type === 'softbreak' || child.type === 'hardbreak' ? ' ' : ''))
      .join('')
      .trim()
    if (text) blocks.push(text)
  }
  return blocks.join(' ').replace(/\s+/g, ' ')
}
