import { createFileRoute } from '@tanstack/react-router'
import { ApplicationIllustration } from '~/components/partnership/application-illustration'
import { PartnershipWizard } from '~/components/partnership/partnership-wizard'
import { PageHero } from '~/components/sections/page-hero'
import { partnershipPageCopy as copy } from '~/content/partnership'
import { pageHead } from '~/lib/site'

export const Route = createFileRoute('/partnership-application')({
  head: ({ matches, match }) => pageHead(matches, match, copy.meta),
  component: PartnershipApplicationPage,
})

function PartnershipApplicationPage() {
  return (
    <>
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        note={copy.hero.note}
        illustration={<ApplicationIllustration className="hidden lg:block" />}
      />
      <section aria-label={copy.hero.eyebrow} className="bg-white pb-16 sm:pb-24">
        <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
          <PartnershipWizard />
        </div>
      </section>
    </>
  )
}
