import * as React from 'react'
import { useQuery } from '@tanstack/react-query'
import { contentHistoryCopy as copy } from '~/content/admin-content'
import { recordListCopy } from '~/content/admin'
import { formatInstantIn, type ContentTable, type ContentVersion } from '~/lib/site-content'
import { SITE_TIME_ZONE } from '~/domain/site-time-zone'
import { contentHistoryQuery } from '~/queries/site-content'
import type { RecordMutation } from '~/queries/record-mutation'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { ListState } from './records/list-state'

/**
 * An entry's History: every save, newest first (when, in the site's time zone; who; which
 * fields changed, by their labels), with Restore on each earlier one, asked first. Restoring
 * saves that version again, so it becomes the newest.
 */
export function ContentHistoryDialog({
  kind,
  id,
  name,
  labels,
  restore,
  onClose,
}: {
  kind: ContentTable
  id: string
  name: string
  /** The kind's field labels. */
  labels: Readonly<Record<string, string>>
  restore: RecordMutation<{ id: string; version: string }>
  onClose: () => void
}) {
  const history = useQuery(contentHistoryQuery(kind, id))
  const [restoring, setRestoring] = React.useState<ContentVersion | null>(null)
  const when = (version: ContentVersion) => formatInstantIn(version.at, SITE_TIME_ZONE)
  const label = (field: string) => labels[field] ?? copy.otherFields[field] ?? field

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !restore.isPending) onClose()
      }}
    >
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{copy.title(name)}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <ListState state="loading" message={copy.loading} />
        ) : !history.data ? (
          <ListState state="failed" message={copy.failed} onRetry={() => void history.refetch()} retrying={history.isFetching} retryLabel={recordListCopy.retry} />
        ) : history.data.length === 0 ? (
          <ListState state="empty" message={copy.empty} />
        ) : (
          <ol aria-label={copy.listLabel} className="grid gap-3">
            {history.data.map((version, index) => (
              <li key={version.id} className="grid gap-2 rounded-lg border border-border p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start" data-testid="content-version">
                <div className="grid min-w-0 gap-1">
                  <p className="text-sm text-ink">
                    <time dateTime={version.at} className="font-semibold">
                      {when(version)}
                    </time>{' '}
                    <span className="[overflow-wrap:anywhere] text-muted-foreground">{copy.by(version.actor)}</span>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {version.first ? (
                      copy.created
                    ) : (
                      <>
                        {copy.changed} <span className="text-ink">{version.changed.map(label).join(', ')}</span>
                      </>
                    )}
                  </p>
                </div>
                {index === 0 ? (
                  <Badge variant="muted" className="justify-self-start">
                    {copy.current}
                  </Badge>
                ) : (
                  <Button variant="outline" size="sm" className="justify-self-start" aria-label={copy.restoreLabel(when(version))} onClick={() => setRestoring(version)} disabled={restore.isPending}>
                    {copy.restore}
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
        <div className="flex justify-end">
          <Button variant="outline" onClick={onClose} disabled={restore.isPending}>
            {copy.close}
          </Button>
        </div>
      </DialogContent>
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => {
          if (!open) setRestoring(null)
        }}
        title={restoring ? copy.confirmTitle(when(restoring)) : ''}
        description={copy.confirmDescription}
        cancelLabel={copy.cancel}
        confirmLabel={restore.isPending ? copy.restoring : copy.confirm}
        onConfirm={() => {
          if (restoring) restore.mutate({ id, version: restoring.id }, { onSettled: () => setRestoring(null) })
        }}
        busy={restore.isPending}
        stayOpenOnConfirm
      />
    </Dialog>
  )
}
