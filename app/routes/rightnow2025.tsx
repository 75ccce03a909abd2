import { createFileRoute } from '@tanstack/react-router'
import { InviteLanding } from '~/components/community-invite/invite-landing'
import { rightNow2025Page } from '~/content/community-invite'
import { pageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { getInviteRoundtable } from '~/server/events.functions'
import { getSpeakerContent } from '~/server/content-pages.functions'
import { ContentUnavailablePage } from '~/components/site-content/content-unavailable-lazy'

export const Route = createFileRoute('/rightnow2025')({
  loader: async () => {
    const [{ roundtable, meta }, featured] = await Promise.all([
      getInviteRoundtable({ data: { page: 'rightNow2025' } }),
      getSpeakerContent({ data: { slug: rightNow2025Page.speaker.slug } }),
    ])
    return { roundtable, meta, speaker: featured.speaker }
  },
  errorComponent: ContentUnavailablePage,
  head: (context) => pageHead(context, context.loaderData?.meta ?? pageMeta.rightNow2025),
  component: function InvitePage() {
    const { roundtable, speaker } = Route.useLoaderData()
    return <InviteLanding content={rightNow2025Page} roundtable={roundtable} speaker={speaker} />
  },
})
