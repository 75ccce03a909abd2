import { describe, expect, it } from 'vitest'
import { searchTextLimit } from '~/lib/admin-lists'
import { adminLists, contentSearch, contentSections, filtersOf, listSearch } from './admin-lists'

describe('an admin list in the address', () => {
  const claims = listSearch(adminLists.claims)

  it('keeps a known status, a search, a non-default order, a page and a record to open', () => {
    const id = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f'
    expect(claims({ status: 'new', search: ' ann ', sort: 'oldest', page: '3', open: id })).toEqual({
      status: 'new',
      search: ' ann ',
      sort: 'oldest',
      page: 3,
      open: id,
    })
    expect(claims({ open: 'new' })).toEqual({ open: 'new' })
  })

  it('drops what is unknown or the default, so /admin/claims means the whole list', () => {
    expect(claims({ status: 'lost', sort: 'newest', page: '1', open: 'x' })).toEqual({})
    expect(claims({ page: 'two', search: '   ' })).toEqual({})
    expect(claims({ page: 2.5 })).toEqual({})
  })

  it('cuts a search to the longest one the server takes', () => {
    expect(claims({ search: 'x'.repeat(searchTextLimit + 5) }).search).toHaveLength(searchTextLimit)
  })

  it('gives the server only the filters, without order, page or open record', () => {
    expect(filtersOf(adminLists.claims, { status: 'new', sort: 'oldest', page: 2, open: 'new' })).toEqual({ status: 'new' })
    expect(filtersOf(adminLists.audit, { who: 'ann', kind: 'experts' })).toEqual({ who: 'ann', kind: 'experts' })
  })
})

describe("/admin/content's address", () => {
  it('keeps a known section beside the list, FAQ being the default', () => {
    expect(contentSearch({ kind: 'speakers', search: 'maya', status: 'draft' })).toEqual({ kind: 'speakers', search: 'maya', status: 'draft' })
    expect(contentSearch({ kind: 'faq' })).toEqual({})
    expect(contentSearch({ kind: 'pages' })).toEqual({})
    expect(contentSearch({ kind: ['agenda'] })).toEqual({})
  })

  it('narrows the FAQ alone to a known page of the site', () => {
    expect(contentSearch({ place: 'securityhub', status: 'draft' })).toEqual({ place: 'securityhub', status: 'draft' })
    expect(contentSearch({ kind: 'faq', place: 'home' })).toEqual({ place: 'home' })
    expect(contentSearch({ place: 'pricing' })).toEqual({})
    expect(contentSearch({ kind: 'testimonials', place: 'membership' })).toEqual({ kind: 'testimonials' })
  })

  it('names each section a content table', () => {
    expect(Object.values(contentSections)).toEqual(['faq_entries', 'testimonials', 'perks', 'speakers', 'agenda_sessions'])
  })
})
