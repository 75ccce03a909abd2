/**
 * What an admin list's server function takes, `{ page, pageSize, sort, filters }`, checked
 * with valibot from the list's spec (admin-lists.ts), and what it answers: one page of rows
 * with the total that match. A bad value is refused with 400 naming it (`filters.status: ...`).
 */
import * as v from 'valibot'
import { ADMIN_PAGE_SIZE, searchTextLimit, type FilterSpec, type ListSpec } from './admin-lists'

type FilterValue<F extends FilterSpec> = F extends readonly (infer V)[] ? V : string
type SortOf<S extends ListSpec> = S['sorts'] extends readonly string[] ? S['sorts'][number] : never

/** The list's filters as the server reads them: text is '' when not given. */
export type ListFilters<S extends ListSpec> = {
  [K in keyof S['filters']]: S['filters'][K] extends 'text' ? string : FilterValue<S['filters'][K]> | undefined
}

export interface ListInput<S extends ListSpec> {
  page: number
  pageSize: number
  sort: SortOf<S>
  filters: ListFilters<S>
}

/** What the browser asks a list for (the server fills in the defaults). */
export interface ListCall<S extends ListSpec> {
  page?: number
  pageSize?: number
  sort?: SortOf<S>
  filters: Partial<Record<keyof S['filters'], string>>
}

/** One page of a list: its rows, how many match in all, and what else the list shows with them. */
export interface ListPage<Row, Extra = undefined> {
  rows: Row[]
  total: number
  page: number
  pageSize: number
  extra: Extra
}

const MAX_PAGE_SIZE = 100

function filterSchema(name: string, filter: FilterSpec) {
  if (filter === 'text') {
    return v.optional(
      v.pipe(v.string('must be text'), v.trim(), v.maxLength(searchTextLimit, `must be at most ${searchTextLimit} characters`)),
      '',
    )
  }
  return v.optional(v.picklist(filter as readonly [string, ...string[]], `is not a known ${name}`))
}

/** The filters alone, as a schema (the audit trail's keyset pages take them without a page number). */
export function listFiltersSchema<S extends ListSpec>(spec: S): v.GenericSchema<unknown, ListFilters<S>> {
  const entries = Object.fromEntries(Object.entries(spec.filters).map(([name, filter]) => [name, filterSchema(name, filter)]))
  return v.optional(v.object(entries), {}) as unknown as v.GenericSchema<unknown, ListFilters<S>>
}

/** `{ page, pageSize, sort, filters }` for this list, with `scope` entries (an event's id) when the list belongs to a record. */
export function listInputSchema<S extends ListSpec, E extends v.ObjectEntries = Record<never, never>>(spec: S, scope?: E) {
  const whole = v.pipe(v.number('must be a whole number'), v.integer('must be a whole number'))
  const sorts = spec.sorts as readonly [string, ...string[]] | undefined
  // A call without input asks for the first page of the whole list.
  return v.optional(v.object({
    ...(scope ?? ({} as E)),
    page: v.optional(v.pipe(whole, v.minValue(1, 'must be 1 or more')), 1),
    pageSize: v.optional(v.pipe(whole, v.minValue(1, 'must be 1 or more'), v.maxValue(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)), ADMIN_PAGE_SIZE),
    sort: sorts ? v.optional(v.picklist(sorts, 'is not an order this list offers'), sorts[0]) : v.optional(v.undefined()),
    filters: listFiltersSchema(spec),
  }), {} as never) as unknown as v.GenericSchema<unknown, ListInput<S> & v.InferOutput<v.ObjectSchema<E, undefined>>>
}
