import { partnershipPageCopy as copy } from '~/content/partnership'
import { partnershipLaterCopy as laterCopy } from '~/content/partnership-later'
import {
  digitalReachOptions,
  experienceOptions,
  expertiseAreas,
  expertiseMethods,
} from '~/content/partnership-answers'
import { EstimatedLevelPanel } from './estimated-level'
import type { PartnershipForm } from './partnership-form'

const toChoice = <T extends string>({
  id,
  title,
  description,
}: {
  id: T
  title: string
  description?: string
}) => ({ value: id, title, description })

/** The three single-choice questions of the step, as their radio groups show them. */
const questions = {
  experience: {
    id: 'experience',
    legend: laterCopy.step3.experienceLegend,
    options: experienceOptions.map(({ id, title, years }) =>
      toChoice({ id, title, description: years }),
    ),
    listClassName: 'sm:grid-cols-3',
  },
  digitalReach: {
    id: 'digital-reach',
    legend: laterCopy.step3.reachLegend,
    options: digitalReachOptions.map(toChoice),
    listClassName: 'md:grid-cols-3',
  },
  expertiseMethod: {
    id: 'expertise-method',
    legend: laterCopy.step3.methodLegend,
    options: expertiseMethods.map(toChoice),
    listClassName: 'sm:grid-cols-2',
  },
}
const areaChoices = expertiseAreas.map(({ id, title }) => toChoice({ id, title }))

/** Step 3: experience, digital reach (with the live level estimate), expertise method and areas. */
export function ExpertiseStep({ form }: { form: PartnershipForm }) {
  return (
    <div className="space-y-10">
      <div className="space-y-8">
        <form.AppField name="experience">
          {(field) => <field.RadioGroupField {...questions.experience} />}
        </form.AppField>
        <form.AppField name="digitalReach">
          {(field) => <field.RadioGroupField {...questions.digitalReach} />}
        </form.AppField>
        <EstimatedLevelPanel form={form} />
      </div>

      <form.AppField name="expertiseMethod">
        {(field) => <field.RadioGroupField {...questions.expertiseMethod} />}
      </form.AppField>

      <form.AppField name="expertiseAreas">
        {(field) => (
          <field.CheckboxGroupField
            id="expertise-areas"
            legend={laterCopy.step3.areasLegend}
            hint={copy.chooseAll}
            options={areaChoices}
            compact
            listClassName="grid-cols-1 sm:grid-cols-2 lg:grid-cols-3"
          />
        )}
      </form.AppField>
    </div>
  )
}
