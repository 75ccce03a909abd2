/** The offer claim, sent through the visitor-submission hook (visitor-submission.ts). */
import { claimFailure } from '~/content/claim-offer'
import { submitClaim } from '~/server/submissions.functions'
import { useVisitorSubmission, type SubmissionFields } from './visitor-submission'

export function useSubmitClaim() {
  return useVisitorSubmission((data: SubmissionFields<typeof submitClaim>) => submitClaim({ data }), claimFailure.unexpected)
}
