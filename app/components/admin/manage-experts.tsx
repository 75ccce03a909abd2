import * as React from 'react'
import { useQuery } from '@tanstack/react-query'
import { Database, UserPlus, Users } from 'lucide-react'
import { expertToasts, manageExpertsCopy as copy } from '~/content/admin'
import type { Expert } from '~/lib/experts'
import { Button } from '~/components/ui/button'
import { DeleteExpertDialog } from './delete-expert-dialog'
import { ExpertDialog } from './expert-dialog'
import { useSeedExperts, useToggleExpertActive } from '~/queries/expert-mutations'
import { useReportFailure } from '~/queries/report-failure'
import { allExpertsQuery } from '~/queries/experts'
import { ExpertsTable } from './experts-table'
import { ListState } from './records/list-state'
import { AdminPageHeader } from './admin-page-header'

type DialogState = { open: false; expert: Expert | null } | { open: true; expert: Expert | null }

/** 'Manage Experts': the expert table with its create, edit, status, delete and seed actions. */
export function ManageExperts() {
  const experts = useQuery(allExpertsQuery())
  const toggle = useToggleExpertActive()
  const seed = useSeedExperts()
  const reportFailure = useReportFailure()
  const [dialog, setDialog] = React.useState<DialogState>({ open: false, expert: null })
  const [deleting, setDeleting] = React.useState<Expert | null>(null)

  // A failed load is reported once per failure ('Failed to load experts. Please try again.').
  const { isError, error, errorUpdatedAt } = experts
  React.useEffect(() => {
    if (isError) reportFailure(error, expertToasts.loadFailed)
  }, [isError, error, errorUpdatedAt, reportFailure])

  const list = experts.data ?? []
  const activeCount = list.filter((expert) => expert.is_active).length

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title={copy.title}
        intro={copy.intro}
        summary={experts.data && { icon: Users, counts: [copy.count(list.length), copy.activeCount(activeCount)] }}
        actions={
          <>
            <Button variant="outline" onClick={() => seed.mutate()} disabled={seed.isPending}>
              <Database aria-hidden="true" />
              {seed.isPending ? copy.seeding : copy.seed}
            </Button>
            <Button onClick={() => setDialog({ open: true, expert: null })}>
              <UserPlus aria-hidden="true" />
              {copy.add}
            </Button>
          </>
        }
      />

      {experts.isPending ? (
        <ListState state="loading" message={copy.loading} />
      ) : experts.isError ? (
        <ListState
          state="failed"
          message={expertToasts.loadFailed}
          onRetry={() => void experts.refetch()}
          retrying={experts.isFetching}
          retryLabel={copy.retry}
        />
      ) : list.length === 0 ? (
        <ListState state="empty" message={copy.empty} />
      ) : (
        <ExpertsTable
          experts={list}
          togglingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
          onToggle={(expert, isActive) => toggle.mutate({ id: expert.id, is_active: isActive })}
          onEdit={(expert) => setDialog({ open: true, expert })}
          onDelete={setDeleting}
        />
      )}

      <ExpertDialog
        open={dialog.open}
        expert={dialog.expert}
        onOpenChange={(open) => setDialog((current) => ({ open, expert: current.expert }))}
      />
      <DeleteExpertDialog expert={deleting} onClose={() => setDeleting(null)} />
    </div>
  )
}
