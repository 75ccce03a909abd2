import {
  partnershipPageCopy as copy,
  digitalReachOptions,
  experienceOptions,
  expertiseAreas,
  expertiseMethods,
} from '~/content/partnership'
import { EstimatedLevelPanel } from './estimated-level'
import type { PartnershipForm } from './partnership-form'

const experienceChoices = experienceOptions.map(({ id, title, years }) => ({
  value: id,
  title,
  description: years,
}))
const reachChoices = digitalReachOptions.map(({ id, title, description }) => ({
  value: id,
  title,
  description,
}))
const methodChoices = expertiseMethods.map(({ id, title, description }) => ({
  value: id,
  title,
  description,
}))
const areaChoices = expertiseAreas.map(({ id, title }) => ({ value: id, title }))

/** Step 3: experience, digital reach (with the live level estimate), expertise method and areas. */
export function ExpertiseStep({ form }: { form: PartnershipForm }) {
  return (
    <div className="space-y-10">
      <div className="space-y-8">
        <form.AppField name="experience">
          {(field) => (
            <field.RadioGroupField
              id="experience"
              legend={copy.step3.experienceLegend}
              options={experienceChoices}
              listClassName="sm:grid-cols-3"
            />
          )}
        </form.AppField>
        <form.AppField name="digitalReach">
          {(field) => (
            <field.RadioGroupField
              id="digital-reach"
              legend={copy.step3.reachLegend}
              options={reachChoices}
              listClassName="md:grid-cols-3"
            />
          )}
        </form.AppField>
        <EstimatedLevelPanel form={form} />
      </div>

      <form.AppField name="expertiseMethod">
        {(field) => (
          <field.RadioGroupField
            id="expertise-method"
            legend={copy.step3.methodLegend}
            options={methodChoices}
            listClassName="sm:grid-cols-2"
          />
        )}
      </form.AppField>

      <form.AppField name="expertiseAreas">
        {(field) => (
          <field.CheckboxGroupField
            id="expertise-areas"
            legend={copy.step3.areasLegend}
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
