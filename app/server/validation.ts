import * as v from 'valibot'
import { HttpError } from './errors'

/**
 * A server-function validator from a valibot schema: bad input is refused with
 * HTTP 400 and a message that names the field, before any handler runs.
 */
export function validateWith<TSchema extends v.GenericSchema>(schema: TSchema) {
  return (input: unknown): v.InferOutput<TSchema> => {
    const result = v.safeParse(schema, input)
    if (result.success) return result.output
    const issue = result.issues[0]
    const field = issue ? v.getDotPath(issue) : null
    throw new HttpError(400, field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid input.'))
  }
}
