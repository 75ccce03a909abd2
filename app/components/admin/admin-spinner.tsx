import { Spinner } from '~/components/ui/spinner'

/** The admin area's loading state while the session (or a page's data) loads. */
export function AdminPending({ label }: { label: string }) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-7xl items-center justify-center px-4">
      <Spinner label={label} />
    </div>
  )
}
