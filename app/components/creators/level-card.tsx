import * as React from 'react'
import { ClientOnly, Link } from '@tanstack/react-router'
import { ExternalLink } from '~/components/layout/external-link'
import { creatorLevelsPage, type CreatorLevelCard, type LevelCta } from '~/content/creator-levels'
import { OPPORTUNITIES_SECTION_ID } from '~/content/creator-level-table'
import { cn } from '~/lib/cn'
import { badgeTone } from './level-chip'
import { InteractiveMarker } from '~/components/rightnow/interactive-marker'
import { wrappingButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { lazySection } from '~/components/layout/lazy-section'

const copy = creatorLevelsPage.levelsSection

// The collapsible value propositions load their accordion code after the page's own
// JavaScript, in the browser only: rendered on the server, React would stream them after
// the footer (hidden until its script moves them), which breaks the HTML's heading order.
// The server sends the closed trigger's frame in their place.
const LevelValueProps = lazySection(() => import('./level-value-props'), 'LevelValueProps')

/** Shown only while the accordion's code is on its way: the closed trigger's frame. */
function ValuePropsPlaceholder({ label }: { label: string }) {
  return <p className="mt-6 rounded-lg border border-border px-4 py-4 font-semibold text-ink">{label}</p>
}

/** Where a level card's button goes (see LevelCtaTarget in the content). */
export function LevelCtaLink({
  cta,
  schedulingUrl,
  variant,
  className,
}: {
  cta: LevelCta
  schedulingUrl: string
  variant: 'default' | 'outline'
  className?: string
}) {
  const classes = wrappingButton(variant, cn('w-full', className))
  switch (cta.target) {
    case 'application':
      return (
        <Link to="/partnership-application" className={classes}>
          {cta.label}
        </Link>
      )
    case 'opportunities':
      return (
        <Link to="/creators" hash={OPPORTUNITIES_SECTION_ID} className={classes}>
          {cta.label}
        </Link>
      )
    case 'scheduling':
      return (
        <ExternalLink href={schedulingUrl} className={classes}>
          {cta.label}
        </ExternalLink>
      )
  }
}

/** One creator level: numbered badge, title, description, engagement, two buttons and collapsible value propositions. */
export function LevelCard({ level, schedulingUrl }: { level: CreatorLevelCard; schedulingUrl: string }) {
  const tone = badgeTone[level.badgeColor]
  const headingId = React.useId()
  return (
    <Card as="article" aria-labelledby={headingId} className="relative flex h-full flex-col overflow-hidden">
      <span aria-hidden="true" className={cn('h-1.5 w-full', tone.bar)} />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <div className="flex items-center gap-4">
          <span className={cn('inline-flex size-12 shrink-0 items-center justify-center rounded-full text-xl font-bold', tone.badge)}>
            <span className="sr-only">{copy.levelLabel} </span>
            {level.level}
          </span>
          <h3 id={headingId} className="text-2xl font-bold">
            {level.title}
          </h3>
        </div>
        <p className="mt-4 text-muted-foreground">{level.description}</p>

        <h4 className="mt-6 text-xs font-semibold tracking-wider text-muted-foreground uppercase">{copy.engagementTypesLabel}</h4>
        <ul className="mt-2 flex flex-wrap gap-2">
          {level.engagementTypes.map((type) => (
            <li key={type} className={cn('rounded-full px-3 py-1 text-sm font-medium', tone.chip)}>
              {type}
            </li>
          ))}
        </ul>

        <h4 className="mt-6 text-xs font-semibold tracking-wider text-muted-foreground uppercase">{copy.engagementDetailsLabel}</h4>
        <p className="mt-2 text-ink">{level.engagementDetails}</p>

        <ClientOnly fallback={<ValuePropsPlaceholder label={copy.valuePropsLabel} />}>
          <React.Suspense fallback={<ValuePropsPlaceholder label={copy.valuePropsLabel} />}>
            <InteractiveMarker>
              <LevelValueProps label={copy.valuePropsLabel} valueProps={level.valueProps} />
            </InteractiveMarker>
          </React.Suspense>
        </ClientOnly>

        <div className="mt-auto grid gap-3 pt-6 sm:grid-cols-2">
          <LevelCtaLink cta={level.primaryCTA} schedulingUrl={schedulingUrl} variant="default" />
          <LevelCtaLink cta={level.secondaryCTA} schedulingUrl={schedulingUrl} variant="outline" />
        </div>
      </div>
    </Card>
  )
}
