import * as React from 'react'
import { Check, Lock } from 'lucide-react'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { perksPage } from '~/content/perks'
import type { PerkView } from '~/lib/content-pages'
import { RichText } from '~/components/sections/rich-text'
import { Card, CardTitle } from '~/components/ui/card'

const copy = perksPage.perks

/** A perk (a row staff edit in /admin/content); its redeem button stays disabled because redemption needs a member sign-in. */
export function PerkCard({ perk }: { perk: PerkView }) {
  const headingId = React.useId()
  const hintId = React.useId()
  return (
    <Card as="article" aria-labelledby={headingId} className="flex h-full min-w-0 flex-col p-6 [overflow-wrap:anywhere]">
      <div className="flex items-start justify-between gap-3">
        <Badge variant="muted">{perk.category}</Badge>
        <span className="rounded-lg bg-cta-soft px-3 py-1.5 text-right text-lg leading-tight font-bold text-ink">{perk.discount}</span>
      </div>
      <CardTitle id={headingId} className="mt-4">
        {perk.title}
      </CardTitle>
      {perk.descriptionHtml ? <RichText html={perk.descriptionHtml} className="mt-2 text-sm text-muted-foreground" /> : null}
      {perk.savings ? (
        <p className="mt-4 text-sm font-semibold text-success">
          <span className="sr-only">{copy.savingsLabel}: </span>
          {perk.savings}
        </p>
      ) : null}
      <h4 className="mt-4 text-xs font-semibold tracking-wider text-muted-foreground uppercase">{copy.featuresLabel}</h4>
      <ul className="mt-2 space-y-1.5 text-sm text-ink">
        {perk.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <Button type="button" variant="outline" className="w-full" disabled aria-describedby={hintId}>
          <Lock aria-hidden="true" />
          {copy.locked}
        </Button>
        <p id={hintId} className="mt-2 text-center text-xs text-muted-foreground">
          {copy.lockedHint}
        </p>
      </div>
    </Card>
  )
}
