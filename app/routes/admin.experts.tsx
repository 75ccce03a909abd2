import { createFileRoute } from '@tanstack/react-router'
import { adminMeta } from '~/content/admin-meta'
import { pageHead } from '~/lib/site'
import { ManageExperts } from '~/components/admin/manage-experts'

export const Route = createFileRoute('/admin/experts')({
  head: ({ matches, match }) => pageHead(matches, match, { ...adminMeta.experts, noindex: true }),
  component: ManageExperts,
})
