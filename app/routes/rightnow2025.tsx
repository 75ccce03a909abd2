import { createFileRoute } from '@tanstack/react-router'
import { InviteLanding } from '~/components/community-invite/invite-landing'
import { rightNow2025Page } from '~/content/community-invite'
import { pageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'

export const Route = createFileRoute('/rightnow2025')({
  head: (context) => pageHead(context, pageMeta.rightNow2025),
  component: () => <InviteLanding content={rightNow2025Page} />,
})
