import { createFileRoute } from '@tanstack/react-router'
import { pageMeta } from '~/content/page-meta'
import { pageHead } from '~/lib/site'
import { getRegistrationLink } from '~/server/registration-links.functions'
import { CancelRegistrationPage } from '~/components/events/cancel-registration-page'

const TOKEN = /^[0-9a-f]{64}$/

/**
 * A registrant's cancel link (in every mail about their registration): the page shows the
 * registration, and only its button cancels it. Private to the registrant: never cached or indexed.
 */
export const Route = createFileRoute('/cancel-registration')({
  // A plain check, not a schema: route options are in every page's first script.
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token.slice(0, 200) } : {},
  loaderDeps: ({ search }) => ({ token: search.token ?? '' }),
  loader: async ({ deps }) => ({
    token: deps.token,
    view: TOKEN.test(deps.token) ? await getRegistrationLink({ data: { token: deps.token } }) : null,
  }),
  head: (context) => pageHead(context, pageMeta.cancelRegistration),
  component: function CancelRegistrationRoute() {
    const { view, token } = Route.useLoaderData()
    // Keyed by the token: another link is another page's state.
    return <CancelRegistrationPage key={token} view={view} token={token} />
  },
})
