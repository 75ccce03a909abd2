/**
 * The resource library's records: the row admins edit, the columns the public pages read,
 * and the card a visitor sees (its cover, and what 'Download Now' does).
 */
import { resourceCategoryList, securityBadges, type ResourceCategory, type SecurityBadge } from '~/domain/resource-choices'
import type { Tables } from './database.types'

const cover: Record<ResourceCategory, string> = {
  'Tax Planning': '/images/resources/tax-planning.svg',
  'Audit & Assurance': '/images/resources/audit-assurance.svg',
  'Practice Management': '/images/resources/practice-management.svg',
  Technology: '/images/resources/technology.svg',
  'Advisory Services': '/images/resources/advisory-services.svg',
}

/** The cover a resource shows when it has no image of its own. */
export function categoryCover(category: ResourceCategory): string {
  return cover[category]
}

export function isResourceCategory(value: string): value is ResourceCategory {
  return (resourceCategoryList as readonly string[]).includes(value)
}

/** The Security Hub's cards are resources of the library with one of these badges. */
export function isSecurityBadge(value: string | null): value is SecurityBadge {
  return (securityBadges as readonly (string | null)[]).includes(value)
}

/** A full row of the resources table, as admins see it (generated from the migrations). */
export type ResourceRow = Tables<'resources'>

/** Where a published resource shows: the library (/resources) or the Security Hub's cards. */
export const resourceCollections = ['library', 'security-hub'] as const
export type ResourceCollection = (typeof resourceCollections)[number]

/** The columns the public pages read: never the file's object name. */
export const PUBLIC_RESOURCE_COLUMNS =
  'id, title, description, category, author, published_on, cover_image_url, cover_image_alt, membership_required, file_name, external_url, security_hub_badge, is_example'

export type PublicResourceRow = Pick<
  ResourceRow,
  | 'id'
  | 'title'
  | 'description'
  | 'category'
  | 'author'
  | 'published_on'
  | 'cover_image_url'
  | 'cover_image_alt'
  | 'membership_required'
  | 'file_name'
  | 'external_url'
  | 'security_hub_badge'
  | 'is_example'
>

/** 'Download Now': the stored file through this site, or the resource's page elsewhere (a new tab). */
export type ResourceDownload = { kind: 'file'; href: string } | { kind: 'link'; href: string }

/** A resource as its card shows it. */
export interface LibraryResource {
  id: string
  title: string
  description: string
  category: ResourceCategory
  author: string
  /** ISO date (YYYY-MM-DD). */
  date: string
  image: string
  /** Empty when the cover only decorates the card. */
  imageAlt: string
  membershipRequired: boolean
  /** Null for members-only resources: they show the lock and 'Upgrade to Access'. */
  download: ResourceDownload | null
  securityBadge: SecurityBadge | null
  /** A sample seeded by the migration, marked Example until staff save it. */
  isExample: boolean
}

/** Where a stored file is downloaded from: this site streams it (see resource-downloads.server.ts). */
export function resourceDownloadPath(id: string): string {
  return `/resources/${id}/download`
}

function downloadOf(row: PublicResourceRow): ResourceDownload | null {
  if (row.membership_required) return null
  if (row.file_name) return { kind: 'file', href: resourceDownloadPath(row.id) }
  if (row.external_url) return { kind: 'link', href: row.external_url }
  return null
}

/** The card of a row; null for a category the site does not know (the database allows none). */
export function toLibraryResource(row: PublicResourceRow): LibraryResource | null {
  if (!isResourceCategory(row.category)) return null
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    author: row.author,
    date: row.published_on,
    image: row.cover_image_url || categoryCover(row.category),
    imageAlt: row.cover_image_alt,
    membershipRequired: row.membership_required,
    download: downloadOf(row),
    securityBadge: isSecurityBadge(row.security_hub_badge) ? row.security_hub_badge : null,
    isExample: row.is_example,
  }
}
