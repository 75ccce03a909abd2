import {
  partnershipPageCopy as copy,
  digitalReachOptions,
  experienceOptions,
  expertiseAreaIds,
  expertiseAreas,
  expertiseMethods,
} from '~/content/partnership'
import { toggleChoice } from '~/lib/partnership-schema'
import { ChoiceCard, ChoiceGroup } from './choice-card'
import { EstimatedLevelPanel } from './estimated-level'
import type { PartnershipForm } from './partnership-form'

/** Step 3: experience, digital reach (with the live level estimate), expertise method and areas. */
export function ExpertiseStep({ form }: { form: PartnershipForm }) {
  return (
    <div className="space-y-10">
      <div className="space-y-8">
        <form.Field name="experience">
          {(field) => (
            <ChoiceGroup
              id="experience"
              legend={copy.step3.experienceLegend}
              listClassName="sm:grid-cols-3"
            >
              {experienceOptions.map((option) => (
                <ChoiceCard
                  key={option.id}
                  type="radio"
                  name="experience"
                  value={option.id}
                  title={option.title}
                  description={option.years}
                  checked={field.state.value === option.id}
                  onCheckedChange={(on) => on && field.handleChange(option.id)}
                  onBlur={field.handleBlur}
                />
              ))}
            </ChoiceGroup>
          )}
        </form.Field>

        <form.Field name="digitalReach">
          {(field) => (
            <ChoiceGroup
              id="digital-reach"
              legend={copy.step3.reachLegend}
              listClassName="md:grid-cols-3"
            >
              {digitalReachOptions.map((option) => (
                <ChoiceCard
                  key={option.id}
                  type="radio"
                  name="digitalReach"
                  value={option.id}
                  title={option.title}
                  description={option.description}
                  checked={field.state.value === option.id}
                  onCheckedChange={(on) => on && field.handleChange(option.id)}
                  onBlur={field.handleBlur}
                />
              ))}
            </ChoiceGroup>
          )}
        </form.Field>

        <EstimatedLevelPanel form={form} />
      </div>

      <form.Field name="expertiseMethod">
        {(field) => (
          <ChoiceGroup
            id="expertise-method"
            legend={copy.step3.methodLegend}
            listClassName="sm:grid-cols-2"
          >
            {expertiseMethods.map((option) => (
              <ChoiceCard
                key={option.id}
                type="radio"
                name="expertiseMethod"
                value={option.id}
                title={option.title}
                description={option.description}
                checked={field.state.value === option.id}
                onCheckedChange={(on) => on && field.handleChange(option.id)}
                onBlur={field.handleBlur}
              />
            ))}
          </ChoiceGroup>
        )}
      </form.Field>

      <form.Field name="expertiseAreas">
        {(field) => (
          <ChoiceGroup
            id="expertise-areas"
            legend={copy.step3.areasLegend}
            hint={copy.chooseAll}
            listClassName="grid-cols-1 sm:grid-cols-2 lg:grid-cols-3"
          >
            {expertiseAreas.map((area) => (
              <ChoiceCard
                key={area.id}
                compact
                type="checkbox"
                name="expertiseAreas"
                value={area.id}
                title={area.title}
                checked={field.state.value.includes(area.id)}
                onCheckedChange={(on) =>
                  field.handleChange(toggleChoice(expertiseAreaIds, field.state.value, area.id, on))
                }
                onBlur={field.handleBlur}
              />
            ))}
          </ChoiceGroup>
        )}
      </form.Field>
    </div>
  )
}
