import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { resourceCategoryList } from '~/domain/resource-choices'
import { categoryCover, isResourceCategory, isSecurityBadge, resourceDownloadPath, toLibraryResource, type PublicResourceRow } from './resources'

const row: PublicResourceRow = {
  id: '9b2f3c1e-4d5a-4b6c-8d7e-0f1a2b3c4d5e',
  title: 'Tax Season Readiness Checklist',
  description: 'What to gather before January.',
  category: 'Tax Planning',
  author: 'Ledgerline',
  published_on: '2025-08-04',
  cover_image_url: null,
  cover_image_alt: '',
  membership_required: false,
  file_name: 'checklist.pdf',
  external_url: null,
  security_hub_badge: null,
  is_example: true,
}

describe('a resource as its card shows it', () => {
  it('downloads a stored file through this site, never naming its object', () => {
    const card = toLibraryResource(row)!
    expect(card.download).toEqual({ kind: 'file', href: `/resources/${row.id}/download` })
    expect(resourceDownloadPath(row.id)).toBe(`/resources/${row.id}/download`)
    expect(card).toMatchObject({ date: '2025-08-04', membershipRequired: false, securityBadge: null, isExample: true })
  })

  it('links to a page elsewhere, or offers nothing when members only', () => {
    expect(toLibraryResource({ ...row, file_name: null, external_url: 'https://example.com/guide' })!.download).toEqual({ kind: 'link', href: 'https://example.com/guide' })
    expect(toLibraryResource({ ...row, membership_required: true })!.download).toBeNull()
    expect(toLibraryResource({ ...row, file_name: null })!.download).toBeNull()
  })

  it('shows its category\'s cover when it has none of its own, and its own otherwise', () => {
    expect(toLibraryResource(row)!.image).toBe(categoryCover('Tax Planning'))
    expect(toLibraryResource({ ...row, cover_image_url: '/images/own.png' })!.image).toBe('/images/own.png')
  })

  it('keeps a Security Hub badge it knows and drops one it does not', () => {
    expect(toLibraryResource({ ...row, security_hub_badge: 'Security Guide' })!.securityBadge).toBe('Security Guide')
    expect(toLibraryResource({ ...row, security_hub_badge: 'Gold Star' })!.securityBadge).toBeNull()
  })

  it('has no card for a category the site does not know', () => {
    expect(toLibraryResource({ ...row, category: 'Astrology' })).toBeNull()
    expect(isResourceCategory('Technology')).toBe(true)
    expect(isSecurityBadge(null)).toBe(false)
  })

  it('gives every category a cover that exists in public/', () => {
    for (const category of resourceCategoryList) expect(existsSync(join(import.meta.dirname, '../../public', categoryCover(category))), category).toBe(true)
  })
})
