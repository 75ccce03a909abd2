import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/lib/site'

export const Route = createFileRoute('/membership_v2')({
  head: ({ matches, match }) =>
    pageHead(matches, match, {
      title: 'Membership options',
      description: 'Free and paid membership options.',
    }),
  component: Page,
})

function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold">Membership options</h1>
    </section>
  )
}
