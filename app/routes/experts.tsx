import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/lib/site'

export const Route = createFileRoute('/experts')({
  head: ({ matches, match }) =>
    pageHead(matches, match, {
      title: 'Expert marketplace',
      description: 'Find accounting experts.',
    }),
  component: Page,
})

function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold">Expert marketplace</h1>
    </section>
  )
}
