import * as React from 'react'
import { useSelector } from '@tanstack/react-form'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { Input, Label } from '~/components/ui/input'
import { contactMessages, partnershipPageCopy as copy } from '~/content/partnership'
import {
  checkContact,
  isBlank,
  type ContactField,
  type FormattedContactField,
} from '~/lib/partnership-schema'
import type { PartnershipForm } from './partnership-form'

const fieldOrder: readonly ContactField[] = [
  'name',
  'email',
  'company',
  'phone',
  'title',
  'linkedin',
]
const requiredFields = new Set<ContactField>(['name', 'email', 'company'])
const inputType: Record<ContactField, React.HTMLInputTypeAttribute> = {
  name: 'text',
  email: 'email',
  company: 'text',
  phone: 'tel',
  title: 'text',
  linkedin: 'text',
}

const inputId = (field: ContactField) => `contact-${field}`
const requiredMessageId = (field: ContactField) => `contact-${field}-required`
const errorId = (field: ContactField) => `contact-${field}-error`
const hintId = (field: ContactField) => `contact-${field}-hint`

function isFormatted(field: ContactField): field is FormattedContactField {
  return field === 'email' || field === 'phone' || field === 'linkedin'
}

/**
 * Step 5: contact information with the hints of spec 5. Nothing here blocks Next.
 * A blank required field has a red border and is named in the list under
 * 'Please complete all required fields:'. A format message shows once the visitor
 * has left the field (or the value was already there), and clears as soon as it is valid.
 */
export function ContactStep({ form }: { form: PartnershipForm }) {
  const contact = useSelector(form.store, (state) => state.values.contactInfo)
  const { missing, invalid } = checkContact(contact)
  // Fields already filled when the step opens (a restored draft, or coming back) count as visited.
  const [visited, setVisited] = React.useState<ReadonlySet<ContactField>>(
    () => new Set(fieldOrder.filter((field) => !isBlank(form.state.values.contactInfo[field]))),
  )
  const markVisited = (field: ContactField) =>
    setVisited((current) => (current.has(field) ? current : new Set(current).add(field)))

  return (
    <div className="space-y-8">
      <div className="grid gap-x-6 gap-y-6 sm:grid-cols-2">
        {fieldOrder.map((name) => {
          const meta = copy.step5.fields[name]
          const required = requiredFields.has(name)
          const isMissing = required && missing.includes(name as (typeof missing)[number])
          const formatError = isFormatted(name) && visited.has(name) ? invalid[name] : undefined
          const hint = 'hint' in meta ? meta.hint : undefined
          const describedBy = [
            hint && hintId(name),
            isMissing && requiredMessageId(name),
            formatError && errorId(name),
          ]
            .filter(Boolean)
            .join(' ')
          return (
            <form.Field key={name} name={`contactInfo.${name}`}>
              {(field) => (
                <div className="min-w-0">
                  <Label htmlFor={inputId(name)} className="flex items-baseline gap-1">
                    {meta.label}
                    {required ? (
                      <span aria-hidden="true" className="text-destructive">
                        *
                      </span>
                    ) : null}
                  </Label>
                  <Input
                    id={inputId(name)}
                    name={name}
                    type={inputType[name]}
                    autoComplete={meta.autoComplete}
                    className="mt-2"
                    value={field.state.value}
                    aria-required={required || undefined}
                    aria-invalid={isMissing || Boolean(formatError)}
                    aria-describedby={describedBy || undefined}
                    onChange={(event) => field.handleChange(event.target.value)}
                    onBlur={() => {
                      field.handleBlur()
                      markVisited(name)
                    }}
                  />
                  {hint ? (
                    <p id={hintId(name)} className="mt-1.5 text-sm text-muted-foreground">
                      {hint}
                    </p>
                  ) : null}
                  <div aria-live="polite">
                    {formatError ? (
                      <p
                        id={errorId(name)}
                        className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-destructive"
                      >
                        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                        <span>{formatError}</span>
                      </p>
                    ) : null}
                  </div>
                </div>
              )}
            </form.Field>
          )
        })}
      </div>

      <div role="status" aria-atomic="true">
        {missing.length > 0 ? (
          <div className="rounded-lg border border-destructive/30 bg-destructive-soft p-4">
            <p className="flex items-center gap-2 font-semibold text-destructive">
              <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
              {copy.step5.missingHeading}
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-11 text-sm text-ink marker:text-destructive">
              {missing.map((name) => (
                <li key={name} id={requiredMessageId(name)}>
                  <a
                    href={`#${inputId(name)}`}
                    className="underline decoration-destructive/40 underline-offset-2 hover:decoration-destructive"
                    onClick={(event) => {
                      event.preventDefault()
                      document.getElementById(inputId(name))?.focus()
                    }}
                  >
                    {contactMessages.required[name]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="flex items-center gap-2 rounded-lg border border-success/30 bg-success-soft/50 p-4 font-semibold text-success">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            {copy.step5.ready}
          </p>
        )}
      </div>
    </div>
  )
}
