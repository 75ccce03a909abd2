/**
 * What visitors send: the kinds of submission the site stores and the staff are told of
 * (site_server.notices.kind in the migrations).
 */
export const submissionKinds = ['application', 'claim', 'registration'] as const
export type SubmissionKind = (typeof submissionKinds)[number]
