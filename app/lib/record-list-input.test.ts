import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { searchTextLimit } from '~/lib/admin-lists'
import { ADMIN_PAGE_SIZE, adminLists } from './admin-lists'
import { listFiltersSchema, listInputSchema } from './record-list-input'

describe("an admin list's server input", () => {
  const applications = listInputSchema(adminLists.applications)

  it('asks for the first page of the whole list, in the default order, when nothing is given', () => {
    expect(v.parse(applications, undefined)).toEqual({ page: 1, pageSize: ADMIN_PAGE_SIZE, sort: 'newest', filters: { search: '' } })
  })

  it('takes a page, a page size, an order and filters, trimming the search', () => {
    expect(v.parse(applications, { page: 4, pageSize: 10, sort: 'oldest', filters: { status: 'new', search: ' ref ' } })).toEqual({
      page: 4,
      pageSize: 10,
      sort: 'oldest',
      filters: { status: 'new', search: 'ref' },
    })
  })

  it('refuses a page below 1, a fraction, a page size above 100, an unknown order or status, a long search', () => {
    const message = (input: unknown) => v.safeParse(applications, input).issues?.[0]?.message
    expect(message({ page: 0 })).toBe('must be 1 or more')
    expect(message({ page: 1.5 })).toBe('must be a whole number')
    expect(message({ pageSize: 101 })).toBe('must be at most 100')
    expect(message({ sort: 'name' })).toBe('is not an order this list offers')
    expect(message({ filters: { status: 'lost' } })).toBe('is not a known status')
    expect(message({ filters: { search: 'x'.repeat(searchTextLimit + 1) } })).toBe(`must be at most ${searchTextLimit} characters`)
  })

  it('carries the scope of a list that belongs to a record', () => {
    const registrations = listInputSchema(adminLists.registrations, { eventId: v.string() })
    expect(v.parse(registrations, { eventId: 'e1' })).toMatchObject({ eventId: 'e1', page: 1, sort: 'registered' })
  })

  it('reads filters alone for the keyset-paged audit trail', () => {
    expect(v.parse(listFiltersSchema(adminLists.audit), undefined)).toEqual({ who: '' })
  })
})
