import * as React from 'react'
import { Link } from '@tanstack/react-router'
import { CircleCheck, Home } from 'lucide-react'
import { buttonVariants } from '~/components/ui/button'
import { partnershipLaterCopy } from '~/content/partnership-later'
import { useSite } from '~/lib/site'
import { Card } from '~/components/ui/card'

const copy = partnershipLaterCopy.confirmation

/** In place of the wizard once the application is stored: its reference and what happens next. */
export function ApplicationReceived({ reference }: { reference: string }) {
  const { mailboxes } = useSite()
  const headingRef = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => {
    headingRef.current?.scrollIntoView({ block: 'center' })
    headingRef.current?.focus({ preventScroll: true })
  }, [])

  return (
    <Card id="application" className="rounded-2xl overflow-hidden px-4 py-8 sm:px-8 sm:py-10">
      <div className="flex flex-col items-start gap-4">
        <CircleCheck aria-hidden="true" className="size-10 text-success" />
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold focus:outline-none sm:text-3xl"
        >
          {copy.title}
        </h2>
        <p className="text-muted-foreground">{copy.lead}</p>
        <div className="rounded-lg border border-border bg-muted/50 px-4 py-3">
          <p className="text-sm font-medium text-muted-foreground">{copy.referenceLabel}</p>
          <p
            className="font-mono text-xl font-bold tracking-wider text-ink"
            data-testid="application-reference"
          >
            {reference}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{copy.referenceHint}</p>
        </div>
        <h3 className="mt-2 text-lg font-semibold">{copy.nextTitle}</h3>
        <ul className="list-disc space-y-1 pl-5 text-ink">
          {copy.next.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="text-ink">
          {copy.questions}{' '}
          <a
            href={`mailto:${mailboxes.partnerships}`}
            className="font-semibold [overflow-wrap:anywhere] text-primary underline underline-offset-2 hover:decoration-2"
          >
            {mailboxes.partnerships}
          </a>
          .
        </p>
        <Link to="/" className={buttonVariants({ variant: 'default' })}>
          <Home aria-hidden="true" />
          {copy.home}
        </Link>
      </div>
    </Card>
  )
}
