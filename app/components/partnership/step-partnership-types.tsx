import * as React from 'react'
import { partnershipPageCopy as copy, partnershipTypes } from '~/content/partnership'
import { LevelBadge } from './level-badge'
import type { PartnershipForm } from './partnership-form'

const typeChoices = partnershipTypes.map((type) => ({
  value: type.id,
  title: type.title,
  description: type.description,
  details: (
    <p className="flex flex-wrap items-center gap-1.5 text-xs font-medium text-muted-foreground">
      <span className="max-sm:basis-full">{copy.levels.suitsLabel}</span>
      {type.suitableFor.map((level) => (
        <React.Fragment key={level}>
          {' '}
          <LevelBadge level={level} />
        </React.Fragment>
      ))}
    </p>
  ),
}))

/** Step 1: the six partnership types, each with the creator levels it suits. */
export function PartnershipTypesStep({ form }: { form: PartnershipForm }) {
  return (
    <form.AppField name="partnershipTypes">
      {(field) => (
        <field.CheckboxGroupField
          id="partnership-types"
          legend={copy.step1.legend}
          hint={copy.chooseAll}
          options={typeChoices}
          listClassName="sm:grid-cols-2"
        />
      )}
    </form.AppField>
  )
}
