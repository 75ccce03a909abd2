import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '~/lib/site'

export const Route = createFileRoute('/academy')({
  head: ({ matches, match }) =>
    pageHead(matches, match, {
      title: 'From the Academy to the Community',
      description: 'What changes for academy members, and the full FAQ.',
    }),
  component: Page,
})

function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold">From the Academy to the Community</h1>
    </section>
  )
}
