import { Info } from 'lucide-react'
import { SubmissionFailure } from '~/components/form/submission-failure'
import { ExternalLink } from '~/components/layout/external-link'
import { partnershipLaterCopy as laterCopy } from '~/content/partnership-later'
import { useSite } from '~/lib/site'

/** What keeps Submit Application disabled: blank required fields, values to correct, or nothing. */
export type ContactNeeds = 'missing' | 'corrections' | null

/**
 * Under Submit Application: what is missing or to correct (or that it is ready), the failure
 * of the last attempt if any, and the ways to reach the team directly.
 */
export function SubmitNote({
  id,
  needs,
  failure,
}: {
  id: string
  needs: ContactNeeds
  failure: string | null
}) {
  const { links, mailboxes } = useSite()
  return (
    <div className="mt-4 grid gap-3">
      <SubmissionFailure
        title={laterCopy.submitNote.failedTitle}
        failure={failure}
        note={laterCopy.submitNote.failedRetry}
      />
      <p id={id} className="flex items-start gap-2 text-sm text-muted-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          {needs === 'missing'
            ? laterCopy.submitNote.needsContact
            : needs === 'corrections'
              ? laterCopy.submitNote.needsCorrections
              : laterCopy.submitNote.ready}{' '}
          {laterCopy.submitNote.contactText}{' '}
          <ExternalLink
            href={links.scheduling}
            className="inline-flex items-center gap-0.5 font-semibold text-primary underline underline-offset-2 hover:decoration-2"
          >
            {laterCopy.submitNote.scheduling}
          </ExternalLink>{' '}
          {laterCopy.submitNote.or}{' '}
          <a
            href={`mailto:${mailboxes.partnerships}`}
            className="font-semibold [overflow-wrap:anywhere] text-primary underline underline-offset-2 hover:decoration-2"
          >
            {mailboxes.partnerships}
          </a>
          {laterCopy.submitNote.end}
        </span>
      </p>
    </div>
  )
}
