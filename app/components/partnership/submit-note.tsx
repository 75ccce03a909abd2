import { Info } from 'lucide-react'
import { SubmissionFailure } from '~/components/form/submission-failure'
import { ExternalLink } from '~/components/layout/external-link'
import { partnershipPageCopy as copy } from '~/content/partnership'
import { useSite } from '~/lib/site'

/**
 * Under Submit Application: what is missing (or that it is ready), the failure of the
 * last attempt if any, and the ways to reach the team directly.
 */
export function SubmitNote({ id, ready, failure }: { id: string; ready: boolean; failure: string | null }) {
  const { links, mailboxes } = useSite()
  return (
    <div className="mt-4 grid gap-3">
      <SubmissionFailure title={copy.submitNote.failedTitle} failure={failure} note={copy.submitNote.failedRetry} />
      <p id={id} className="flex items-start gap-2 text-sm text-muted-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          {ready ? copy.submitNote.ready : copy.submitNote.needsContact} {copy.submitNote.contactText}{' '}
          <ExternalLink
            href={links.scheduling}
            className="inline-flex items-center gap-0.5 font-semibold text-primary underline underline-offset-2 hover:decoration-2"
          >
            {copy.submitNote.scheduling}
          </ExternalLink>{' '}
          {copy.submitNote.or}{' '}
          <a
            href={`mailto:${mailboxes.partnerships}`}
            className="font-semibold [overflow-wrap:anywhere] text-primary underline underline-offset-2 hover:decoration-2"
          >
            {mailboxes.partnerships}
          </a>
          {copy.submitNote.end}
        </span>
      </p>
    </div>
  )
}
