import {
  partnershipPageCopy as copy,
  professionalRoleIds,
  professionalRoles,
} from '~/content/partnership'
import { toggleChoice } from '~/lib/partnership-schema'
import { ChoiceCard, ChoiceGroup } from './choice-card'
import { LevelBadge } from './level-badge'
import type { PartnershipForm } from './partnership-form'

/** Step 2: the three professional roles with their typical creator level. */
export function ProfessionalRolesStep({ form }: { form: PartnershipForm }) {
  return (
    <form.Field name="professionalRoles">
      {(field) => (
        <ChoiceGroup id="professional-roles" legend={copy.step2.legend} hint={copy.chooseAll}>
          {professionalRoles.map((role) => (
            <ChoiceCard
              key={role.id}
              type="checkbox"
              name="professionalRoles"
              value={role.id}
              title={role.title}
              description={role.description}
              details={
                <p className="flex flex-wrap items-center gap-1.5 text-xs font-medium text-muted-foreground">
                  <span>{copy.levels.typicalLevelLabel}</span>{' '}
                  <LevelBadge level={role.typicalLevel} />
                </p>
              }
              checked={field.state.value.includes(role.id)}
              onCheckedChange={(on) =>
                field.handleChange(
                  toggleChoice(professionalRoleIds, field.state.value, role.id, on),
                )
              }
              onBlur={field.handleBlur}
            />
          ))}
        </ChoiceGroup>
      )}
    </form.Field>
  )
}
