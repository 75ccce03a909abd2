/**
 * A valibot schema as a Standard Schema validator (what form libraries take), whose messages
 * start with the field's label: 'Title is required.', 'Ends must be after the start.'. The
 * server's own rules, worded for the form.
 */
import * as v from 'valibot'

export interface LabelledSchema<T> {
  readonly '~standard': {
    readonly version: 1
    readonly vendor: string
    readonly validate: (
      value: unknown,
    ) => { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly { message: string; path: [string] }[] }
  }
}

export function labelledSchema<T>(schema: v.GenericSchema<unknown, unknown>, labels: Readonly<Record<string, string>>): LabelledSchema<T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'ledgerline',
      validate(value) {
        const result = v.safeParse(schema, value)
        if (result.success) return { value: value as T }
        return {
          issues: result.issues.map((issue) => {
            const key = String(issue.path?.[0]?.key ?? '')
            return { message: `${labels[key] ?? key} ${issue.message}.`, path: [key] as [string] }
          }),
        }
      },
    },
  }
}
