import type { AnyRouteMatch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { pageHead } from './site'

const site = { name: 'Ledgerline Community', url: 'https://community.example.com' }
const context = (pathname: string) => ({
  matches: [{ loaderData: { site } } as unknown as AnyRouteMatch],
  match: { pathname } as unknown as AnyRouteMatch,
})
const meta = (head: ReturnType<typeof pageHead>, key: string) =>
  (head.meta as Array<Record<string, string>> | undefined)?.find((entry) => entry.name === key || entry.property === key)?.content

describe('a page\'s head', () => {
  it('titles the page after the site, with its description, canonical link and sharing tags', () => {
    const head = pageHead(context('/about/'), { title: 'About', description: 'Who we are.' })
    expect(head.meta?.[0]).toEqual({ title: 'About | Ledgerline Community' })
    expect(meta(head, 'description')).toBe('Who we are.')
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://community.example.com/about' }])
    expect(meta(head, 'og:url')).toBe('https://community.example.com/about')
    expect(meta(head, 'og:image')).toBe('https://community.example.com/og-image.png')
    expect(meta(head, 'robots')).toBeUndefined()
  })

  it('keeps a variant page out of search results and names its main page as canonical', () => {
    const head = pageHead(context('/membership_v2'), { title: 'Membership', description: 'Plans.' })
    expect(meta(head, 'robots')).toBe('noindex')
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://community.example.com/membership' }])
  })

  it('keeps admin pages out entirely, lets the home page carry the site name alone, and says nothing without meta', () => {
    expect(meta(pageHead(context('/admin'), { title: 'Admin', description: 'Staff.', noindex: true }), 'robots')).toBe('noindex, nofollow')
    expect(pageHead(context('/'), { title: 'Ledgerline Community', description: 'Home.' }).meta?.[0]).toEqual({ title: 'Ledgerline Community' })
    expect(pageHead(context('/'), undefined)).toEqual({})
  })
})
