/** The partnership application, sent through the visitor-submission hook (visitor-submission.ts). */
import { partnershipPageCopy } from '~/content/partnership'
import { submitApplication } from '~/server/submissions.functions'
import { useVisitorSubmission, type SubmissionFields } from './visitor-submission'

/** Answers the application's reference code. */
export function useSubmitApplication() {
  return useVisitorSubmission(
    (data: SubmissionFields<typeof submitApplication>) => submitApplication({ data }),
    partnershipPageCopy.unexpected,
  )
}
