/**
 * The one way to build a form: TanStack Form with the field components of this folder.
 *
 *   const form = useAppForm({ defaultValues, validationLogic: revalidateLogic(), validators: { onDynamic: schema } })
 *   <form.AppField name="email">{(field) => <field.TextField label="Email" type="email" required />}</form.AppField>
 *
 * A valibot schema is a validator as it is (Standard Schema); each field shows the first message
 * of its `state.meta.errors`. With `revalidateLogic()` the checks run at the first submit and
 * then on every change, so nothing turns red while the visitor is still typing for the first time.
 *
 * The admin area's SwitchField and CheckboxField (./toggle-fields) are not registered here:
 * registering a component puts it, and the Radix switch, into every public form's first load.
 * They are rendered inside `form.AppField` all the same, which gives them their field:
 *   <form.AppField name="is_active">{() => <SwitchField label="Active" />}</form.AppField>
 */
import { createFormHook } from '@tanstack/react-form'
import { CheckboxGroupField, RadioGroupField } from './choice-fields'
import { fieldContext, formContext } from './field-context'
import { FormActions } from './form-actions'
import { SelectField } from './select-field'
import { TextareaField, TextField } from './text-field'

export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextareaField, RadioGroupField, CheckboxGroupField, SelectField },
  formComponents: { FormActions },
})

export { revalidateLogic } from '@tanstack/react-form'
