import * as React from 'react'
import {
  partnershipPageCopy as copy,
  partnershipTypeIds,
  partnershipTypes,
} from '~/content/partnership'
import { toggleChoice } from '~/lib/partnership-schema'
import { ChoiceCard, ChoiceGroup } from './choice-card'
import { LevelBadge } from './level-badge'
import type { PartnershipForm } from './partnership-form'

/** Step 1: the six partnership types, each with the creator levels it suits. */
export function PartnershipTypesStep({ form }: { form: PartnershipForm }) {
  return (
    <form.Field name="partnershipTypes">
      {(field) => (
        <ChoiceGroup
          id="partnership-types"
          legend={copy.step1.legend}
          hint={copy.chooseAll}
          listClassName="sm:grid-cols-2"
        >
          {partnershipTypes.map((type) => (
            <ChoiceCard
              key={type.id}
              type="checkbox"
              name="partnershipTypes"
              value={type.id}
              title={type.title}
              description={type.description}
              details={
                <p className="flex flex-wrap items-center gap-1.5 text-xs font-medium text-muted-foreground">
                  <span className="max-sm:basis-full">{copy.levels.suitsLabel}</span>
                  {type.suitableFor.map((level) => (
                    <React.Fragment key={level}>
                      {' '}
                      <LevelBadge level={level} />
                    </React.Fragment>
                  ))}
                </p>
              }
              checked={field.state.value.includes(type.id)}
              onCheckedChange={(on) =>
                field.handleChange(toggleChoice(partnershipTypeIds, field.state.value, type.id, on))
              }
              onBlur={field.handleBlur}
            />
          ))}
        </ChoiceGroup>
      )}
    </form.Field>
  )
}
