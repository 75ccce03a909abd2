import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DetailedBenefits } from '~/components/membership/detailed-benefits'
import { Spinner } from '~/components/ui/spinner'
import { Input } from '~/components/ui/input'
import { Textarea } from '~/components/ui/textarea'

/** The class lists of the rendered elements that carry `data-slot="<slot>"`. */
function classListsOf(html: string, slot: string) {
  const tags = html.matchAll(new RegExp(`<[^>]*data-slot="${slot}"[^>]*>`, 'g'))
  return [...tags].map((match) => match[0].match(/class="([^"]*)"/)![1]!.split(' '))
}

describe('a class passed by the caller replaces the base class of the same kind', () => {
  it('membership benefit tabs: wider padding, the active tab in primary with white text', () => {
    const html = renderToStaticMarkup(<DetailedBenefits />)
    const [list] = classListsOf(html, 'tabs-list')
    expect(list).toContain('bg-white')
    expect(list).not.toContain('bg-muted')
    const triggers = classListsOf(html, 'tabs-trigger')
    expect(triggers).toHaveLength(2)
    for (const trigger of triggers) {
      expect(trigger).toEqual(expect.arrayContaining(['px-5', 'data-[state=active]:bg-primary', 'data-[state=active]:text-white']))
      expect(trigger).not.toContain('px-4')
      expect(trigger).not.toContain('data-[state=active]:bg-white')
      expect(trigger).not.toContain('data-[state=active]:text-ink')
    }
  })

  it('the partnership application loading spinner keeps only its own vertical padding', () => {
    const [spinner] = classListsOf(renderToStaticMarkup(<Spinner label="Loading" className="py-40" />), 'spinner')
    expect(spinner).toContain('py-40')
    expect(spinner).not.toContain('py-10')
  })

  it('inputs and text areas take the height a caller sets', () => {
    const [input] = classListsOf(renderToStaticMarkup(<Input className="h-12 pl-11" />), 'input')
    expect(input).toEqual(expect.arrayContaining(['h-12', 'pl-11', 'px-3']))
    expect(input).not.toContain('h-11')
    const [textarea] = classListsOf(renderToStaticMarkup(<Textarea className="min-h-56" />), 'textarea')
    expect(textarea).toContain('min-h-56')
    expect(textarea).not.toContain('min-h-32')
  })
})
