import { CircleAlert } from 'lucide-react'

/**
 * Why a visitor's form was not sent, in the server's own words (`failure`), under the form's
 * title for it ('Your claim was not sent.'), and an optional note after them. The live region
 * is always there, so a screen reader announces the failure when it appears.
 */
export function SubmissionFailure({ title, failure, note }: { title: string; failure: string | null; note?: string }) {
  return (
    <div role="alert" aria-atomic="true">
      {failure ? (
        <p className="flex items-start gap-2 rounded-md bg-destructive-soft px-3 py-2 text-sm text-ink">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span>
            <span className="font-semibold text-destructive">{title}</span> {failure}
            {note ? ` ${note}` : null}
          </span>
        </p>
      ) : null}
    </div>
  )
}
