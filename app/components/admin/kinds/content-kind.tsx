/**
 * A kind of the site's content (/admin/content) as a record kind, from a small configuration:
 * its table, words, how a row is named, its form's fields. Every kind gets the same list
 * (search, status filter, Example badge, Draft/Published switch, Publish at, Move up/down,
 * History, edit, delete asked with the entry's name) and the same form's life fields (Status,
 * Publish at in the site's time zone). See ./content.tsx for the five kinds.
 */
import type * as React from 'react'
import { useSearch } from '@tanstack/react-router'
import { ArrowDown, ArrowUp, ExternalLink, FilePlus2, History, Layers, Pencil, Trash2 } from 'lucide-react'
import { recordListCopy } from '~/content/admin'
import { contentFormCopy, contentListCopy as copy, contentPageCopy, deleteContentCopy } from '~/content/admin-content'
import { adminLists } from '~/lib/admin-lists'
import { SITE_TIME_ZONE } from '~/domain/site-time-zone'
import { contentStatuses } from '~/domain/site-content'
import {
  contentFormSchema,
  contentFormValues,
  contentToSave,
  formatInstantIn,
  type ContentFields,
  type ContentListExtra,
  type ContentFormValues,
  type ContentRow,
  type ContentTable,
} from '~/lib/site-content'
import { contentEntryQuery, contentListQuery } from '~/queries/site-content'
import { useContentMutations, type ContentMutations } from '~/queries/site-content-mutations'
import { Badge } from '~/components/ui/badge'
import { buttonVariants } from '~/components/ui/button'
import { ContentHistoryDialog } from '../content-history-dialog'
import { actionsColumn, statusColumn, type RowAction } from '../kit/columns'
import { defineForm, type FilterControl, type FormItem, type ListFilters, type RecordFormSpec, type RecordKind } from '../kit/record-kind'

/** What a kind of content says and shows that the others do not. */
export interface ContentKindConfig<T extends ContentTable> {
  table: T
  copy: {
    title: string
    intro: string
    tableLabel: string
    searchPlaceholder: string
    add: string
    createTitle: string
    editTitle: string
    /** The public page the Preview button opens, as its accessible name says it. */
    previewPage: string
    fields: Readonly<Record<string, string>>
  }
  /** The public page that shows the kind, previewed with `?preview=1`. */
  previewPath: string
  /** The page to preview instead while the list's filters narrow it to one (the FAQ's 'Shown on'). */
  previewFor?: (filters: Readonly<Record<string, unknown>>) => { path: string; page: string } | null
  /** How a row is named: its cell, the switch's, buttons' and delete question's words. */
  name: (row: ContentRow<T>) => string
  /** The field that names a row: its column's header is that field's label. */
  nameField: string
  /** A line under the name (a speaker's session, a question's places). */
  detail?: (row: ContentRow<T>) => React.ReactNode
  /** Whether staff order the entries (Move up / Move down); the agenda is in the order of its times. */
  reorder: boolean
  /** Filters of the kind's own, after the search and the status (the FAQ's page of the site). */
  filters?: readonly FilterControl[]
  /** A new entry's values that follow the list's filters (a question added while one page is chosen is that page's). */
  newEntryFor?: (filters: ListFilters) => ContentFormValues
  /** A row's own extra actions (a speaker's page preview). */
  rowActions?: readonly RowAction<ContentRow<T>>[]
  /** The form's own fields; Status and Publish at follow them. */
  items: readonly FormItem<ContentFormValues, ContentMutations>[]
  /** Refusals of a save that name one of its fields (a speaker's page address taken). */
  refusedFields?: RecordFormSpec<Row, State, ContentFormValues, ContentFields>['refusedFields']
}

type Row = ContentRow
type State = ContentMutations

/**
 * The row's publish time as the list shows it: at once, or from an instant in the site's time
 * zone; a draft without one goes out when it is published.
 */
function PublishAt({ row }: { row: Row }) {
  if (!row.publish_at) return <span className="text-muted-foreground">{row.status === 'draft' ? copy.whenPublished : copy.atOnce}</span>
  const when = formatInstantIn(row.publish_at, SITE_TIME_ZONE, false)
  return <time dateTime={row.publish_at}>{row.status === 'draft' ? copy.draftScheduled(when) : copy.scheduled(when)}</time>
}

/** 'Preview': the kind's page with `?preview=1`, or the one page the list's filters narrow it to. */
function PreviewLink({ fallback, previewFor }: { fallback: { path: string; page: string }; previewFor: ContentKindConfig<ContentTable>['previewFor'] }) {
  const filters = useSearch({ strict: false }) as Readonly<Record<string, unknown>>
  const { path, page } = previewFor?.(filters) ?? fallback
  return (
    <a href={`${path}?preview=1`} target="_blank" rel="noopener" aria-label={contentPageCopy.previewLabel(page)} className={buttonVariants({ variant: 'outline' })}>
      <ExternalLink aria-hidden="true" />
      {contentPageCopy.preview}
    </a>
  )
}

/** A kind of content as a record kind of the admin area. */
export function contentKind<T extends ContentTable>(config: ContentKindConfig<T>): RecordKind<Row, State, ContentListExtra> {
  const { table, copy: words } = config
  const name = config.name as (row: Row) => string
  const labels = { ...words.fields, status: contentFormCopy.status, publish_at: contentFormCopy.publishAt }
  // An entry moves past its neighbour in the list as shown; the first cannot go up, nor the last down.
  const moveActions = (state: State, extra: ContentListExtra | undefined): RowAction<Row>[] => {
    const neighbours = extra?.neighbours
    if (!config.reorder || !neighbours) return []
    const move = (direction: 'up' | 'down') => ({
      onClick: (row: Row) => state.move.mutate({ id: row.id, direction, neighbour: neighbours[row.id]![direction]! }),
      disabled: (row: Row) => state.move.isPending || !neighbours[row.id]?.[direction],
    })
    return [
      { label: (row) => copy.moveUpLabel(name(row)), icon: ArrowUp, ...move('up') },
      { label: (row) => copy.moveDownLabel(name(row)), icon: ArrowDown, ...move('down') },
    ]
  }

  const useKindState = () => useContentMutations(table)

  return {
    spec: adminLists.content,
    copy: { title: words.title, intro: words.intro, tableLabel: words.tableLabel, loading: copy.loading, loadFailed: copy.loadFailed, empty: copy.empty, retry: copy.retry },
    rows: { paging: 'pages', query: contentListQuery(table) },
    useKindState,
    summary: ({ total, extra }) => ({ icon: Layers, counts: [copy.count(total), copy.publishedCount(extra?.published ?? 0)] }),
    filters: [
      { name: 'search', type: 'search', label: copy.search, placeholder: words.searchPlaceholder },
      { name: 'status', type: 'select', label: recordListCopy.statusFilter, allLabel: recordListCopy.allStatuses, options: [['published', copy.published], ['draft', copy.draft]] },
      ...(config.filters ?? []),
    ],
    actions: () => <PreviewLink fallback={{ path: config.previewPath, page: words.previewPage }} previewFor={config.previewFor} />,
    create: { label: words.add, icon: FilePlus2 },
    table: {
      name: {
        label: words.fields[config.nameField] ?? words.title,
        cell: (row) => (
          <div className="min-w-0">
            <span className="block [overflow-wrap:anywhere] font-semibold text-ink">{name(row)}</span>
            <span className="mt-1 flex flex-wrap items-center gap-1.5">
              {row.is_example ? <Badge variant="warning">{copy.example}</Badge> : null}
              {config.detail ? <span className="text-sm text-muted-foreground">{(config.detail as (row: Row) => React.ReactNode)(row)}</span> : null}
            </span>
          </div>
        ),
      },
      columns: ({ state, open, askToDelete }, extra) => [
        statusColumn({
          label: copy.columns.status,
          switchLabel: (row: Row) => copy.switchLabel(name(row)),
          onText: copy.published,
          offText: copy.draft,
          isOn: (row) => row.status === 'published',
          mutation: state.setPublished,
        }),
        { label: copy.columns.publishAt, phone: 'cell', phoneLabel: true, className: 'text-sm md:whitespace-nowrap', cell: (row) => <PublishAt row={row} /> },
        actionsColumn(
          copy.columns.actions,
          [
            ...moveActions(state, extra),
            {
              label: (row) => copy.historyLabel(name(row)),
              icon: History,
              opens: (row, onClose) => <ContentHistoryDialog kind={table} id={row.id} name={name(row)} labels={labels} restore={state.restore} onClose={onClose} />,
            },
            ...((config.rowActions ?? []) as readonly RowAction<Row>[]),
            { label: (row) => copy.editLabel(name(row)), icon: Pencil, onClick: (row) => open(row.id) },
            { label: (row) => copy.deleteLabel(name(row)), icon: Trash2, tone: 'destructive', onClick: askToDelete },
          ],
          { phone: 'full', className: 'md:min-w-52' },
        ),
      ],
    },
    remove: { name, copy: deleteContentCopy, mutation: (state) => state.remove },
    dialog: defineForm<Row, State, ContentFormValues, ContentFields>({
      copy: {
        createTitle: words.createTitle,
        editTitle: words.editTitle,
        subtitle: contentFormCopy.subtitle,
        cancel: contentFormCopy.cancel,
        create: contentFormCopy.create,
        update: contentFormCopy.update,
        saving: contentFormCopy.saving,
        uploading: contentFormCopy.uploading,
      },
      fetch: contentEntryQuery(table),
      values: (row, _state, filters) => ({
        ...contentFormValues(table, row as Readonly<Record<string, unknown>> | null, SITE_TIME_ZONE),
        ...(row ? {} : config.newEntryFor?.(filters)),
      }),
      validator: (chosen) => contentFormSchema(table, labels, SITE_TIME_ZONE, () => Object.keys(chosen())),
      items: [
        ...config.items,
        {
          pair: [
            { name: 'status', type: 'select', label: contentFormCopy.status, options: contentStatuses.map((status) => ({ value: status, label: contentFormCopy.statusOptions[status] })) },
            { name: 'publish_at', type: 'datetime-local', label: contentFormCopy.publishAt, hint: contentFormCopy.publishAtHint },
          ],
        },
      ],
      // A file uploaded on save stands in for the field's URL.
      toInput: (values, uploaded) => contentToSave(table, { ...values, ...(uploaded as Record<string, string>) }, SITE_TIME_ZONE),
      save: (state) => state.save,
      refusedFields: config.refusedFields,
    }),
  }
}
