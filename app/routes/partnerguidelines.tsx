import { createFileRoute } from '@tanstack/react-router'
import { Ban, Mail, TriangleAlert } from 'lucide-react'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { GuidelineSections } from '~/components/creators/guideline-sections'
import { PageIllustration } from '~/components/illustrations-two/page-illustration'
import { guidelineSections, partnerGuidelinesPage as copy } from '~/content/partner-guidelines'
import { partnerGuidelinesMeta } from '~/content/page-meta-two'
import { pageHead, useSite } from '~/lib/site'
import { wrappingButton } from '~/components/creators/button-classes'

export const Route = createFileRoute('/partnerguidelines')({
  head: ({ matches, match }) => pageHead(matches, match, partnerGuidelinesMeta),
  component: PartnerGuidelinesPage,
})

function PartnerGuidelinesPage() {
  const { mailboxes } = useSite()
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} illustration={<PageIllustration name="guidelines" />} />

      <Section tone="tint" title={copy.sectionsHeading.title} intro={copy.sectionsHeading.intro} containerClassName="max-w-4xl">
        <GuidelineSections sections={guidelineSections} />
      </Section>

      <Section containerClassName="max-w-5xl">
        <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
          <section aria-labelledby="consequences-title" className="rounded-xl border border-border bg-white p-6 shadow-card sm:p-8">
            <h2 id="consequences-title" className="text-2xl font-bold">
              {copy.consequences.title}
            </h2>
            <p className="mt-2 text-muted-foreground">{copy.consequences.intro}</p>
            <div className="mt-6 rounded-lg border border-warning/30 bg-warning-soft p-5">
              <h3 className="flex items-center gap-2 text-base font-semibold text-warning">
                <TriangleAlert aria-hidden="true" className="size-5" />
                {copy.consequences.minor.title}
              </h3>
              <p className="mt-2 text-ink">{copy.consequences.minor.text}</p>
            </div>
            <div className="mt-4 rounded-lg border border-destructive/30 bg-destructive-soft p-5">
              <h3 className="flex items-center gap-2 text-base font-semibold text-destructive">
                <Ban aria-hidden="true" className="size-5" />
                {copy.consequences.serious.title}
              </h3>
              <p className="mt-2 text-ink">{copy.consequences.serious.text}</p>
              <ul className="mt-3 space-y-2 text-ink">
                {copy.consequences.serious.outcomes.map((outcome) => (
                  <li key={outcome} className="flex gap-3">
                    <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-destructive" />
                    {outcome}
                  </li>
                ))}
              </ul>
            </div>
          </section>

          <section aria-labelledby="contact-title" className="self-start rounded-xl bg-ink p-6 text-slate-200 shadow-card sm:p-8">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-accent">
              <Mail aria-hidden="true" className="size-6" />
            </span>
            <h2 id="contact-title" className="mt-5 text-2xl font-bold text-white">
              {copy.contact.title}
            </h2>
            <p className="mt-3 text-slate-300">{copy.contact.text}</p>
            <div className="mt-6">
              <a href={`mailto:${mailboxes.community}`} className={wrappingButton('accent')}>
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
