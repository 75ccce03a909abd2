import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { getStaffLink } from '~/server/staff-links.functions'
import { SetPasswordPage } from '~/components/admin/set-password-page'

const searchSchema = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(200)), '') })

/**
 * The page of a link mailed to staff (an invitation, a new password). Opening it uses nothing up
 * (mail scanners open links): it shows what the link is for, and the button sets the password.
 */
export const Route = createFileRoute('/admin_/set-password')({
  validateSearch: (search) => v.parse(searchSchema, search),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ deps }) => {
    const [meta, link] = await Promise.all([
      loadAdminPageMeta('setPassword'),
      /^[0-9a-f]{64}$/.test(deps.token)
        ? getStaffLink({ data: { token: deps.token } })
        : Promise.resolve({ state: 'unknown' as const }),
    ])
    return { ...meta, link, token: deps.token }
  },
  head: (context) => pageHead(context, context.loaderData),
  component: SetPasswordPage,
})
