import * as React from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { Ban, Mail, TriangleAlert, type LucideIcon } from 'lucide-react'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { InteractiveMarker } from '~/components/rightnow/interactive-marker'
import { Illustration } from '~/components/illustrations/illustration'
import guidelinesDrawing from '~/components/illustrations/drawings/guidelines.svg?raw'
import { guidelineSections, partnerGuidelinesPage as copy } from '~/content/partner-guidelines'
import { pageMeta } from '~/content/page-meta'
import { pageHead, useSite } from '~/lib/site'
import { wrappingButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { cn } from '~/lib/cn'
import { lazySection } from '~/components/layout/lazy-section'
import { IconBadge } from '~/components/ui/icon-badge'

export const Route = createFileRoute('/partnerguidelines')({
  head: (context) => pageHead(context, pageMeta.partnerGuidelines),
  component: PartnerGuidelinesPage,
})

// The sections' accordion code loads after the page's own JavaScript; the server
// renders the accordion in full.
const GuidelineSections = lazySection(() => import('~/components/creators/guideline-sections'), 'GuidelineSections')

/** Shown only while the accordion's code is on its way: the section titles, in the same frame. */
function SectionTitles() {
  return (
    <Card as="ol" className="px-5 sm:px-6">
      {guidelineSections.map((section) => (
        <li key={section.id} className="border-b border-border py-4 text-lg font-semibold text-ink last:border-b-0">
          {section.title}
        </li>
      ))}
    </Card>
  )
}

function PartnerGuidelinesPage() {
  const { mailboxes } = useSite()
  return (
    <>
      <PageHero hero={copy.hero} illustration={<Illustration drawing={guidelinesDrawing} />} />

      <Section tone="tint" title={copy.sectionsHeading.title} intro={copy.sectionsHeading.intro} containerClassName="max-w-4xl">
        <React.Suspense fallback={<SectionTitles />}>
          <InteractiveMarker>
            <GuidelineSections sections={guidelineSections} />
          </InteractiveMarker>
        </React.Suspense>
      </Section>

      <Section containerClassName="max-w-5xl">
        <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
          <Card as="section" aria-labelledby="consequences-title" className="p-6 sm:p-8">
            <h2 id="consequences-title" className="text-2xl font-bold">
              {copy.consequences.title}
            </h2>
            <p className="mt-2 text-muted-foreground">{copy.consequences.intro}</p>
            <Consequence tone="warning" icon={TriangleAlert} copy={copy.consequences.minor} className="mt-6" />
            <Consequence tone="destructive" icon={Ban} copy={copy.consequences.serious} className="mt-4">
              <ul className="mt-3 space-y-2 text-ink">
                {copy.consequences.serious.outcomes.map((outcome) => (
                  <li key={outcome} className="flex gap-3">
                    <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-destructive" />
                    {outcome}
                  </li>
                ))}
              </ul>
            </Consequence>
          </Card>

          <section aria-labelledby="contact-title" className="self-start rounded-xl bg-ink p-6 text-slate-200 shadow-card sm:p-8">
            <IconBadge icon={Mail} tone="onDark" />
            <h2 id="contact-title" className="mt-5 text-2xl font-bold text-white">
              {copy.contact.title}
            </h2>
            <p className="mt-3 text-slate-300">{copy.contact.text}</p>
            <div className="mt-6">
              <a href={`mailto:${mailboxes.community}`} className={wrappingButton('cta')}>
                <Mail aria-hidden="true" />
                {copy.contact.mailLabel}
              </a>
              <p className="mt-4 text-sm text-slate-300">
                {copy.contact.addressLabel}
                <span className="block font-semibold text-white [overflow-wrap:anywhere]">
                  {/* Let a narrow screen break the address before its domain. */}
                  {mailboxes.community.split('@')[0]}
                  <wbr />@{mailboxes.community.split('@')[1]}
                </span>
              </p>
            </div>
          </section>
        </div>
      </Section>
    </>
  )
}

const consequenceTones = {
  warning: { box: 'border-warning/30 bg-warning-soft', heading: 'text-warning' },
  destructive: { box: 'border-destructive/30 bg-destructive-soft', heading: 'text-destructive' },
}

/** A consequence, by its severity: a tinted box with its icon, title and text, and any list under it. */
function Consequence({
  tone,
  icon: Icon,
  copy,
  className,
  children,
}: {
  tone: keyof typeof consequenceTones
  icon: LucideIcon
  copy: { title: string; text: string }
  className: string
  children?: React.ReactNode
}) {
  return (
    <div className={cn('rounded-lg border p-5', consequenceTones[tone].box, className)}>
      <h3 className={cn('flex items-center gap-2 text-base font-semibold', consequenceTones[tone].heading)}>
        <Icon aria-hidden="true" className="size-5" />
        {copy.title}
      </h3>
      <p className="mt-2 text-ink">{copy.text}</p>
      {children}
    </div>
  )
}
