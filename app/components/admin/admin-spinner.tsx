import { adminLoadingLabel } from '~/content/admin'
import { Spinner } from '~/components/ui/spinner'

/** The admin area's loading state while the session loads (a spinner). */
export function AdminPending() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-7xl items-center justify-center px-4">
      <Spinner label={adminLoadingLabel} />
    </div>
  )
}
