/**
 * The admin lists' addresses: each list's filters and sorts, and the one parser that reads
 * them from the address (`validateSearch`), so a filtered, sorted page of a list is a link
 * that survives a reload. Route options run in every page's first script, so this module is
 * plain data and a few lines of code (no schema library); the server checks the same
 * filters again with valibot (record-list-input.ts).
 */
import { auditActions, auditKinds } from '~/domain/audit'
import {
  applicationStatuses,
  claimStatuses,
  eventStatuses,
  registrationStatuses,
  resourceStatuses,
} from '~/domain/statuses'
import { contentStatuses, faqPlaces, type ContentTable } from '~/domain/site-content'

/** A filter: free text, or one value of a list. */
export type FilterSpec = 'text' | readonly string[]

export interface ListSpec {
  filters: Readonly<Record<string, FilterSpec>>
  /** The orders a list offers; the first is its default. None: the list has one order. */
  sorts?: readonly [string, ...string[]]
}

/** The admin lists' search box (not stored, so not in app/domain's limits: those would then be in every page's first script). */
export const searchTextLimit = 200

/** How many rows a page of an admin list shows. */
export const ADMIN_PAGE_SIZE = 25

export const adminLists = {
  experts: { filters: { search: 'text', status: ['active', 'inactive'] }, sorts: ['name', 'updated'] },
  events: { filters: { search: 'text', status: eventStatuses }, sorts: ['date', 'title'] },
  resources: { filters: { search: 'text', status: resourceStatuses }, sorts: ['library', 'newest', 'title'] },
  applications: { filters: { status: applicationStatuses, search: 'text' }, sorts: ['newest', 'oldest'] },
  claims: { filters: { status: claimStatuses, search: 'text' }, sorts: ['newest', 'oldest'] },
  registrations: { filters: { status: registrationStatuses, search: 'text' }, sorts: ['registered', 'name'] },
  audit: { filters: { who: 'text', kind: auditKinds, action: auditActions } },
  /** Every kind of /admin/content (the kind itself is the page's section, `?kind=`); `place`, the FAQ's page of the site. */
  content: { filters: { search: 'text', status: contentStatuses, place: faqPlaces } },
} as const satisfies Record<string, ListSpec>

type FilterValue<F extends FilterSpec> = F extends readonly (infer V)[] ? V : string

/** What a list's address may say: its filters, its order, its page, and the record open in the dialog. */
export type ListSearch<S extends ListSpec> = { [K in keyof S['filters']]?: FilterValue<S['filters'][K]> } & {
  sort?: S['sorts'] extends readonly string[] ? S['sorts'][number] : never
  page?: number
  /** A record's id, or 'new' for the form that adds one. */
  open?: string
}

const recordId = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|new)$/i

/**
 * The list's `validateSearch`: keeps what is valid and not the default (an unknown status, a
 * page that is no number, the default order are dropped), so the address stays short and
 * `/admin/claims` means the whole list.
 */
export function listSearch<S extends ListSpec>(spec: S) {
  return (raw: Record<string, unknown>): ListSearch<S> => {
    const search: Record<string, unknown> = {}
    for (const [name, filter] of Object.entries(spec.filters)) {
      const value = raw[name]
      if (typeof value !== 'string' || value.trim() === '') continue
      if (filter === 'text') search[name] = value.slice(0, searchTextLimit)
      else if (filter.includes(value)) search[name] = value
    }
    if (typeof raw.sort === 'string' && spec.sorts?.includes(raw.sort) && raw.sort !== spec.sorts[0]) search.sort = raw.sort
    const page = Number(raw.page)
    if (Number.isInteger(page) && page > 1) search.page = page
    if (typeof raw.open === 'string' && recordId.test(raw.open)) search.open = raw.open
    return search as ListSearch<S>
  }
}

/** The list's filters as the server takes them, from the address. */
export function filtersOf<S extends ListSpec>(spec: S, search: ListSearch<S>): Partial<Record<keyof S['filters'], string>> {
  const values = search as Record<string, unknown>
  return Object.fromEntries(Object.keys(spec.filters).flatMap((name) => (values[name] ? [[name, values[name]]] : []))) as Partial<
    Record<keyof S['filters'], string>
  >
}

/** The sections of /admin/content, as the address names them (`?kind=faq`), and each one's table. */
export const contentSections = {
  faq: 'faq_entries',
  testimonials: 'testimonials',
  perks: 'perks',
  speakers: 'speakers',
  agenda: 'agenda_sessions',
} as const satisfies Record<string, ContentTable>
export type ContentSection = keyof typeof contentSections

/** /admin/content's address: the list's (listSearch) and the section (FAQ when none or unknown); a page of the site (`place`) narrows the FAQ alone. */
export function contentSearch(raw: Record<string, unknown>): ListSearch<typeof adminLists.content> & { kind?: ContentSection } {
  const { place, ...search } = listSearch(adminLists.content)(raw)
  const kind = typeof raw.kind === 'string' && raw.kind !== 'faq' && Object.hasOwn(contentSections, raw.kind) ? (raw.kind as ContentSection) : undefined
  return kind ? { ...search, kind } : { ...search, ...(place ? { place } : {}) }
}
