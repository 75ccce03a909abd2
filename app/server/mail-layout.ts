/**
 * How every e-mail of the site is written: a list of blocks (a heading, paragraphs, a table of
 * fields, links, a list) becomes a plain-text part and an HTML part rendered by React on the
 * server, which escapes every string it is given, so whatever a visitor or staff member typed
 * reaches the mail as text, never as markup.
 *
 * Plain TypeScript without JSX and with relative imports only: the production server's mail
 * worker (scripts/server) loads it directly.
 */
import { createElement as h, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

export type MailBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'fields'; rows: readonly (readonly [label: string, value: string])[] }
  | { type: 'link'; label: string; href: string }
  | { type: 'list'; items: readonly string[] }

export interface MailParts {
  text: string
  html: string
}

function textOf(block: MailBlock): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return block.text
    case 'fields':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n')
    case 'link':
      return `${block.label}: ${block.href}`
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n')
  }
}

const cell = { padding: '4px 12px 4px 0', verticalAlign: 'top' }

function htmlOf(block: MailBlock, key: number): ReactNode {
  switch (block.type) {
    case 'heading':
      return h('h1', { key, style: { fontSize: '18px' } }, block.text)
    case 'paragraph':
      return h('p', { key }, block.text)
    case 'fields':
      return h(
        'table',
        { key, role: 'presentation', style: { borderCollapse: 'collapse' } },
        h(
          'tbody',
          null,
          ...block.rows.map(([label, value]) =>
            h('tr', { key: label }, h('th', { style: { ...cell, textAlign: 'left' } }, label), h('td', { style: cell }, value)),
          ),
        ),
      )
    case 'link':
      return h('p', { key }, h('a', { href: block.href }, block.label))
    case 'list':
      return h('ul', { key }, ...block.items.map((item, index) => h('li', { key: index }, item)))
  }
}

/** The text and HTML parts of a mail made of `blocks`, in that order. */
export function mailParts(blocks: readonly MailBlock[]): MailParts {
  const body = h('div', { style: { fontFamily: 'Arial, sans-serif', fontSize: '15px', color: '#111827' } }, ...blocks.map(htmlOf))
  return {
    text: `${blocks.map(textOf).join('\n\n')}\n`,
    html: `<!doctype html><html lang="en"><body>${renderToStaticMarkup(body)}</body></html>`,
  }
}

/** A mail's Message-ID: its outbox row's own, so a repeated send is the same message. */
export function mailMessageId(id: string, siteUrl: string): string {
  return `<notice-${id}@${new URL(siteUrl).hostname}>`
}

/** A detail as the database queued it, as text (absent: empty). */
export const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value))
