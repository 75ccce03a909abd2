import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '~/lib/site'
import { resourcesPageCopy as copy } from '~/content/resources'
import { pageMeta } from '~/content/page-meta'
import { PageHero } from '~/components/sections/page-hero'
import { Section } from '~/components/sections/section'
import { CtaBand } from '~/components/sections/cta-band'
import { largeButton } from '~/components/ui/button'
import { Deferred } from '~/components/layout/deferred'
import { lazySection } from '~/components/layout/lazy-section'
import { loadPublishedResources } from '~/queries/resources'

// The library (search, filters, Radix tabs, the cards) is its own chunk: server-rendered from the loader's data, hydrated when it arrives.
const ResourceLibrary = lazySection(() => import('~/components/resources/resource-library'), 'ResourceLibrary')

export const Route = createFileRoute('/resources')({
  loader: ({ context }) => loadPublishedResources(context.queryClient, 'library'),
  head: (context) => pageHead(context, pageMeta.resources),
  component: ResourcesPage,
})

function ResourcesPage() {
  return (
    <>
      <PageHero hero={copy.hero} />
      <Section className="pt-2 sm:pt-4 lg:pt-6">
        <Deferred label={copy.loading} minHeight="60rem">
          <ResourceLibrary />
        </Deferred>
      </Section>
      <CtaBand title={copy.closing.title} text={copy.closing.text}>
        <Link to="/membership" className={largeButton('cta')}>
          {copy.closing.cta}
        </Link>
      </CtaBand>
    </>
  )
}
