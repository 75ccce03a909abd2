import * as React from 'react'
import { formatFileSize } from '~/lib/document-type'
import type { UploadProgress as Progress } from '~/queries/upload-with-progress'

/**
 * A file on its way to the server: a labelled progress bar (screen readers announce its
 * value) and the bytes sent in words.
 */
export function UploadProgress({ label, progress }: { label: string; progress: Progress }) {
  const id = React.useId()
  const total = Math.max(progress.total, 1)
  const sent = Math.min(progress.sent, total)
  return (
    <div className="grid gap-1.5" data-testid="upload-progress">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={id} className="font-medium text-ink">
          {label}
        </span>
        <span className="text-muted-foreground tabular-nums">
          {formatFileSize(sent)} / {formatFileSize(total)}
        </span>
      </div>
      <progress
        aria-labelledby={id}
        max={total}
        value={sent}
        className="h-2 w-full appearance-none overflow-hidden rounded-full bg-muted [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
      />
    </div>
  )
}
