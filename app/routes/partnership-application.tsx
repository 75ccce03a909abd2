import * as React from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { ApplicationIllustration } from '~/components/illustrations/application-illustration'
import { PageHero } from '~/components/sections/page-hero'
import { Spinner } from '~/components/ui/spinner'
import { partnershipPageCopy as copy } from '~/content/partnership'
import { pageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { Card } from '~/components/ui/card'
import { lazySection } from '~/components/layout/lazy-section'

// The wizard (TanStack Form, valibot, the step content) is its own chunk. The server renders it
// in full; in the browser it hydrates as soon as that chunk arrives, so the page's first-load
// JavaScript stays within budget while the form is on screen from the first paint.
const PartnershipWizard = lazySection(() => import('~/components/partnership/partnership-wizard'), 'PartnershipWizard')

export const Route = createFileRoute('/partnership-application')({
  head: (context) => pageHead(context, pageMeta.partnershipApplication),
  component: PartnershipApplicationPage,
})

function PartnershipApplicationPage() {
  return (
    <>
      <PageHero
        hero={copy.hero}
        note={copy.hero.note}
        illustration={<ApplicationIllustration className="hidden lg:block" />}
      />
      <section aria-label={copy.hero.eyebrow} className="bg-white pb-16 sm:pb-24">
        <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
          <React.Suspense
            fallback={
              <Card className="rounded-2xl min-h-[40rem]">
                <Spinner label={copy.loading} className="py-40" />
              </Card>
            }
          >
            <PartnershipWizard />
          </React.Suspense>
        </div>
      </section>
    </>
  )
}
