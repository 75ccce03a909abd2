import { describe, expect, it } from 'vitest'
import { mailMessageId, mailParts } from './mail-layout'

describe('the layout of a mail', () => {
  const parts = mailParts([
    { type: 'heading', text: 'Hello <Ana>' },
    { type: 'paragraph', text: 'A & B "quoted"' },
    { type: 'fields', rows: [['Name', '<script>alert(1)</script>']] },
    { type: 'list', items: ['first <i>', 'second'] },
    { type: 'link', label: 'Open <it>', href: 'https://community.example.com/x?a=1&b=2' },
  ])

  it('writes every block in order in the text part, as typed', () => {
    expect(parts.text).toBe(
      'Hello <Ana>\n\nA & B "quoted"\n\nName: <script>alert(1)</script>\n\n- first <i>\n- second\n\nOpen <it>: https://community.example.com/x?a=1&b=2\n',
    )
  })

  it('escapes every string in the HTML part', () => {
    expect(parts.html).toContain('<h1 style="font-size:18px">Hello &lt;Ana&gt;</h1>')
    expect(parts.html).toContain('<p>A &amp; B &quot;quoted&quot;</p>')
    expect(parts.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(parts.html).toContain('<li>first &lt;i&gt;</li>')
    expect(parts.html).toContain('<a href="https://community.example.com/x?a=1&amp;b=2">Open &lt;it&gt;</a>')
    expect(parts.html).not.toMatch(/<script|<i>|<it>/)
    expect(parts.html.startsWith('<!doctype html><html lang="en"><body>')).toBe(true)
  })

  it('gives a mail the Message-ID of its outbox row at the site’s host', () => {
    expect(mailMessageId('7d000000-0000-4000-8000-000000000001', 'https://community.example.com')).toBe('<notice-7d000000-0000-4000-8000-000000000001@community.example.com>')
  })
})
