import { createFileRoute } from '@tanstack/react-router'
import { InviteLanding } from '~/components/community-invite/invite-landing'
import { rightNow2025Page } from '~/content/community-invite'
import { pageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { getRoundtable } from '~/server/events.functions'
import { getSpeakerContent } from '~/server/content-pages.functions'
import { ContentUnavailablePage } from '~/components/site-content/content-unavailable-lazy'

export const Route = createFileRoute('/rightnow2025')({
  loader: async () => {
    const [roundtable, featured] = await Promise.all([
      getRoundtable({ data: { slug: rightNow2025Page.roundtable.details.eventSlug } }),
      getSpeakerContent({ data: { slug: rightNow2025Page.speaker.slug } }),
    ])
    return { roundtable, speaker: featured.speaker }
  },
  errorComponent: ContentUnavailablePage,
  head: (context) => pageHead(context, pageMeta.rightNow2025),
  component: function InvitePage() {
    const { roundtable, speaker } = Route.useLoaderData()
    return <InviteLanding content={rightNow2025Page} roundtable={roundtable} speaker={speaker} />
  },
})
