import { createFileRoute } from '@tanstack/react-router'
import { InviteLanding } from '~/components/community-invite/invite-landing'
import { connect2025Page } from '~/content/community-invite'
import { pageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { getInviteRoundtable } from '~/server/events.functions'
import { getSpeakerContent } from '~/server/content-pages.functions'
import { ContentUnavailablePage } from '~/components/site-content/content-unavailable-lazy'

export const Route = createFileRoute('/connect2025-poc')({
  loader: async () => {
    const [{ roundtable, meta }, featured] = await Promise.all([
      getInviteRoundtable({ data: { page: 'connect2025' } }),
      getSpeakerContent({ data: { slug: connect2025Page.speaker.slug } }),
    ])
    return { roundtable, meta, speaker: featured.speaker }
  },
  errorComponent: ContentUnavailablePage,
  head: (context) => pageHead(context, context.loaderData?.meta ?? pageMeta.connect2025),
  component: function InvitePage() {
    const { roundtable, speaker } = Route.useLoaderData()
    return <InviteLanding content={connect2025Page} roundtable={roundtable} speaker={speaker} />
  },
})
