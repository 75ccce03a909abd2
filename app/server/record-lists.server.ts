/**
 * How the admin lists read the database: one page at a time, in SQL (PostgREST's `offset` and
 * `limit` with `Prefer: count=exact`, so the total comes with the page), searched with
 * `ilike` there, never whole tables read and filtered in JavaScript. Exports read every
 * matching row, a chunk at a time (PostgREST and Supabase cap one answer's rows).
 */
import { containsAny } from '~/lib/postgrest-search'
import { failWith, type DbError } from './db-failure'

interface Answer<Row> {
  data: Row[] | null
  error: DbError | null
  count: number | null
}

/** A PostgREST query, filtered and ordered, that can still be narrowed to a range of rows. */
export interface RangeQuery<Row> extends PromiseLike<Answer<Row>> {
  range(from: number, to: number): PromiseLike<Answer<Row>>
}

/** The columns and direction of one of a list's orders, the last a unique column, so pages never overlap. */
export type Order = readonly [column: string, options: { ascending: boolean; nullsFirst?: boolean }]

/** Applies a list's order to a query. */
export function ordered<Q extends { order(column: string, options: Order[1]): Q }>(query: Q, orders: readonly Order[]): Q {
  return orders.reduce((next, [column, options]) => next.order(column, options), query)
}

/** Narrows a query to rows where any of `columns` contains `text` (any case); no text, no narrowing. */
export function searched<Q extends { or(filters: string): Q }>(query: Q, columns: readonly string[], text: string): Q {
  return text ? query.or(containsAny(columns, text)) : query
}

/**
 * One page of the query (made afresh by `query`, selected with `{ count: 'exact' }`) and how
 * many rows match in all. A page past the end (the list shrank since the address was made)
 * has no rows; the total tells the page where the last one is.
 */
export async function pageOf<Row>(
  query: () => RangeQuery<Row>,
  { page, pageSize }: { page: number; pageSize: number },
  failure: { event: string; message: string },
): Promise<{ rows: Row[]; total: number }> {
  const from = (page - 1) * pageSize
  const { data, error, count } = await query().range(from, from + pageSize - 1)
  if (error?.code === 'PGRST103') {
    // PostgREST refuses an offset past the last row (416): count them with a one-row page.
    const first = await query().range(0, 0)
    if (first.error) failWith(failure.event, first.error, 502, failure.message)
    return { rows: [], total: first.count ?? 0 }
  }
  if (error) failWith(failure.event, error, 502, failure.message)
  return { rows: data ?? [], total: count ?? 0 }
}

/** How many rows a `{ count: 'exact', head: true }` query matches. */
export async function countOf(query: PromiseLike<{ count: number | null; error: DbError | null }>, failure: { event: string; message: string }): Promise<number> {
  const { count, error } = await query
  if (error) failWith(failure.event, error, 502, failure.message)
  return count ?? 0
}

/** How many rows one answer of the data API holds at most (Supabase's default `max_rows`). */
export const CHUNK_ROWS = 1000

/** Every row of the query (made afresh by `query`, ordered by a unique column last), a chunk at a time. */
export async function everyRow<Row>(query: () => RangeQuery<Row>, failure: { event: string; message: string }): Promise<Row[]> {
  const rows: Row[] = []
  for (let from = 0; ; from += CHUNK_ROWS) {
    const { data, error } = await query().range(from, from + CHUNK_ROWS - 1)
    if (error) failWith(failure.event, error, 502, failure.message)
    rows.push(...(data ?? []))
    if ((data ?? []).length < CHUNK_ROWS) return rows
  }
}
