import { useQuery } from '@tanstack/react-query'
import { securityHubPage } from '~/content/securityhub'
import { publishedResourcesQuery } from '~/queries/resources'
import { useSite } from '~/lib/site'
import { SampleNote } from '~/components/sections/sample-note'
import { Spinner } from '~/components/ui/spinner'
import { SecurityResourceCard } from './resource-card'

const copy = securityHubPage.resources

/** The Security Hub's cards: the library's resources with a Security Course or Security Guide badge. */
export function SecurityResources() {
  const { links } = useSite()
  const { data, isPending } = useQuery(publishedResourcesQuery('security-hub'))
  if (isPending) return <Spinner label={copy.loading} className="min-h-48" />
  if (!data || data.failed) {
    return (
      <p role="status" className="text-center text-ink">
        {copy.loadFailed}
      </p>
    )
  }
  return (
    <>
      {data.resources.some((resource) => resource.isExample) ? <SampleNote className="mb-6 justify-center">{copy.exampleNote}</SampleNote> : null}
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {data.resources.map((resource) =>
          resource.securityBadge ? (
            <SecurityResourceCard
              key={resource.id}
              resource={resource}
              badge={resource.securityBadge}
              claimLabel={copy.claim}
              claimUrl={links.communityJoin}
              exampleLabel={copy.example}
            />
          ) : null,
        )}
      </div>
    </>
  )
}
