/**
 * What the wizard shows after its first step, as one chunk: it loads when the visitor reaches
 * for Next (or a restored draft opens a later step), not with the page.
 */
export { ProfessionalRolesStep } from './step-professional-roles'
export { ExpertiseStep } from './step-expertise'
export { MotivationStep } from './step-motivation'
export { ContactStep } from './step-contact'
export { SubmitNote } from './submit-note'
export { ApplicationReceived } from './application-received'
