import * as React from 'react'
import { useQuery } from '@tanstack/react-query'
import { FilePlus2, Library } from 'lucide-react'
import { deleteResourceCopy, manageResourcesCopy as copy, resourceToasts } from '~/content/admin-resources'
import type { ResourceRow } from '~/lib/resources'
import { Button } from '~/components/ui/button'
import { useDeleteResource, useSetResourceStatus } from '~/queries/resource-mutations'
import { useReportFailure } from '~/queries/report-failure'
import { allResourcesQuery, newResourceDefaultsQuery } from '~/queries/resources'
import { ConfirmDeleteDialog } from './records/confirm-delete-dialog'
import { ListState } from './records/list-state'
import { AdminPageHeader } from './admin-page-header'
import { ResourceDialog } from './resource-dialog'
import { ResourcesTable } from './resources-table'

type DialogState = { open: boolean; resource: ResourceRow | null }

/** 'Resources': the library's table with its add, edit, publish, unpublish and delete actions. */
export function ManageResources() {
  const resources = useQuery(allResourcesQuery())
  const newDefaults = useQuery(newResourceDefaultsQuery())
  const toggle = useSetResourceStatus()
  const remove = useDeleteResource()
  const reportFailure = useReportFailure()
  const [dialog, setDialog] = React.useState<DialogState>({ open: false, resource: null })
  const [deleting, setDeleting] = React.useState<ResourceRow | null>(null)

  const { isError, error, errorUpdatedAt } = resources
  React.useEffect(() => {
    if (isError) reportFailure(error, resourceToasts.loadFailed)
  }, [isError, error, errorUpdatedAt, reportFailure])

  const list = resources.data ?? []
  const publishedCount = list.filter((resource) => resource.status === 'published').length

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title={copy.title}
        intro={copy.intro}
        summary={resources.data && { icon: Library, counts: [copy.count(list.length), copy.publishedCount(publishedCount)] }}
        actions={
          <Button onClick={() => setDialog({ open: true, resource: null })}>
            <FilePlus2 aria-hidden="true" />
            {copy.add}
          </Button>
        }
      />

      {resources.isPending ? (
        <ListState state="loading" message={copy.loading} />
      ) : resources.isError ? (
        <ListState state="failed" message={resourceToasts.loadFailed} onRetry={() => void resources.refetch()} retrying={resources.isFetching} retryLabel={copy.retry} />
      ) : list.length === 0 ? (
        <ListState state="empty" message={copy.empty} />
      ) : (
        <ResourcesTable
          resources={list}
          togglingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
          onTogglePublished={(resource, published) => toggle.mutate({ id: resource.id, status: published ? 'published' : 'draft' })}
          onEdit={(resource) => setDialog({ open: true, resource })}
          onDelete={setDeleting}
        />
      )}

      <ResourceDialog
        open={dialog.open}
        resource={dialog.resource}
        today={newDefaults.data?.publishedOn ?? ''}
        onOpenChange={(open) => setDialog((current) => ({ open, resource: current.resource }))}
      />
      <ConfirmDeleteDialog
        name={deleting?.title ?? null}
        copy={deleteResourceCopy}
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })
        }}
        onClose={() => setDeleting(null)}
      />
    </div>
  )
}
