import * as React from 'react'
import { Check, PlusCircle } from 'lucide-react'
import type { MatrixFeature } from '~/lib/tier-matrix'
import { matrixCellText } from '~/content/membership'
import { Badge } from '~/components/ui/badge'
import { cn } from '~/lib/cn'

export interface PlanCardProps {
  title: string
  badge?: { text: string; tone: 'cta' | 'default' | 'ink' } | null
  price: string
  priceNote: string
  description: string
  /** Shown above the feature list, e.g. 'Everything in Digital, plus:'. */
  listIntro?: string
  features: readonly MatrixFeature[]
  action: React.ReactNode
  highlight?: boolean
  headingLevel?: 2 | 3
}

/** A plan card for the membership option pages: badge, name, price, features, one action. */
export function PlanCard({ title, badge, price, priceNote, description, listIntro, features, action, highlight = false, headingLevel = 3 }: PlanCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div
      className={cn(
        'relative flex h-full flex-col rounded-xl border bg-white p-6 shadow-card',
        highlight ? 'border-2 border-cta' : 'border-border',
      )}
    >
      {badge ? (
        <div className="mb-3 flex min-h-7 items-center">
          <Badge variant={badge.tone}>{badge.text}</Badge>
        </div>
      ) : (
        <div aria-hidden="true" className="mb-3 hidden min-h-7 lg:block" />
      )}
      <Heading className="text-xl font-bold">{title}</Heading>
      <p className="mt-1 text-sm text-muted-foreground lg:min-h-10">{description}</p>
      <p className="mt-5">
        <span className="block text-xl font-bold tracking-tight text-ink">{price}</span>
        <span className="block text-sm text-muted-foreground">{priceNote}</span>
      </p>
      <div className="mt-5">{action}</div>
      {listIntro ? <p className="mt-6 text-sm font-semibold text-ink">{listIntro}</p> : null}
      <ul className={cn('space-y-2.5 text-[0.95rem]', listIntro ? 'mt-3' : 'mt-6')}>
        {features.map((feature) => (
          <li key={feature.id} className="flex gap-2.5">
            {feature.availability === 'addon' ? (
              <PlusCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
            ) : (
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" strokeWidth={2.5} />
            )}
            <span className="text-ink">
              {feature.label}
              {feature.availability === 'addon' ? <span className="text-muted-foreground"> ({matrixCellText.addon})</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
