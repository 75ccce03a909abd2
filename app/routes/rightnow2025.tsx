import { createFileRoute } from '@tanstack/react-router'
import { InviteLanding } from '~/components/community-invite/invite-landing'
import { rightNow2025Page } from '~/content/community-invite'
import { pageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { getRoundtable } from '~/server/events.functions'

export const Route = createFileRoute('/rightnow2025')({
  loader: () => getRoundtable({ data: { slug: rightNow2025Page.roundtable.details.eventSlug } }),
  head: (context) => pageHead(context, pageMeta.rightNow2025),
  component: function InvitePage() {
    return <InviteLanding content={rightNow2025Page} roundtable={Route.useLoaderData()} />
  },
})
