/** The admin lists' queries: a page of a list, keyed by its kind and by what the address asks for. */
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query'

/** The page the list asks for; the page on screen stays while the next one loads (typing in the search). */
export function listQuery<TInput, TPage>(root: QueryKey, input: TInput, fetch: (input: TInput) => Promise<TPage>) {
  return queryOptions({
    queryKey: [...root, 'list', input] as const,
    queryFn: () => fetch(input),
    placeholderData: keepPreviousData,
  })
}

/** One record by its id (a dialog the address opens for a record that is not on the page shown). */
export function recordQuery<TRow>(root: QueryKey, id: string, fetch: (id: string) => Promise<TRow>) {
  return queryOptions({ queryKey: [...root, 'one', id] as const, queryFn: () => fetch(id) })
}
