import * as React from 'react'
import { useRouter } from '@tanstack/react-router'
import { adminToastTitles } from '~/content/admin'
import { refusalWords } from '~/content/refusals'
import { failureText } from '~/lib/admin-errors'
import { notify } from '~/lib/notify'
import { getAuthState } from '~/server/auth.functions'

/**
 * An 'Error' toast naming what failed in the admin area (also logged). If the failure was
 * a lost session (expired, or signed out elsewhere), the guard looks again and sends the
 * visitor to the sign-in page.
 */
export function useReportFailure() {
  const router = useRouter()
  return React.useCallback(
    (error: unknown, failure: string) => {
      notify.error(adminToastTitles.error, failureText(error, failure, refusalWords.unexpected), error)
      getAuthState()
        .then((auth) => (auth.user ? undefined : router.invalidate()))
        .catch(() => undefined)
    },
    [router],
  )
}

/** Reports a query's failed load once per failure, as above: a lost session goes to the sign-in page. */
export function useReportLoadFailure(query: { isError: boolean; error: unknown; errorUpdatedAt: number }, failure: string) {
  const reportFailure = useReportFailure()
  const { isError, error, errorUpdatedAt } = query
  React.useEffect(() => {
    if (isError) reportFailure(error, failure)
  }, [isError, error, errorUpdatedAt, reportFailure, failure])
}
