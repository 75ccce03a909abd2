/**
 * What the wizard shows after its first step, as one chunk: it loads when the visitor reaches
 * for Next (or a restored draft opens a later step), not with the page. One component for all
 * of it, so the chunk suspends rendering once, on the way to step 2, and never again.
 */
import { ApplicationReceived } from './application-received'
import type { PartnershipForm } from './partnership-form'
import { ContactStep } from './step-contact'
import { ExpertiseStep } from './step-expertise'
import { MotivationStep } from './step-motivation'
import { ProfessionalRolesStep } from './step-professional-roles'
import { SubmitNote, type ContactNeeds } from './submit-note'

const steps = { 2: ProfessionalRolesStep, 3: ExpertiseStep, 4: MotivationStep, 5: ContactStep } as const

export type LaterPartProps =
  | { part: 'step'; step: keyof typeof steps; form: PartnershipForm }
  | { part: 'submit-note'; id: string; needs: ContactNeeds; failure: string | null }
  | { part: 'received'; reference: string }

export function LaterPart(props: LaterPartProps) {
  switch (props.part) {
    case 'step': {
      const Step = steps[props.step]
      return <Step form={props.form} />
    }
    case 'submit-note':
      return <SubmitNote id={props.id} needs={props.needs} failure={props.failure} />
    case 'received':
      return <ApplicationReceived reference={props.reference} />
  }
}
