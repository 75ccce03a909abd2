import { Link, createFileRoute } from '@tanstack/react-router'
import { Building2, CalendarDays, GraduationCap, Percent, Sparkles, Star, type LucideIcon } from 'lucide-react'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { CardGrid, FeatureCardGrid } from '~/components/sections/feature-card'
import { Stat } from '~/components/sections/stat'
import { CtaBand } from '~/components/sections/cta-band'
import { NumberedSteps } from '~/components/creators/numbered-steps'
import { PerkCard } from '~/components/perks/perk-card'
import { Illustration } from '~/components/illustrations/illustration'
import perksDrawing from '~/components/illustrations/drawings/perks.svg?raw'
import type { PerkPartnershipTypeId } from '~/content/perks'
import { perksPage as copy, perksStats } from '~/content/perks'
import { figurePageMeta, pageMeta } from '~/content/page-meta'
import { getSiteFigures } from '~/server/content-pages.functions'
import { pageHead, useSite } from '~/lib/site'
import { previewDeps, previewMeta, previewSearch } from '~/lib/content-preview'
import { PreviewBanner } from '~/components/site-content/preview-banner'
import { ContentUnavailablePage } from '~/components/site-content/content-unavailable-lazy'
import { SampleNote } from '~/components/sections/sample-note'
import { exampleNotes } from '~/content/site-content'
import { showsExample } from '~/lib/content-pages'
import { getPerksContent } from '~/server/content-pages.functions'
import { largeButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { CheckListItem } from '~/components/sections/check-list-item'
import { StatRow } from '~/components/sections/stat-row'
import { IconBadge } from '~/components/ui/icon-badge'

export const Route = createFileRoute('/perks')({
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  loader: async ({ deps }) => {
    const [content, figures] = await Promise.all([getPerksContent({ data: { preview: deps.preview } }), getSiteFigures()])
    return { ...content, activeMembers: figures.activeMembers }
  },
  head: (context) =>
    pageHead(context, previewMeta(context.loaderData ? figurePageMeta.perks(context.loaderData.activeMembers) : pageMeta.perks, context.loaderData)),
  errorComponent: ContentUnavailablePage,
  component: PerksPage,
})

const partnershipIcons: Record<PerkPartnershipTypeId, LucideIcon> = {
  'exclusive-discount': Percent,
  'featured-solution': Star,
  education: GraduationCap,
  'event-sponsor': CalendarDays,
}

function ValueColumn({ icon: Icon, title, points }: { icon: LucideIcon; title: string; points: readonly string[] }) {
  return (
    <Card className="h-full p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <IconBadge icon={Icon} />
        <h3 className="text-xl font-bold">{title}</h3>
      </div>
      <ul className="mt-5 space-y-3">
        {points.map((point) => (
          <CheckListItem key={point} className="text-ink">
            {point}
          </CheckListItem>
        ))}
      </ul>
    </Card>
  )
}

function PerksPage() {
  const { mailboxes } = useSite()
  const partnershipsMail = `mailto:${mailboxes.partnerships}`
  const { perks, preview, activeMembers } = Route.useLoaderData()
  return (
    <>
      {preview ? <PreviewBanner path="/perks" /> : null}
      <PageHero
        hero={copy.hero}
        actions={
          <>
            <Link to="/membership" className={largeButton('cta')}>
              {copy.hero.primary}
            </Link>
            <a href={partnershipsMail} className={largeButton('outline')}>
              {copy.hero.secondary}
            </a>
          </>
        }
        illustration={<Illustration drawing={perksDrawing} />}
      />

      <section aria-label={copy.statsLabel} className="border-y border-border bg-white">
        <StatRow stats={perksStats(activeMembers)} bare />
      </section>

      <Section tone="tint" eyebrow={copy.value.eyebrow} title={copy.value.title} intro={copy.value.intro}>
        <div className="grid gap-6 md:grid-cols-2">
          <ValueColumn icon={Building2} title={copy.value.vendors.title} points={copy.value.vendors.points} />
          <ValueColumn icon={Sparkles} title={copy.value.members.title} points={copy.value.members.points} />
        </div>
      </Section>

      <Section eyebrow={copy.perks.eyebrow} title={copy.perks.title} intro={copy.perks.intro(perks.length)}>
        {showsExample(perks) ? <SampleNote className="mb-6 justify-center">{exampleNotes.perks}</SampleNote> : null}
        <CardGrid>
          {perks.map((perk) => (
            <PerkCard key={perk.id} perk={perk} />
          ))}
        </CardGrid>
      </Section>

      <Section tone="muted" eyebrow={copy.partnershipTypes.eyebrow} title={copy.partnershipTypes.title} intro={copy.partnershipTypes.intro}>
        <FeatureCardGrid items={copy.partnershipTypes.items} icons={partnershipIcons} columns={4} />
      </Section>

      <Section tone="ink" eyebrow={copy.whyPartner.eyebrow} title={copy.whyPartner.title} intro={copy.whyPartner.intro}>
        <div className="grid grid-cols-2 gap-8 lg:grid-cols-4">
          {copy.whyPartner.stats.map((stat) => (
            <Stat key={stat.label} value={stat.value} label={stat.label} inverse />
          ))}
        </div>
      </Section>

      <Section eyebrow={copy.howItWorks.eyebrow} title={copy.howItWorks.title}>
        <div className="grid gap-10">
          {[copy.howItWorks.members, copy.howItWorks.vendors].map((audience) => (
            <div key={audience.title}>
              <h3 className="mb-5 text-2xl font-bold">{audience.title}</h3>
              <NumberedSteps steps={audience.steps} columns={3} headingLevel={4} />
            </div>
          ))}
        </div>
      </Section>

      <CtaBand title={copy.closing.title} text={copy.closing.text}>
        <Link to="/membership" className={largeButton('cta')}>
          {copy.closing.member}
        </Link>
        <a href={partnershipsMail} className={largeButton('inverse')}>
          {copy.closing.vendor}
        </a>
      </CtaBand>
    </>
  )
}
