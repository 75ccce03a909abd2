import type { AnyFieldApi, AnyFieldLikeMetaBase } from '@tanstack/react-form'

/**
 * A server's refusal of one field's value (a page address taken, a wrong code), shown under that
 * field as its error: `form.setFieldMeta(name, withServerError(words))`. It stays until the value
 * changes, with `listeners: serverErrorsClearOnChange` on the form.
 */
export function withServerError(message: string) {
  return (meta: AnyFieldLikeMetaBase): AnyFieldLikeMetaBase => ({ ...meta, errorMap: { ...meta.errorMap, onServer: message } })
}

export const serverErrorsClearOnChange = {
  onChange: ({ fieldApi }: { fieldApi: AnyFieldApi }) => {
    if (fieldApi.state.meta.errorMap.onServer) fieldApi.setMeta((meta: AnyFieldLikeMetaBase) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
  },
}
