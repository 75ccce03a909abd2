import { partnershipPageCopy as copy } from '~/content/partnership'
import { partnershipLaterCopy as laterCopy } from '~/content/partnership-later'
import { professionalRoles } from '~/content/partnership-answers'
import { LevelBadge } from './level-badge'
import type { PartnershipForm } from './partnership-form'

const roleChoices = professionalRoles.map((role) => ({
  value: role.id,
  title: role.title,
  description: role.description,
  details: (
    <p className="flex flex-wrap items-center gap-1.5 text-xs font-medium text-muted-foreground">
      <span>{copy.levels.typicalLevelLabel}</span> <LevelBadge level={role.typicalLevel} />
    </p>
  ),
}))

/** Step 2: the three professional roles with their typical creator level. */
export function ProfessionalRolesStep({ form }: { form: PartnershipForm }) {
  return (
    <form.AppField name="professionalRoles">
      {(field) => (
        <field.CheckboxGroupField
          id="professional-roles"
          legend={laterCopy.step2.legend}
          hint={copy.chooseAll}
          options={roleChoices}
        />
      )}
    </form.AppField>
  )
}
