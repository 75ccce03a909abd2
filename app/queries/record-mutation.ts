/**
 * The one shape of every admin change: a TanStack Query mutation that, once the server has
 * answered, says what happened in a toast, reads again what the change touched, and on a
 * refusal or failure says what failed (the refusal's own words for the codes it names).
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { adminToastTitles } from '~/content/admin'
import { refusalWords } from '~/content/refusals'
import type { RefusalCode } from '~/domain/refusals'
import { refusalCodeOf } from '~/lib/http-error'
import { notify } from '~/lib/notify'
import { useReportFailure } from './report-failure'

export interface RecordMutationOptions<TInput, TResult> {
  mutationFn: (input: TInput) => Promise<TResult>
  /** What the change makes stale: every query under these keys is read again. */
  invalidates?: readonly QueryKey[]
  /** The success toast's words; `{ info }` for an information toast, null for none. */
  success?: (result: TResult, input: TInput) => string | { info: string } | null
  /** What the failure toast says. */
  failure: string | ((input: TInput) => string)
  /**
   * What it says instead when the server refused with one of these codes (words, or words around
   * the server's message). A save refused as changed since its form opened always says so.
   */
  refusals?: Partial<Record<RefusalCode, string | ((message: string) => string)>>
  /** After the toast and the refresh (a download, a navigation). */
  then?: (result: TResult, input: TInput) => void
}

export function useRecordMutation<TInput, TResult>(options: RecordMutationOptions<TInput, TResult>) {
  const queryClient = useQueryClient()
  const reportFailure = useReportFailure()
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (result, input) => {
      const words = options.success?.(result, input)
      if (typeof words === 'string') notify.success(adminToastTitles.success, words)
      else if (words) notify.info(adminToastTitles.info, words.info)
      await Promise.all((options.invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })))
      options.then?.(result, input)
    },
    onError: (error, input) => {
      const code = refusalCodeOf(error)
      const words = code ? (options.refusals?.[code] ?? (code === 'changed_since_opened' ? refusalWords[code] : undefined)) : undefined
      const refused = typeof words === 'function' ? words((error as Error).message) : words
      reportFailure(error, refused ?? (typeof options.failure === 'function' ? options.failure(input) : options.failure))
      // Someone else's save is what the lists should show now.
      if (code === 'changed_since_opened') for (const queryKey of options.invalidates ?? []) void queryClient.invalidateQueries({ queryKey })
    },
  })
}

/** A change as the kit's list and dialog use it: run it, and whether it is under way (for which input). */
export type RecordMutation<TInput, TResult = unknown> = Pick<
  ReturnType<typeof useRecordMutation<TInput, TResult>>,
  'mutate' | 'mutateAsync' | 'isPending' | 'variables'
>
