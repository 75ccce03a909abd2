import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '~/lib/site'
import { buttonVariants } from '~/components/ui/button'

export const Route = createFileRoute('/')({
  head: ({ matches, match }) =>
    pageHead(matches, match, {
      title: 'Accounting community, CPE and expert insights',
      description: 'A community for accounting professionals and firms: CPE credits, firm strategies, peer groups, coaching and an expert marketplace.',
    }),
  component: HomePage,
})

function HomePage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold sm:text-5xl">Grow your firm with a community that gets accounting</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
        CPE credits, firm strategies, peer groups and expert insights, all in one place.
      </p>
      <Link to="/about" className={buttonVariants({ className: 'mt-8' })}>
        Our story
      </Link>
    </section>
  )
}
