import { createFileRoute } from '@tanstack/react-router'
import { InviteLanding } from '~/components/community-invite/invite-landing'
import { rightNow2025Page } from '~/content/community-invite'
import { rightNow2025Meta } from '~/content/page-meta-two'
import { pageHead } from '~/lib/site'

export const Route = createFileRoute('/rightnow2025')({
  head: ({ matches, match }) => pageHead(matches, match, rightNow2025Meta),
  component: () => <InviteLanding content={rightNow2025Page} />,
})
