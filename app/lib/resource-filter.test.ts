import { describe, expect, it } from 'vitest'
import { ALL_CATEGORIES, clearResourceFilters, defaultResourceFilters, filterResources, resourceCategories } from './resource-filter'

const items = [
  { id: 'a', title: 'Tax Season Checklist', description: 'Deadlines and forms.', category: 'Tax', membershipRequired: false },
  { id: 'b', title: 'Audit Planning Toolkit', description: 'Risk assessment TEMPLATES.', category: 'Audit', membershipRequired: true },
  { id: 'c', title: 'Pricing Advisory Work', description: 'Value pricing for tax clients.', category: 'Advisory', membershipRequired: true },
  { id: 'd', title: 'Cloud Stack Guide', description: 'Choosing software.', category: 'Technology', membershipRequired: false },
]

const ids = (list: readonly { id: string }[]) => list.map((item) => item.id)

describe('filterResources', () => {
  it('returns everything with the default filters', () => {
    expect(ids(filterResources(items, defaultResourceFilters))).toEqual(['a', 'b', 'c', 'd'])
  })
  it('searches title or description, case-insensitively', () => {
    expect(ids(filterResources(items, { ...defaultResourceFilters, query: 'TAX' }))).toEqual(['a', 'c'])
    expect(ids(filterResources(items, { ...defaultResourceFilters, query: 'templates' }))).toEqual(['b'])
    expect(ids(filterResources(items, { ...defaultResourceFilters, query: '  cloud ' }))).toEqual(['d'])
  })
  it('does not search the category or other fields', () => {
    expect(ids(filterResources(items, { ...defaultResourceFilters, query: 'Technology' }))).toEqual([])
  })
  it('combines search with the category', () => {
    expect(ids(filterResources(items, { ...defaultResourceFilters, query: 'tax', category: 'Advisory' }))).toEqual(['c'])
    expect(ids(filterResources(items, { ...defaultResourceFilters, category: 'Audit' }))).toEqual(['b'])
  })
  it('splits Free and Premium by membershipRequired', () => {
    expect(ids(filterResources(items, { ...defaultResourceFilters, access: 'free' }))).toEqual(['a', 'd'])
    expect(ids(filterResources(items, { ...defaultResourceFilters, access: 'premium' }))).toEqual(['b', 'c'])
  })
  it('can come up empty', () => {
    expect(filterResources(items, { query: 'cloud', category: 'Tax', access: 'all' })).toEqual([])
  })
})

describe('resourceCategories and clearResourceFilters', () => {
  it('lists All then each category once in first-seen order', () => {
    expect(resourceCategories([...items, items[0]!])).toEqual([ALL_CATEGORIES, 'Tax', 'Audit', 'Advisory', 'Technology'])
  })
  it('resets the category and search, and keeps the tab', () => {
    expect(clearResourceFilters({ query: 'x', category: 'Tax', access: 'premium' })).toEqual({ query: '', category: ALL_CATEGORIES, access: 'premium' })
  })
})
