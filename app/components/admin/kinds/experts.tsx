/** 'Manage Experts' as a record kind: the table with its status switch, edit and delete, the seed button, the dialog. */
import { Database, Pencil, Trash2, UserPlus, Users } from 'lucide-react'
import { deleteExpertCopy, expertDialogCopy as form, expertToasts, manageExpertsCopy as copy, recordListCopy } from '~/content/admin'
import { adminLists } from '~/lib/admin-lists'
import { expertFormSchema, expertFormValues, expertToSave } from '~/lib/admin-experts'
import type { ExpertFields } from '~/lib/expert-schema'
import type { Expert } from '~/lib/experts'
import { useExpertMutations } from '~/queries/expert-mutations'
import { expertListQuery, expertQuery } from '~/queries/experts'
import { Button } from '~/components/ui/button'
import { ExpertAvatar } from '../expert-avatar'
import { actionsColumn, statusColumn } from '../kit/columns'
import { defineForm, type RecordKind } from '../kit/record-kind'

type State = ReturnType<typeof useExpertMutations>

export const expertsKind: RecordKind<Expert, State, { active: number }> = {
  spec: adminLists.experts,
  copy: { title: copy.title, intro: copy.intro, tableLabel: copy.tableLabel, loading: copy.loading, loadFailed: expertToasts.loadFailed, empty: copy.empty, retry: copy.retry },
  rows: { paging: 'pages', query: expertListQuery },
  useKindState: useExpertMutations,
  summary: ({ total, extra }) => ({ icon: Users, counts: [copy.count(total), copy.activeCount(extra?.active ?? 0)] }),
  filters: [
    { name: 'search', type: 'search', label: copy.search, placeholder: copy.searchPlaceholder },
    { name: 'status', type: 'select', label: recordListCopy.statusFilter, allLabel: recordListCopy.allStatuses, options: [['active', copy.active], ['inactive', copy.inactive]] },
  ],
  sort: { label: recordListCopy.sortBy, options: copy.sorts },
  actions: ({ state }) => (
    <Button variant="outline" onClick={() => state.seed.mutate()} disabled={state.seed.isPending}>
      <Database aria-hidden="true" />
      {state.seed.isPending ? copy.seeding : copy.seed}
    </Button>
  ),
  create: { label: copy.add, icon: UserPlus },
  table: {
    name: {
      label: copy.columns.name,
      cell: (expert) => (
        <div className="flex items-center gap-3">
          <ExpertAvatar src={expert.image_url} />
          <div className="min-w-0">
            <span className="block font-semibold text-ink">{expert.name}</span>
            {/* On phones the role sits under the name. */}
            {expert.role && <span className="block text-sm text-muted-foreground md:hidden">{expert.role}</span>}
          </div>
        </div>
      ),
    },
    columns: ({ state, open, askToDelete }) => [
      { label: copy.columns.role, phone: 'hidden', className: 'text-sm text-muted-foreground', cell: (expert) => expert.role },
      statusColumn({ label: copy.columns.status, switchLabel: (expert) => copy.switchLabel(expert.name), onText: copy.active, offText: copy.inactive, isOn: (expert) => expert.is_active, mutation: state.setActive }),
      actionsColumn(copy.columns.actions, [
        { label: (expert) => copy.editLabel(expert.name), icon: Pencil, onClick: (expert) => open(expert.id) },
        { label: (expert) => copy.deleteLabel(expert.name), icon: Trash2, tone: 'destructive', onClick: askToDelete },
      ]),
    ],
  },
  remove: { name: (expert) => expert.name, copy: deleteExpertCopy, mutation: (state) => state.remove },
  dialog: defineForm<Expert, State, ExpertFields, ExpertFields>({
    copy: form,
    fetch: expertQuery,
    values: (expert) => expertFormValues(expert),
    validator: (chosen) => expertFormSchema(form.fieldLabels, { fileChosen: () => chosen().image_url === true }),
    items: [
      { name: 'name', type: 'text', label: form.name, placeholder: form.namePlaceholder, autoComplete: 'off' },
      { name: 'role', type: 'text', label: form.role, placeholder: form.rolePlaceholder, autoComplete: 'off' },
      { name: 'image_url', type: 'image', label: form.imageUrl, copy: form, placeholder: form.imageUrlPlaceholder, upload: (state) => state.uploadImage },
      { name: 'description', type: 'textarea', label: form.description, rows: 4, placeholder: form.descriptionPlaceholder },
      { name: 'is_active', type: 'switch', label: form.activeStatus, hint: form.activeHint },
    ],
    toInput: (values, uploaded) => expertToSave(values, (uploaded.image_url as string | undefined) ?? null),
    save: (state) => state.save,
  }),
}
