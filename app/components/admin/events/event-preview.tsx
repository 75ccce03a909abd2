import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Eye, Pencil } from 'lucide-react'
import { eventPreviewCopy as copy, eventStatusLabels } from '~/content/admin'
import { eventPreviewQuery } from '~/queries/events'
import { EventDetails } from '~/components/events/event-details'
import { buttonVariants } from '~/components/ui/button'
import { ListState } from '~/components/admin/records/list-state'
import { Card } from '~/components/ui/card'

/** 'Preview': an event (a draft too) as its public page will show it, inside the admin area. */
export function EventPreview({ eventId }: { eventId: string }) {
  const preview = useQuery(eventPreviewQuery(eventId))
  if (preview.isPending) return <ListState state="loading" message="Loading the preview" />
  if (preview.isError) return <ListState state="failed" message="Failed to load the preview." onRetry={() => void preview.refetch()} retryLabel="Try again" />
  const { status, ...page } = preview.data
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 rounded-xl border border-warning/40 bg-warning-soft p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 font-semibold text-ink" role="status">
          <Eye aria-hidden="true" className="size-5 text-warning" />
          {copy.banner(eventStatusLabels[status])}
        </p>
        <div className="flex gap-2">
          <Link to="/admin/events" search={{ open: eventId }} className={buttonVariants({ variant: 'default', size: 'sm' })}>
            <Pencil aria-hidden="true" />
            {copy.edit}
          </Link>
          <Link to="/admin/events" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {copy.back}
          </Link>
        </div>
      </div>
      <Card className="overflow-hidden" data-testid="event-preview">
        <EventDetails {...page} preview />
      </Card>
    </div>
  )
}
