import { createFileRoute } from '@tanstack/react-router'
import { InviteLanding } from '~/components/community-invite/invite-landing'
import { connect2025Page } from '~/content/community-invite'
import { pageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { getRoundtable } from '~/server/events.functions'

export const Route = createFileRoute('/connect2025-poc')({
  loader: () => getRoundtable({ data: { slug: connect2025Page.roundtable.details.eventSlug } }),
  head: (context) => pageHead(context, pageMeta.connect2025),
  component: function InvitePage() {
    return <InviteLanding content={connect2025Page} roundtable={Route.useLoaderData()} />
  },
})
