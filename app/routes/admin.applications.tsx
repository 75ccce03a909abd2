import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { ApplicationsInbox } from '~/components/admin/applications-inbox'

/** `?open=<id>` opens that application's details (the e-mail notices link there); anything else is ignored. */
const applicationsSearch = v.object({
  open: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
})

export const Route = createFileRoute('/admin/applications')({
  validateSearch: applicationsSearch,
  loader: () => loadAdminPageMeta('applications'),
  head: (context) => pageHead(context, context.loaderData),
  component: ApplicationsInbox,
})
