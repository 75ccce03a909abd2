import { Link, createFileRoute } from '@tanstack/react-router'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { CtaBand } from '~/components/sections/cta-band'
import { ScrollToButton } from '~/components/creators/scroll-to-button'
import { LevelCard } from '~/components/creators/level-card'
import { Illustration } from '~/components/illustrations/illustration'
import levelsDrawing from '~/components/illustrations/drawings/levels.svg?raw'
import { creatorLevels, creatorLevelsPage as copy } from '~/content/creator-levels'
import { OPPORTUNITIES_SECTION_ID } from '~/content/creator-level-table'
import { pageMeta } from '~/content/page-meta'
import { pageHead, useSite } from '~/lib/site'
import { largeButton } from '~/components/ui/button'

const LEVELS_SECTION_ID = 'levels'

export const Route = createFileRoute('/creators_/levels')({
  head: (context) => pageHead(context, pageMeta.creatorLevels),
  component: CreatorLevelsPage,
})

function CreatorLevelsPage() {
  const { links } = useSite()
  return (
    <>
      <PageHero
        hero={copy.hero}
        actions={
          <>
            <Link to="/partnership-application" className={largeButton('cta')}>
              {copy.hero.primary}
            </Link>
            <ScrollToButton targetId={LEVELS_SECTION_ID}>{copy.hero.secondary}</ScrollToButton>
          </>
        }
        illustration={<Illustration drawing={levelsDrawing} />}
      />

      <Section
        id={LEVELS_SECTION_ID}
        tone="tint"
        eyebrow={copy.levelsSection.eyebrow}
        title={copy.levelsSection.title}
        intro={copy.levelsSection.intro}
      >
        <div className="grid gap-6 md:grid-cols-2">
          {creatorLevels.map((level) => (
            <LevelCard key={level.id} level={level} schedulingUrl={links.scheduling} />
          ))}
        </div>
      </Section>

      <CtaBand title={copy.closing.title} text={copy.closing.text}>
        <Link to="/partnership-application" className={largeButton('cta')}>
          {copy.closing.apply}
        </Link>
        <Link to="/creators" hash={OPPORTUNITIES_SECTION_ID} className={largeButton('inverse')}>
          {copy.closing.explore}
        </Link>
      </CtaBand>
    </>
  )
}
