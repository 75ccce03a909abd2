import { Info } from 'lucide-react'
import { ExternalLink } from '~/components/layout/external-link'
import { partnershipPageCopy as copy } from '~/content/partnership'
import { useSite } from '~/lib/site'

/** Under the disabled Submit Application button: nothing is sent, and where to go instead. */
export function SubmitNote({ id }: { id: string }) {
  const { links, mailboxes } = useSite()
  return (
    <p id={id} className="mt-4 flex items-start gap-2 text-sm text-muted-foreground">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>
        {copy.submitNote.text}{' '}
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
  )
}
