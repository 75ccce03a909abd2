import * as React from 'react'
import { useSelector } from '@tanstack/react-form'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { checkAfterLeaving } from '~/components/form/field-parts'
import { contactMessages } from '~/content/partnership'
import { partnershipLaterCopy as laterCopy } from '~/content/partnership-later'
import {
  contactFields,
  isBlank,
  requiredContactFields,
  type ContactField,
  type RequiredContactField,
} from '~/lib/partnership-schema'
import { contactRules } from '~/lib/submission-schema'
import type { PartnershipForm } from './partnership-form'

const inputType = { email: 'email', phone: 'tel' } as const

const inputId = (field: ContactField) => `contact-${field}`
const requiredMessageId = (field: ContactField) => `contact-${field}-required`
const isRequired = (field: ContactField): field is RequiredContactField =>
  (requiredContactFields as readonly string[]).includes(field)
const rules = contactRules(contactMessages)

/**
 * Step 5: contact information. Nothing here blocks Next. A blank required field is marked
 * invalid and named in the list under 'Please complete all required fields:'. A field's own
 * message (too long, or badly formed) shows once the visitor has left the field (or the value
 * was there when the step opened), and follows every keystroke from then on, clearing as soon
 * as the value is valid. With the required fields filled, the fields still to correct are
 * listed in place of the ready message, which shows only when the application can be sent.
 */
export function ContactStep({ form }: { form: PartnershipForm }) {
  const contact = useSelector(form.store, (state) => state.values.contactInfo)
  const { missing, invalid } = rules.check(contact)
  const toCorrect = contactFields.filter((field) => field in invalid)
  // Fields already filled when the step opens (a restored draft, or coming back) count as visited.
  const [filledOnOpen] = React.useState<ReadonlySet<ContactField>>(
    () => new Set(contactFields.filter((field) => !isBlank(form.state.values.contactInfo[field]))),
  )

  return (
    <div className="space-y-8">
      <div className="grid gap-x-6 gap-y-6 sm:grid-cols-2">
        {contactFields.map((name) => {
          const meta = laterCopy.step5.fields[name]
          const isMissing = isRequired(name) && missing.includes(name)
          return (
            <form.AppField
              key={name}
              name={`contactInfo.${name}`}
              {...checkAfterLeaving(rules.fields[name], { filledOnOpen: filledOnOpen.has(name) })}
            >
              {(field) => (
                <field.TextField
                  id={inputId(name)}
                  name={name}
                  type={name in inputType ? inputType[name as keyof typeof inputType] : 'text'}
                  label={meta.label}
                  hint={'hint' in meta ? meta.hint : undefined}
                  autoComplete={meta.autoComplete}
                  required={isRequired(name)}
                  invalid={isMissing}
                  describedById={isMissing ? requiredMessageId(name) : undefined}
                />
              )}
            </form.AppField>
          )
        })}
      </div>

      <div role="status" aria-atomic="true">
        {missing.length > 0 ? (
          <FieldList
            heading={laterCopy.step5.missingHeading}
            items={missing.map((name) => ({ name, id: requiredMessageId(name), text: contactMessages.required[name] }))}
          />
        ) : toCorrect.length > 0 ? (
          <FieldList
            heading={laterCopy.step5.correctionsHeading}
            items={toCorrect.map((name) => ({ name, text: laterCopy.step5.fields[name].label }))}
          />
        ) : (
          <p className="flex items-center gap-2 rounded-lg border border-success/30 bg-success-soft/50 p-4 font-semibold text-success">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            {laterCopy.step5.ready}
          </p>
        )}
      </div>
    </div>
  )
}

/** A heading and the fields it names, each a link that takes the visitor to its field. */
function FieldList({ heading, items }: { heading: string; items: { name: ContactField; id?: string; text: string }[] }) {
  return (
    <div className="rounded-lg border border-destructive/30 bg-destructive-soft p-4">
      <p className="flex items-center gap-2 font-semibold text-destructive">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        {heading}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-11 text-sm text-ink marker:text-destructive">
        {items.map(({ name, id, text }) => (
          <li key={name} id={id}>
            <a
              href={`#${inputId(name)}`}
              className="underline decoration-destructive/40 underline-offset-2 hover:decoration-destructive"
              onClick={(event) => {
                event.preventDefault()
                document.getElementById(inputId(name))?.focus()
              }}
            >
              {text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
