import { createFileRoute } from '@tanstack/react-router'
import { loadAdminPageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { getStaffLink } from '~/server/staff-links.functions'
import { PasswordPage } from '~/components/admin/password-page'

const TOKEN = /^[0-9a-f]{64}$/

/**
 * Passwords, outside the guarded /admin layout (nobody is signed in here): without a token,
 * 'Forgot password?'; with the token of a link mailed to staff (an invitation, a new password),
 * that link's page. Opening it uses nothing up (mail scanners open links): it shows what the
 * link is for, and its button sets the password.
 */
export const Route = createFileRoute('/admin_/password')({
  // A plain check, not a schema: route options are in every page's first script.
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token.slice(0, 200) } : {},
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ deps }) => {
    if (deps.token === undefined)
      return { ...(await loadAdminPageMeta('forgotPassword')), link: null, token: '' }
    const [meta, link] = await Promise.all([
      loadAdminPageMeta('setPassword'),
      TOKEN.test(deps.token)
        ? getStaffLink({ data: { token: deps.token } })
        : Promise.resolve({ state: 'unknown' as const }),
    ])
    return { ...meta, link, token: deps.token }
  },
  head: (context) => pageHead(context, context.loaderData),
  component: PasswordPage,
})
