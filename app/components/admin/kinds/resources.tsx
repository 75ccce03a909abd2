/** 'Resources' as a record kind: the library's table with its publish switch, edit and delete, and the dialog with its uploads. */
import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { FilePlus2, Library, Lock, Pencil, Trash2 } from 'lucide-react'
import { recordListCopy } from '~/content/admin'
import { deleteResourceCopy, manageResourcesCopy as copy, resourceDialogCopy as form, resourceToasts } from '~/content/admin-resources'
import { formatResourceDate } from '~/content/resources'
import { resourceCategoryList, securityBadges } from '~/domain/resource-choices'
import { resourceStatuses } from '~/domain/statuses'
import { adminLists } from '~/lib/admin-lists'
import {
  resourceFieldsFromForm,
  resourceFieldsSchema,
  resourceFormSchema,
  resourceFormValues,
  type ResourceFields,
  type ResourceFormValues,
  type StoredDocumentFields,
} from '~/lib/resource-schema'
import type { ResourceRow } from '~/lib/resources'
import { useResourceMutations } from '~/queries/resource-mutations'
import { newResourceDefaultsQuery, resourceListQuery, resourceQuery } from '~/queries/resources'
import { Badge } from '~/components/ui/badge'
import { actionsColumn, statusColumn } from '../kit/columns'
import { defineForm, type RecordKind } from '../kit/record-kind'

/** The mutations, and a new resource's date: today in the site's time zone, by the server's clock ('' until known). */
function useResourceState() {
  const today = useQuery(newResourceDefaultsQuery()).data?.publishedOn ?? ''
  return { ...useResourceMutations(), today }
}
type State = ReturnType<typeof useResourceState>

const free = (values: ResourceFormValues) => !values.membership_required

export const resourcesKind: RecordKind<ResourceRow, State, { published: number }> = {
  spec: adminLists.resources,
  copy: { title: copy.title, intro: copy.intro, tableLabel: copy.tableLabel, loading: copy.loading, loadFailed: resourceToasts.loadFailed, empty: copy.empty, retry: copy.retry },
  rows: { paging: 'pages', query: resourceListQuery },
  useKindState: useResourceState,
  summary: ({ total, extra }) => ({ icon: Library, counts: [copy.count(total), copy.publishedCount(extra?.published ?? 0)] }),
  filters: [
    { name: 'search', type: 'search', label: copy.search, placeholder: copy.searchPlaceholder },
    { name: 'status', type: 'select', label: recordListCopy.statusFilter, allLabel: recordListCopy.allStatuses, options: [['published', copy.published], ['draft', copy.draft]] },
  ],
  sort: { label: recordListCopy.sortBy, options: copy.sorts },
  create: { label: copy.add, icon: FilePlus2 },
  table: {
    name: {
      label: copy.columns.title,
      cell: (resource) => (
        <div className="min-w-0">
          <span className="block font-semibold text-ink">{resource.title}</span>
          <span className="mt-1 flex flex-wrap gap-1.5">
            {resource.is_example ? <Badge variant="warning">{copy.example}</Badge> : null}
            {resource.security_hub_badge ? <Badge variant="muted">{`${copy.securityHub}: ${resource.security_hub_badge}`}</Badge> : null}
            {/* On phones the category sits under the title. */}
            <span className="text-sm text-muted-foreground md:hidden">{resource.category}</span>
          </span>
        </div>
      ),
    },
    columns: ({ state, open, askToDelete }) => [
      { label: copy.columns.category, phone: 'hidden', className: 'text-sm text-muted-foreground', cell: (resource) => resource.category },
      {
        label: copy.columns.access,
        phone: 'cell',
        className: 'text-sm',
        cell: (resource) =>
          resource.membership_required ? (
            <span className="inline-flex items-center gap-1.5 font-semibold text-ink">
              <Lock aria-hidden="true" className="size-3.5" />
              {copy.premium}
            </span>
          ) : (
            <span className="font-semibold text-ink">{copy.free}</span>
          ),
      },
      statusColumn({ label: copy.columns.status, switchLabel: (resource) => copy.switchLabel(resource.title), onText: copy.published, offText: copy.draft, isOn: (resource) => resource.status === 'published', mutation: state.setPublished }),
      {
        label: copy.columns.date,
        phone: 'cell',
        className: 'text-sm whitespace-nowrap text-muted-foreground',
        cell: (resource) => <time dateTime={resource.published_on}>{formatResourceDate(resource.published_on)}</time>,
      },
      actionsColumn(
        copy.columns.actions,
        [
          { label: (resource) => copy.editLabel(resource.title), icon: Pencil, onClick: (resource) => open(resource.id) },
          { label: (resource) => copy.deleteLabel(resource.title), icon: Trash2, tone: 'destructive', onClick: askToDelete },
        ],
        { className: 'md:min-w-28' },
      ),
    ],
  },
  remove: { name: (resource) => resource.title, copy: deleteResourceCopy, mutation: (state) => state.remove },
  dialog: defineForm<ResourceRow, State, ResourceFormValues, ResourceFields>({
    copy: form,
    fetch: resourceQuery,
    values: (resource, state) => resourceFormValues(resource, state.today),
    validator: (chosen) => resourceFormSchema(form.fieldLabels, () => ({ file: chosen().file === true, cover: chosen().cover_image_url === true })),
    items: [
      { name: 'title', type: 'text', label: form.title, autoComplete: 'off', required: true },
      { name: 'description', type: 'textarea', label: form.description, rows: 3 },
      {
        pair: [
          { name: 'category', type: 'select', label: form.category, placeholder: form.categoryPlaceholder, options: resourceCategoryList.map((category) => ({ value: category, label: category })), required: true },
          { name: 'published_on', type: 'date', label: form.publishedOn, required: true },
        ],
      },
      { name: 'author', type: 'text', label: form.author, autoComplete: 'off' },
      { name: 'cover_image_url', type: 'image', label: form.imageUrl, hint: form.imageUrlHint, copy: form, placeholder: form.imageUrlPlaceholder, upload: (state) => state.uploadCover, uploadingLabel: form.uploadingCover },
      { name: 'cover_image_alt', type: 'text', label: form.coverAlt, hint: form.coverAltHint },
      { name: 'membership_required', type: 'switch', label: form.membershipRequired, hint: form.membershipHint },
      { name: 'download', type: 'radio', label: form.download, options: (['file', 'link'] as const).map((kind) => ({ value: kind, title: form.downloadOptions[kind] })), when: free },
      { name: 'file', type: 'document', label: form.file, copy: { label: form.file, hint: form.fileHint, currentFile: form.currentFile, replaceFile: form.replaceFile, uploading: form.uploadingFile }, upload: (state) => state.uploadFile, when: (values) => free(values) && values.download === 'file' },
      { name: 'external_url', type: 'url', label: form.externalUrl, placeholder: form.externalUrlPlaceholder, when: (values) => free(values) && values.download === 'link' },
      {
        group: form.shownOn,
        items: [
          { name: 'in_library', type: 'checkbox', label: form.inLibrary },
          { name: 'security_hub_badge', type: 'select', label: form.securityHubBadge, options: [{ value: '', label: form.securityHubNone }, ...securityBadges.map((badge) => ({ value: badge, label: badge }))] },
        ],
      },
      {
        pair: [
          { name: 'sort_order', type: 'text', label: form.sortOrder, hint: form.sortOrderHint, inputMode: 'numeric' },
          { name: 'status', type: 'select', label: form.status, options: resourceStatuses.map((status) => ({ value: status, label: form.statusOptions[status] })) },
        ],
      },
    ],
    toInput: (values, uploaded) => {
      const fields = v.safeParse(resourceFieldsSchema, resourceFieldsFromForm(values, { file: uploaded.file as StoredDocumentFields | undefined, coverUrl: uploaded.cover_image_url as string | undefined }))
      return fields.success ? fields.output : null
    },
    save: (state) => state.save,
  }),
}
