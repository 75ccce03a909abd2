import { createFileRoute } from '@tanstack/react-router'
import { InviteLanding } from '~/components/community-invite/invite-landing'
import { connect2025Page } from '~/content/community-invite'
import { connect2025Meta } from '~/content/page-meta-two'
import { pageHead } from '~/lib/site'

export const Route = createFileRoute('/connect2025-poc')({
  head: ({ matches, match }) => pageHead(matches, match, connect2025Meta),
  component: () => <InviteLanding content={connect2025Page} />,
})
