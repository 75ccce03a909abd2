import * as React from 'react'
import { Link } from '@tanstack/react-router'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '~/components/ui/accordion'
import { ExternalLink } from '~/components/layout/external-link'
import { creatorLevelsPage, type CreatorLevelCard, type LevelCta } from '~/content/creator-levels'
import { OPPORTUNITIES_SECTION_ID } from '~/content/creators'
import { cn } from '~/lib/cn'
import { badgeTone } from './level-chip'
import { wrappingButton } from './button-classes'

const copy = creatorLevelsPage.levelsSection

/** Where a level card's button goes (see LevelCtaTarget in the content). */
export function LevelCtaLink({
  cta,
  schedulingUrl,
  variant,
  className,
}: {
  cta: LevelCta
  schedulingUrl: string
  variant: 'primary' | 'secondary'
  className?: string
}) {
  const classes = wrappingButton(variant, cn('w-full', className))
  switch (cta.target) {
    case 'application':
      // The application is its own page (/partnership-application).
      return (
        <a href="/partnership-application" className={classes}>
          {cta.label}
        </a>
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
    <article aria-labelledby={headingId} className="relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-white shadow-card">
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

        <Accordion type="single" collapsible className="mt-6 rounded-lg border border-border px-4">
          <AccordionItem value="value-props">
            <AccordionTrigger headingLevel={4}>{copy.valuePropsLabel}</AccordionTrigger>
            <AccordionContent>
              <ul className="space-y-3">
                {level.valueProps.map((prop) => (
                  <li key={prop.title}>
                    <span className="font-semibold text-ink">{prop.title}.</span> {prop.description}
                  </li>
                ))}
              </ul>
            </AccordionContent>
          </AccordionItem>
        </Accordion>

        <div className="mt-auto grid gap-3 pt-6 sm:grid-cols-2">
          <LevelCtaLink cta={level.primaryCTA} schedulingUrl={schedulingUrl} variant="primary" />
          <LevelCtaLink cta={level.secondaryCTA} schedulingUrl={schedulingUrl} variant="secondary" />
        </div>
      </div>
    </article>
  )
}
