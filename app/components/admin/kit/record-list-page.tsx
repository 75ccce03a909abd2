import * as React from 'react'
import { Link, useNavigate, useRouter, useRouterState, useSearch } from '@tanstack/react-router'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Loader2 } from 'lucide-react'
import { recordListCopy } from '~/content/admin'
import { ADMIN_PAGE_SIZE, filtersOf, listSearch, type ListSpec } from '~/lib/admin-lists'
import { useReportLoadFailure } from '~/queries/report-failure'
import { Button, buttonVariants } from '~/components/ui/button'
import { AdminPageHeader, type AdminPageSummary } from '../admin-page-header'
import { ConfirmDeleteDialog } from '../records/confirm-delete-dialog'
import { ListState } from '../records/list-state'
import { RecordTable } from '../records/record-table'
import { ListToolbar } from './list-toolbar'
import { RecordDialog } from './record-dialog'
import type { AnyListCall, KindContext, ListHistoryState, RecordKind } from './record-kind'

/** What the list view knows of any kind's row. */
type AnyRow = { id: string }
// Each kind has rows, state and counts of its own; the list view only passes them between its parts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyKind = RecordKind<any, any, any>

/** The list's address: what it asks for, and how to change it (a filter or order resets the page). */
function useListAddress(spec: ListSpec) {
  // Not strict, so one component serves every list's route; the loose search also holds what the
  // route's validateSearch dropped (`?open=not-an-id`), so it is read through the same parser again.
  const loose = useSearch({ strict: false }) as Record<string, unknown>
  const search = React.useMemo(() => listSearch(spec)(loose), [spec, loose])
  const navigate = useNavigate()
  const change = React.useCallback(
    (patch: Record<string, string | number | undefined>, replace = false, state?: DialogHistoryState) =>
      void navigate({
        to: '.',
        search: ((previous: Record<string, unknown>) =>
          Object.fromEntries(Object.entries({ ...previous, ...patch }).filter(([, value]) => value !== undefined))) as never,
        replace,
        ...(state ? { state: ((previous: Record<string, unknown>) => ({ ...previous, ...state })) as never } : {}),
      }),
    [navigate],
  )
  const call: AnyListCall = {
    page: search.page ?? 1,
    pageSize: ADMIN_PAGE_SIZE,
    sort: search.sort ?? spec.sorts?.[0],
    filters: filtersOf(spec, search),
  }
  return { search, call, change }
}

/** What the rows' query answered, paged or keyset alike. */
interface RowsResult {
  data: { rows: AnyRow[]; total: number; extra: unknown } | undefined
  query: { isPending: boolean; isError: boolean; isFetching: boolean; isPlaceholderData: boolean; error: unknown; errorUpdatedAt: number; refetch: () => unknown }
  older?: { has: boolean; loading: boolean; load: () => void }
}

/**
 * The one list view: the page's header and counts, the filters and order (in the address), the
 * rows (a table that stacks into cards on phones, or a list of items), their pages or older
 * entries, the delete question, and the dialog of the record the address opens.
 */
export function RecordListPage({ kind, scope = '' }: { kind: AnyKind; scope?: string }) {
  const address = useListAddress(kind.spec)
  return kind.rows.paging === 'pages' ? <PagedList kind={kind} scope={scope} address={address} /> : <KeysetList kind={kind} scope={scope} address={address} />
}

type ListProps = { kind: AnyKind; scope: string; address: ReturnType<typeof useListAddress> }

function PagedList({ kind, scope, address }: ListProps) {
  const rows = kind.rows as Extract<AnyKind['rows'], { paging: 'pages' }>
  const query = useQuery(rows.query(address.call, scope))
  const { data } = query
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1
  // A page past the last one (the list shrank, or the address asked too far): the last page.
  const { change } = address
  React.useEffect(() => {
    if (data && data.page > pages) change({ page: pages > 1 ? pages : undefined }, true)
  }, [data, pages, change])
  return (
    <ListView
      kind={kind}
      scope={scope}
      address={address}
      result={{ data, query }}
      pager={data && pages > 1 ? <Pager label={kind.copy.tableLabel} page={data.page} pages={pages} /> : null}
    />
  )
}

function KeysetList({ kind, scope, address }: ListProps) {
  const rows = kind.rows as Extract<AnyKind['rows'], { paging: 'keyset' }>
  const query = useInfiniteQuery(rows.query(address.call))
  const entries = query.data?.pages.flatMap((page) => page.entries)
  return (
    <ListView
      kind={kind}
      scope={scope}
      address={address}
      result={{
        data: entries && { rows: entries, total: entries.length, extra: undefined },
        query,
        older: { has: query.hasNextPage, loading: query.isFetchingNextPage, load: () => void query.fetchNextPage() },
      }}
    />
  )
}

function ListView({ kind, scope, address, result, pager }: ListProps & { result: RowsResult; pager?: React.ReactNode }) {
  const { search, call, change } = address
  const state = kind.useKindState(scope)
  const dialog = useDialogInAddress(search.open, change)
  const [deleting, setDeleting] = React.useState<AnyRow | null>(null)
  const { data, query, older } = result
  useReportLoadFailure(query, kind.copy.loadFailed)

  const context: KindContext<AnyRow, unknown> = {
    state,
    call,
    open: dialog.open,
    askToDelete: setDeleting,
  }
  const copy = kind.copy
  const extra = data?.extra
  const remove = kind.remove?.mutation(state)
  const filterValues = Object.fromEntries(kind.filters.map((filter) => [filter.name, (search as Record<string, string | undefined>)[filter.name]]))
  const rows = data?.rows ?? []
  const keyset = kind.rows.paging === 'keyset' ? kind.rows.copy : null
  const filtered = Object.values(filterValues).some((value) => value !== undefined)
  const idPrefix = copy.tableLabel.toLowerCase().replace(/\W+/g, '-')
  // The rows on screen answer the filters before the change until the new ones arrive.
  const updating = query.isPlaceholderData && query.isFetching
  const backSearch = useRouterState({ select: (state) => (state.location.state as ListHistoryState).backSearch })
  // The button goes with the filters it clears: the keyboard's place moves to the first of them.
  const clearFilters = () => {
    change({ ...Object.fromEntries(kind.filters.map((filter) => [filter.name, undefined])), page: undefined })
    document.getElementById(`${idPrefix}-${kind.filters[0]?.name}`)?.focus()
  }

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        back={kind.back && { ...kind.back, search: backSearch } as never}
        title={typeof copy.title === 'function' ? copy.title(extra) : copy.title}
        intro={copy.intro}
        introClassName={copy.introClassName}
        summary={data && kind.summary ? withFilters(kind.summary(data), filtered) : false}
        actions={
          kind.actions || kind.create ? (
            <>
              {kind.actions?.(context, extra)}
              {kind.create ? (
                <Button onClick={() => context.open('new')}>
                  <kind.create.icon aria-hidden="true" />
                  {kind.create.label}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />

      {kind.filters.length ? (
        <ListToolbar
          idPrefix={idPrefix}
          filters={kind.filters}
          sort={kind.sort && kind.spec.sorts ? { label: kind.sort.label, options: Object.entries(kind.sort.options), value: call.sort ?? kind.spec.sorts[0] } : undefined}
          values={filterValues}
          onChange={(name, value) => change({ [name]: name === 'sort' && value === kind.spec.sorts?.[0] ? undefined : value, page: undefined }, name !== 'sort' && kind.filters.some((filter) => filter.name === name && filter.type === 'search'))}
          action={kind.toolbarAction?.(context)}
        />
      ) : null}

      {/* Outside the rows it speaks of: a live region inside a busy one may be held back until it is not. */}
      <UpdatingNote updating={updating} />

      {query.isPending ? (
        <ListState state="loading" message={copy.loading} />
      ) : !data ? (
        <ListState state="failed" message={copy.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} retryLabel={copy.retry} />
      ) : rows.length === 0 ? (
        <ListState
          state="empty"
          message={filtered ? recordListCopy.noMatches : copy.empty}
          action={
            filtered ? (
              <Button variant="outline" onClick={clearFilters}>
                {recordListCopy.clearFilters}
              </Button>
            ) : null
          }
        />
      ) : (
        <section aria-label={kind.item ? copy.tableLabel : undefined} aria-busy={updating} className="grid gap-3">
          {kind.table ? (
            <RecordTable label={copy.tableLabel} rows={rows} rowKey={(row) => row.id} name={kind.table.name} columns={kind.table.columns(context, extra)} />
          ) : (
            <ol className="grid gap-3">
              {rows.map((row) => (
                <li key={row.id}>{kind.item?.(row)}</li>
              ))}
            </ol>
          )}
          {pager}
          {older && keyset ? (
            <div className="flex justify-center pt-2">
              {older.has ? (
                <Button variant="outline" onClick={older.load} disabled={older.loading}>
                  {older.loading ? keyset.loadingOlder : keyset.showOlder}
                </Button>
              ) : (
                <p className="text-sm text-muted-foreground">{filtered ? recordListCopy.noOlderMatches : keyset.end}</p>
              )}
            </div>
          ) : null}
        </section>
      )}

      {kind.remove && remove ? (
        <ConfirmDeleteDialog
          name={deleting ? kind.remove.name(deleting) : null}
          copy={kind.remove.copy}
          pending={remove.isPending}
          onConfirm={() => {
            if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}

      {kind.dialog && search.open ? (
        <RecordDialog
          key={search.open}
          spec={kind.dialog}
          id={search.open}
          row={rows.find((row) => row.id === search.open) ?? null}
          state={state}
          filters={call.filters}
          onClose={dialog.close}
        />
      ) : null}
    </div>
  )
}

/** The history entry of a dialog opened from its list carries the record's id. */
interface DialogHistoryState {
  dialogFromList?: string
}

/**
 * The dialog the address opens (`?open=<id>`). Opened from the page, it is a step in the
 * browser's history (marked in that entry, so Forward and a reload keep knowing it), and closing
 * it steps back, so Back then leaves the list as it would have before; opened by a link,
 * closing it takes `open` out of the address in place.
 */
function useDialogInAddress(openId: string | undefined, change: ReturnType<typeof useListAddress>['change']) {
  const router = useRouter()
  const openedFromList = useRouterState({ select: (state) => (state.location.state as DialogHistoryState).dialogFromList })
  // One step back per opening, however many closings reach it (a second click while it goes).
  const steppedBack = React.useRef(false)
  React.useEffect(() => {
    steppedBack.current = false
  }, [openId])
  const open = React.useCallback((id: string) => change({ open: id }, false, { dialogFromList: id }), [change])
  const close = React.useCallback(() => {
    if (openId === undefined || openedFromList !== openId) return change({ open: undefined }, true)
    if (steppedBack.current) return
    steppedBack.current = true
    router.history.back()
  }, [openId, openedFromList, change, router])
  return { open, close }
}

/** The list's pages: where this one is, and links to the one before and after. */
function Pager({ label, page, pages }: { label: string; page: number; pages: number }) {
  const to = (target: number) => ({
    to: '.' as const,
    search: ((previous: Record<string, unknown>) => ({ ...previous, page: target > 1 ? target : undefined })) as never,
  })
  const link = buttonVariants({ variant: 'outline', size: 'sm' })
  return (
    <nav aria-label={recordListCopy.pagesLabel(label)} className="flex flex-wrap items-center justify-between gap-3 pt-2">
      <p className="text-sm font-medium text-ink">{recordListCopy.pageOf(page, pages)}</p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link {...to(page - 1)} rel="prev" className={link}>
            {recordListCopy.previous}
          </Link>
        ) : null}
        {page < pages ? (
          <Link {...to(page + 1)} rel="next" className={link}>
            {recordListCopy.next}
          </Link>
        ) : null}
      </div>
    </nav>
  )
}

/**
 * Says that the rows shown are about to be replaced: to screen readers through a live region
 * that is always there (out of the layout), and on screen beside a spinner while it lasts.
 */
function UpdatingNote({ updating }: { updating: boolean }) {
  return (
    <>
      <p role="status" className="sr-only">
        {updating ? recordListCopy.updating : ''}
      </p>
      {updating ? (
        <p aria-hidden="true" className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
          <Loader2 className="size-4 animate-spin text-primary" />
          {recordListCopy.updating}
        </p>
      ) : null}
    </>
  )
}

/** A filtered list's counts say that they count what the filters match. */
function withFilters(summary: AdminPageSummary, filtered: boolean): AdminPageSummary {
  return filtered ? { ...summary, counts: [...summary.counts, recordListCopy.matchingFilters] } : summary
}
