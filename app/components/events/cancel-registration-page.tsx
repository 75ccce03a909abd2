import * as React from 'react'
import { Link } from '@tanstack/react-router'
import { CalendarX, CircleCheck } from 'lucide-react'
import { cancelRegistrationCopy as copy } from '~/content/cancel-registration'
import { eventPlaceWords } from '~/content/event-place'
import { describePlace } from '~/lib/event-place'
import { describeWhen } from '~/lib/event-time'
import { notify } from '~/lib/notify'
import type { LinkedRegistration, RegistrationLinkView } from '~/lib/registration-link'
import { cancelRegistrationFromLink } from '~/server/registration-links.functions'
import { Button, buttonVariants } from '~/components/ui/button'

/** Why a link no longer cancels anything, in words. */
function closedReason(view: LinkedRegistration): { title: string; text: string } {
  const event = view.event.title
  switch (view.state) {
    case 'used':
      return { title: copy.used.title, text: copy.used.text(event) }
    case 'cancelled':
      return { title: copy.cancelledByStaff.title, text: copy.cancelledByStaff.text(event) }
    case 'event_cancelled':
      return { title: copy.eventCancelled.title, text: copy.eventCancelled.text(event) }
    default:
      return { title: copy.started.title, text: copy.started.text(event) }
  }
}

function RegistrationDetails({ view }: { view: LinkedRegistration }) {
  const { event } = view
  const when = event.startsAt ? describeWhen(event.startsAt, event.endsAt, event.timeZone) : null
  const rows: [string, React.ReactNode][] = [
    [copy.labels.name, view.name],
    [copy.labels.event, event.title],
    [copy.labels.when, when ? `${when.date}, ${when.time}` : copy.toBeAnnounced],
    [copy.labels.where, describePlace(event, eventPlaceWords)],
  ]
  if (view.state === 'active') rows.push([copy.labels.status, view.status === 'waitlisted' && view.place ? copy.waitlist(view.place) : copy.seat])
  return (
    <dl className="mt-6 grid gap-3 rounded-lg border border-border bg-white p-5 text-left sm:grid-cols-[auto_1fr] sm:gap-x-6">
      {rows.map(([label, value]) => (
        <div key={label} className="sm:contents">
          <dt className="font-semibold text-ink">{label}</dt>
          <dd className="[overflow-wrap:anywhere] text-muted-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * A registrant's cancel link: the registration and 'Cancel my registration' while it stands;
 * after the button, that the seat is free; later, that the link was used (or why it no longer
 * cancels anything). Opening the page changes nothing.
 */
export function CancelRegistrationPage({ view, token }: { view: RegistrationLinkView | null; token: string }) {
  const [current, setCurrent] = React.useState(view)
  const [busy, setBusy] = React.useState(false)
  // Once cancelled, the button is gone: the focus moves to the heading that says so.
  const heading = React.useRef<HTMLHeadingElement>(null)
  const cancelledNow = current !== null && current.state !== 'removed' && current.cancelledNow === true
  React.useEffect(() => {
    if (cancelledNow) heading.current?.focus()
  }, [cancelledNow])

  async function cancel() {
    setBusy(true)
    try {
      setCurrent(await cancelRegistrationFromLink({ data: { token } }))
    } catch (error) {
      notify.error(copy.active.failedTitle, error instanceof Error ? error.message : copy.active.unexpected, error)
    } finally {
      setBusy(false)
    }
  }

  let title: string
  let body: React.ReactNode
  if (!current) {
    title = copy.unknown.title
    body = <p className="mt-4 text-lg text-muted-foreground">{copy.unknown.text}</p>
  } else if (current.state === 'removed') {
    title = copy.removed.title
    body = <p className="mt-4 text-lg text-muted-foreground">{copy.removed.text}</p>
  } else if (current.cancelledNow) {
    title = copy.cancelledNow.title
    body = (
      <>
        <p className="mt-4 flex items-start justify-center gap-2 text-lg font-semibold text-success" role="status">
          <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0" />
          {current.heldSeat ? copy.cancelledNow.seatFreed : copy.cancelledNow.leftWaitlist}
        </p>
        <RegistrationDetails view={current} />
      </>
    )
  } else if (current.state === 'active') {
    title = copy.title
    body = (
      <>
        <p className="mt-4 text-lg text-muted-foreground">{current.status === 'waitlisted' ? copy.active.leadWaitlist : copy.active.lead}</p>
        <RegistrationDetails view={current} />
        <Button className="mt-8" size="wrapLarge" onClick={() => void cancel()} disabled={busy}>
          <CalendarX aria-hidden="true" />
          {busy ? copy.active.busy : copy.active.button}
        </Button>
      </>
    )
  } else {
    const reason = closedReason(current)
    title = reason.title
    body = (
      <>
        <p className="mt-4 text-lg text-muted-foreground">{reason.text}</p>
        <RegistrationDetails view={current} />
      </>
    )
  }

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24" aria-labelledby="cancel-registration-title">
      <h1 ref={heading} tabIndex={-1} id="cancel-registration-title" className="text-3xl font-bold focus:outline-none sm:text-4xl">
        {title}
      </h1>
      {body}
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        {current && current.state !== 'removed' ? (
          <Link to="/events/$slug" params={{ slug: current.event.slug }} className={buttonVariants({ variant: 'outline' })}>
            {copy.eventPage}
          </Link>
        ) : null}
        <Link to="/events" className={buttonVariants({ variant: 'outline' })}>
          {copy.allEvents}
        </Link>
      </p>
    </section>
  )
}
