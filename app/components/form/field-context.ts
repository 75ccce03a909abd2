import { createFormHookContexts } from '@tanstack/react-form'

/**
 * The React contexts that connect a form's fields to the field components of this folder:
 * inside `<form.AppField name="...">`, `useFieldContext<T>()` returns that field; inside `<form.AppForm>`, `useFormContext()` the form.
 */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()
