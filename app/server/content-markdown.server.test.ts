import { describe, expect, it } from 'vitest'
import { contentMarkdownText, renderContentMarkdown } from './content-markdown.server'

describe('renderContentMarkdown', () => {
  it('renders paragraphs, bold, italic and lists', () => {
    expect(renderContentMarkdown('One **bold** and *italic*.\n\nTwo')).toBe('<p>One <strong>bold</strong> and <em>italic</em>.</p>\n<p>Two</p>')
    expect(renderContentMarkdown('- a\n- b')).toBe('<ul>\n<li>a</li>\n<li>b</li>\n</ul>')
    expect(renderContentMarkdown('1. a\n2. b')).toBe('<ol>\n<li>a</li>\n<li>b</li>\n</ol>')
  })

  it('writes a stored script and an onerror image as inert text', () => {
    const html = renderContentMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>')
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>&lt;img src=x onerror=alert(1)&gt;</p>')
    expect(html).not.toMatch(/<script|<img/i)
    expect(renderContentMarkdown('Hi <b onclick="x()">there</b>')).toBe('<p>Hi &lt;b onclick=&quot;x()&quot;&gt;there&lt;/b&gt;</p>')
  })

  it('makes no link of a javascript:, data: or vbscript: address', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:x', '//evil.example.com']) {
      const html = renderContentMarkdown(`[click](${href})`)
      expect(html, href).not.toContain('<a')
      expect(html, href).toContain('click')
    }
  })

  it('opens a link to another site in a new tab, as the site’s outbound links do', () => {
    expect(renderContentMarkdown('[Guide](https://example.com/guide)')).toBe(
      '<p><a href="https://example.com/guide" target="_blank" rel="noopener noreferrer">Guide<span class="sr-only"> (opens in a new tab)</span></a></p>',
    )
  })

  it('keeps a link to a page of this site in the same tab', () => {
    expect(renderContentMarkdown('See [membership](/membership).')).toBe('<p>See <a href="/membership">membership</a>.</p>')
    expect(renderContentMarkdown('[Write](mailto:hello@community.example.com)')).toBe('<p><a href="mailto:hello@community.example.com">Write</a></p>')
  })

  it('renders no headings, images, code, quotes, tables or rules', () => {
    const html = renderContentMarkdown('# Title\n\n![alt](https://example.com/a.png)\n\n`code`\n\n    indented\n\n> quote\n\n---\n\n| a | b |\n|---|---|\n| 1 | 2 |')
    expect(html).not.toMatch(/<(h\d|img|code|pre|blockquote|hr|table)\b/)
    expect(html).toContain('# Title')
  })
})

describe('contentMarkdownText', () => {
  it('is the words without markup, paragraphs joined by a space', () => {
    expect(contentMarkdownText('One **bold** [link](https://example.com).\n\n- a\n- b')).toBe('One bold link. a b')
    expect(contentMarkdownText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>')
    expect(contentMarkdownText('  ')).toBe('')
  })
})
