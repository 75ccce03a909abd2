import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/lib/site'

export const Route = createFileRoute('/events')({
  head: ({ matches, match }) =>
    pageHead(matches, match, {
      title: 'Events',
      description: 'Community events.',
    }),
  component: Page,
})

function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold">Events</h1>
    </section>
  )
}
