import { createFileRoute } from '@tanstack/react-router'
import { InviteLanding } from '~/components/community-invite/invite-landing'
import { connect2025Page } from '~/content/community-invite'
import { pageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'

export const Route = createFileRoute('/connect2025-poc')({
  head: (context) => pageHead(context, pageMeta.connect2025),
  component: () => <InviteLanding content={connect2025Page} />,
})
