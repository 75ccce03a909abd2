import * as React from 'react'
import { Link } from '@tanstack/react-router'
import { Gift } from 'lucide-react'
import { rightNowPage } from '~/content/rightnow'
import { largeButton } from '~/components/ui/button'
import type { OfferView } from '~/server/events.functions'
import { CheckListItem } from '~/components/sections/check-list-item'

const copy = rightNowPage.offer

/**
 * The exclusive attendee offer: complimentary Core Advantage membership, valid until the day in
 * the settings, with a link to claim it while it runs; once it has ended, it says so.
 */
export function OfferBox({ offer }: { offer: OfferView }) {
  const headingId = React.useId()
  return (
    <section aria-labelledby={headingId} className="relative overflow-hidden rounded-2xl bg-ink p-6 text-slate-200 shadow-card sm:p-10">
      <svg aria-hidden="true" focusable="false" className="pointer-events-none absolute -top-10 -right-10 size-56 opacity-20" viewBox="0 0 200 200">
        <circle className="stroke-cta" cx="100" cy="100" r="90" fill="none" strokeWidth="2" strokeDasharray="6 10" />
        <circle className="stroke-primary-soft" cx="100" cy="100" r="60" fill="none" strokeWidth="2" />
      </svg>
      <div className="relative grid gap-8 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div>
          <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wider text-cta uppercase">
            <Gift aria-hidden="true" className="size-4" />
            {copy.eyebrow}
          </p>
          <h2 id={headingId} className="mt-3 text-3xl font-bold text-white sm:text-4xl">{copy.title}</h2>
          <p className="mt-3 text-2xl font-bold text-cta">{copy.headline}</p>
          <p className="mt-4 text-slate-300">{copy.text}</p>
          {offer.open ? (
            <Link to="/claim-offer" className={largeButton('cta', 'mt-6')}>
              {copy.claim}
            </Link>
          ) : (
            <p className="mt-6 font-semibold text-white">{copy.ended(offer.endsOnText)}</p>
          )}
        </div>
        <ul className="grid gap-3">
          {[...copy.points, copy.validUntil(offer.endsOnText)].map((point) => (
            <CheckListItem key={point} tone="cta" className="rounded-lg bg-white/5 px-4 py-3 text-white ring-1 ring-white/10">
              {point}
            </CheckListItem>
          ))}
        </ul>
      </div>
    </section>
  )
}
