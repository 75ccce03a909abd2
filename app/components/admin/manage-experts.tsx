import * as React from 'react'
import { useQuery } from '@tanstack/react-query'
import { Database, RefreshCw, UserPlus, Users } from 'lucide-react'
import { expertToasts, manageExpertsCopy as copy } from '~/content/admin'
import type { Expert } from '~/lib/experts'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { DeleteExpertDialog } from './delete-expert-dialog'
import { ExpertDialog } from './expert-dialog'
import { useSeedExperts, useToggleExpertActive } from '~/queries/expert-mutations'
import { useReportFailure } from '~/queries/report-failure'
import { allExpertsQuery } from '~/queries/experts'
import { ExpertsTable } from './experts-table'

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
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold sm:text-4xl">{copy.title}</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">{copy.intro}</p>
          {experts.data && (
            <p className="mt-3 flex items-center gap-2 text-sm font-medium text-ink">
              <Users aria-hidden="true" className="size-4 text-primary" />
              {copy.count(list.length)}
              <span aria-hidden="true" className="text-muted-foreground">
                ·
              </span>
              {copy.activeCount(activeCount)}
            </p>
          )}
        </div>
        <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:flex">
          <Button variant="outline" onClick={() => seed.mutate()} disabled={seed.isPending}>
            <Database aria-hidden="true" />
            {seed.isPending ? copy.seeding : copy.seed}
          </Button>
          <Button onClick={() => setDialog({ open: true, expert: null })}>
            <UserPlus aria-hidden="true" />
            {copy.add}
          </Button>
        </div>
      </div>

      {experts.isPending ? (
        <div className="rounded-xl border border-border bg-white shadow-card">
          <div className="py-10">
            <Spinner label={copy.loading} />
          </div>
        </div>
      ) : experts.isError ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-white px-6 py-14 text-center shadow-card">
          <p className="text-ink">{expertToasts.loadFailed}</p>
          <Button
            variant="outline"
            onClick={() => void experts.refetch()}
            disabled={experts.isFetching}
          >
            <RefreshCw aria-hidden="true" />
            {copy.retry}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="rounded-xl border border-dashed border-input bg-white px-6 py-14 text-center text-muted-foreground">
          {copy.empty}
        </div>
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
