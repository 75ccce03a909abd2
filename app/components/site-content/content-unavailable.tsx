import { contentUnavailable as copy } from '~/content/site-content'

/** A page whose content the database could not give just now (answered 503 with Retry-After). */
export function ContentUnavailablePage() {
  return (
    <section className="bg-white">
      <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6 lg:px-8" data-testid="content-unavailable">
        <h1 className="text-3xl font-bold sm:text-4xl">{copy.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{copy.text}</p>
        <p className="mt-8 flex flex-wrap justify-center gap-4">
          <a href="/" className="font-semibold text-primary underline underline-offset-4">
            {copy.home}
          </a>
        </p>
      </div>
    </section>
  )
}
