/**
 * A record kind of the admin area, as configuration: what its list reads and shows, how it is
 * filtered and sorted (in the address), what each row offers, and the dialog that adds, edits
 * or shows one record. One list view (RecordListPage) and one edit surface (RecordDialog)
 * render every kind; a kind is a file in ../kinds/. See docs/architecture.md, "The record kit".
 */
import type * as React from 'react'
import type { LucideIcon } from 'lucide-react'
import type { UseInfiniteQueryOptions, UseQueryOptions } from '@tanstack/react-query'
import type { RefusalCode } from '~/domain/refusals'
import type { ListSpec } from '~/lib/admin-lists'
import type { ListCall, ListPage } from '~/lib/record-list-input'
import type { RecordMutation } from '~/queries/record-mutation'
import type { UploadProgress } from '~/queries/upload-with-progress'
import type { AdminPageSummary } from '../admin-page-header'
import type { ConfirmDeleteCopy } from '../records/confirm-delete-dialog'
import type { DocumentFileCopy } from '../records/document-file-field'
import type { ImageSourceCopy } from '../records/image-source-fields'
import type { RecordColumn } from '../records/record-table'

/** A list control, bound to its filter in the address. */
export type FilterControl =
  | { name: string; type: 'search'; label: string; placeholder?: string }
  | { name: string; type: 'select'; label: string; allLabel: string; options: readonly (readonly [string, string])[] }

/** The list's filters as the address holds them, by name. */
export type ListFilters = Readonly<Record<string, string | undefined>>

/** What a list asks its server function for (any list's). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyListCall = ListCall<any>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Options<T> = UseQueryOptions<T, Error, T, any>

/** What a kind's configuration can use while its list is on screen. */
export interface KindContext<Row, State> {
  /** What `useKindState` answered: the kind's mutations, and whatever else it reads. */
  state: State
  /** What the list shows: filters and order (what an export takes). */
  call: AnyListCall
  /** Opens the dialog of a record ('new': the form that adds one), in the address. */
  open: (id: string) => void
  /** Asks whether to delete the row (the confirmation names it), then deletes it. */
  askToDelete: (row: Row) => void
}

/** Rows a page at a time (range), or newest first with older ones added below (keyset). */
export type KindRows<Row, Extra> =
  | { paging: 'pages'; query: (call: AnyListCall, scope: string) => Options<ListPage<Row, Extra>> }
  | {
      paging: 'keyset'
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      query: (call: AnyListCall) => UseInfiniteQueryOptions<{ entries: Row[]; next: any }, Error, { pages: { entries: Row[] }[] }, any, any>
      copy: { showOlder: string; loadingOlder: string; end: string }
    }

/** Every record has an id: the list's key, what the address opens and what delete is given. */
export interface RecordKind<Row extends { id: string }, State, Extra = undefined> {
  /** The list's filters and orders: the same spec as its route's `validateSearch`. */
  spec: ListSpec
  copy: {
    title: string | ((extra: Extra | undefined) => string)
    intro: string
    introClassName?: string
    /** The table's (or list's) accessible name; also what its pages are called. */
    tableLabel: string
    loading: string
    loadFailed: string
    empty: string
    retry: string
  }
  /**
   * A link back above the title (a list that belongs to a record: an event's registrations), to
   * the list as it was left when the link that opened this one said so (`ListHistoryState`).
   */
  back?: { to: string; label: string }
  rows: KindRows<Row, Extra>
  /** The kind's hooks (its mutations, a query it needs): called once per render of the list. */
  useKindState: (scope: string) => State
  /** The counts under the title, once the list has loaded. */
  summary?: (page: { rows: Row[]; total: number; extra: Extra | undefined }) => AdminPageSummary
  filters: readonly FilterControl[]
  /** The order picker, when the spec offers more than one order: each order's words. */
  sort?: { label: string; options: Readonly<Record<string, string>> }
  /** The page's own buttons, beside the title ('Seed Sample Data'), before the one that adds a record. */
  actions?: (context: KindContext<Row, State>, extra: Extra | undefined) => React.ReactNode
  /** The button that opens the form of a new record ('Add New Expert'). */
  create?: { label: string; icon: LucideIcon }
  /** A button at the end of the filters ('Export CSV'). */
  toolbarAction?: (context: KindContext<Row, State>) => React.ReactNode
  /** The rows as a table (cards on phones) ... */
  table?: {
    name: Omit<RecordColumn<Row>, 'phone' | 'alignEnd'>
    columns: (context: KindContext<Row, State>, extra: Extra | undefined) => readonly RecordColumn<Row>[]
  }
  /** ... or as a list of items. */
  item?: (row: Row) => React.ReactNode
  /** Delete, asked first with the record's name. */
  remove?: { name: (row: Row) => string; copy: ConfirmDeleteCopy; mutation: (state: State) => RecordMutation<string> }
  /** The record the address opens (`?open=<id>`, or `new`). */
  dialog?: RecordDialogSpec<Row, State>
}

/** The one edit surface: a dialog holding the kind's form, or a view of the record. */
export type RecordDialogSpec<Row, State> =
  // A kind's form values and input are its own: the kit passes them through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  | ({ type: 'form' } & RecordFormSpec<Row, State, any, any>)
  | {
      type: 'view'
      /** The record when it is not on the page shown (an address opened from a link). */
      fetch: (id: string) => Options<Row>
      title: (row: Row) => string
      description: (row: Row) => string
      /** A view may hold a form: it reports whether that form holds changes, so closing asks first. */
      view: (row: Row, state: State, onDirtyChange: (dirty: boolean) => void) => React.ReactNode
    }

/** A Standard Schema of the form's values (what TanStack Form takes as a validator). */
export interface FormValidator {
  readonly '~standard': { readonly version: 1; readonly vendor: string; readonly validate: (value: unknown) => unknown }
}

/** What a form field is: its value's name, label and control. */
type FieldBase<Values> = {
  name: keyof Values & string
  label: string
  hint?: string
  /** Shown only while this holds (a resource's file only for a free one). */
  when?: (values: Values) => boolean
}

/** A file the form uploads when it is saved: its mutation and, when it reports one, its progress. */
export interface Uploader<V> {
  mutateAsync: (file: File) => Promise<V>
  isPending: boolean
  progress?: UploadProgress | null
}

export type FormField<Values, State> = FieldBase<Values> &
  (
    | {
        type: 'text' | 'url' | 'date' | 'time' | 'datetime-local' | 'number'
        placeholder?: string
        required?: boolean
        autoComplete?: string
        inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode']
        min?: number
        max?: number
      }
    | { type: 'textarea'; rows?: number; placeholder?: string; required?: boolean }
    /** Options, or options made from the form's first values (a time zone list that keeps the record's own). */
    | { type: 'select'; options: readonly { value: string; label: string }[] | ((values: Values) => readonly { value: string; label: string }[]); placeholder?: string; required?: boolean }
    | { type: 'radio'; options: readonly { value: string; title: string }[] }
    /** Any number of options, ticked in a group: the field's value lists the chosen ones. */
    | { type: 'checkboxes'; options: readonly { value: string; title: string }[] }
    /** An on/off switch in a box, its hint beside it. */
    | { type: 'switch' }
    | { type: 'checkbox' }
    /** An image from a URL (this field) or a file uploaded on save. */
    | { type: 'image'; copy: ImageSourceCopy; placeholder?: string; upload: (state: State) => Uploader<string>; uploadingLabel?: string }
    /** A document uploaded on save; the field holds the one stored. */
    | { type: 'document'; copy: DocumentFileCopy; upload: (state: State) => Uploader<unknown> }
  )

/** Fields, side by side from 640 px, or grouped: a section (a titled part of a long form) or a group (a fieldset). */
export type FormItem<Values, State> =
  | FormField<Values, State>
  | { pair: readonly [FormField<Values, State>, FormField<Values, State>] }
  | { section: string; items: readonly FormItem<Values, State>[] }
  | { group: string; items: readonly FormItem<Values, State>[] }

export interface RecordFormSpec<Row, State, Values, Input> {
  copy: { createTitle: string; editTitle: string; subtitle: string; cancel: string; create: string; update: string; saving: string; uploading: string }
  /** The record when it is not on the page shown (an address opened from a link). */
  fetch: (id: string) => Options<Row>
  /** The form's first values: a new record's (it may follow the list's filters), or the row's. */
  values: (row: Row | null, state: State, filters: ListFilters) => Values
  /** The form's check, each message led by its field's label; `chosen` says, when it runs, which file fields have a file. */
  validator: (chosen: () => Readonly<Record<string, boolean>>) => FormValidator
  items: readonly FormItem<Values, State>[]
  /** What to save: the values with the uploaded files' values, or null when they do not make a record. */
  toInput: (values: Values, uploaded: Readonly<Record<string, unknown>>) => Input | null
  /** `version`: the record's as the form opened it (its updated_at); a save after someone else's is refused. */
  save: (state: State) => RecordMutation<{ id: string | null; fields: Input; version?: string }>
  /** Refusals of a save that are about one field (a page address taken): named under that field, in these words. */
  refusedFields?: Partial<Record<RefusalCode, { field: keyof Values & string; message: string }>>
}

/** A kind's form, typed by its values (`defineForm<Row, State, Values, Input>(...)`). */
export function defineForm<Row, State, Values, Input>(spec: RecordFormSpec<Row, State, Values, Input>): { type: 'form' } & RecordFormSpec<Row, State, Values, Input> {
  return { type: 'form', ...spec }
}

/**
 * The history entry of a list opened from another (an event's registrations from the events
 * list) carries that list's search, so its back link returns to the list as it was left.
 */
export interface ListHistoryState {
  backSearch?: Record<string, unknown>
}
