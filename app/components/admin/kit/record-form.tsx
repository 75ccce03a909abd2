import * as React from 'react'
import { useStore } from '@tanstack/react-form'
import { revalidateLogic, useAppForm } from '~/components/form/app-form'
import { errorMessages, FieldError } from '~/components/form/field-parts'
import { FormElement, useInvalidFieldFocus } from '~/components/form/form-element'
import { serverErrorsClearOnChange, withServerError } from '~/components/form/server-error'
import { CheckboxField, SwitchField } from '~/components/form/toggle-fields'
import type { ImageSource } from '~/lib/image-source'
import { refusalCodeOf } from '~/lib/http-error'
import { versionOf } from '~/lib/record-version'
import { isRefusedFile } from '~/queries/upload-with-progress'
import { DocumentFileField } from '../records/document-file-field'
import { ImageSourceFields } from '../records/image-source-fields'
import { FormSection } from '../records/form-section'
import { UploadProgress } from '../records/upload-progress'
import type { FormField, FormItem, ListFilters, RecordFormSpec } from './record-kind'

type Values = Record<string, unknown>
type AnyField = FormField<Values, unknown>
type FileField = Extract<AnyField, { type: 'image' | 'document' }>

/** A file field's choice: where an image comes from, and the file picked. */
type Pick = { source: ImageSource; file: File | null }

/** The files chosen to upload, by field: what the validator asks when it runs, and what saving sends. */
class ChosenFiles {
  private readonly files = new Map<string, File>()
  set(name: string, file: File | null) {
    if (file) this.files.set(name, file)
    else this.files.delete(name)
  }
  get(name: string): File | null {
    return this.files.get(name) ?? null
  }
  names(): Record<string, boolean> {
    return Object.fromEntries([...this.files.keys()].map((name) => [name, true]))
  }
}

function fieldsOf(items: readonly FormItem<Values, unknown>[]): AnyField[] {
  return items.flatMap((item) => ('pair' in item ? [...item.pair] : 'items' in item ? fieldsOf(item.items) : [item]))
}

/**
 * A kind's form, from its items: each field bound to the form's values and checked by the
 * kind's validator at the first submit and on every change after. Saving uploads the chosen
 * files first (a file the server refuses is named under its field, and nothing is saved),
 * then saves the record; the dialog closes once it is saved and stays open while busy.
 */
export function RecordForm<Row, State>({
  spec,
  id,
  row,
  state,
  filters,
  onDone,
  onBusyChange,
  onDirtyChange,
}: {
  // A kind's form values and input are its own: the kit passes them through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec: RecordFormSpec<Row, State, any, any>
  /** The record's id, null for a new one. */
  id: string | null
  row: Row | null
  state: State
  filters: ListFilters
  onDone: () => void
  onBusyChange: (busy: boolean) => void
  /** Whether the form holds changes not saved: values other than its first ones, or a file chosen. */
  onDirtyChange: (dirty: boolean) => void
}) {
  const { formRef, focusFirstInvalid } = useInvalidFieldFocus()
  const [defaultValues] = React.useState<Values>(() => spec.values(row, state, filters))
  const [version] = React.useState(() => versionOf(row))
  const [picks, setPicks] = React.useState<Record<string, Pick>>({})
  const [refusals, setRefusals] = React.useState<Record<string, string>>({})
  const files = fieldsOf(spec.items as readonly FormItem<Values, unknown>[]).filter((field): field is FileField => field.type === 'image' || field.type === 'document')
  const [chosen] = React.useState(() => new ChosenFiles())
  const [validator] = React.useState(() => spec.validator(() => chosen.names()))

  const form = useAppForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: validator as never },
    onSubmitInvalid: focusFirstInvalid,
    listeners: serverErrorsClearOnChange,
    onSubmit: async ({ value }) => {
      onBusyChange(true)
      setRefusals({})
      try {
        const uploaded: Record<string, unknown> = {}
        for (const field of files) {
          const file = chosen.get(field.name)
          if (!file || (field.when && !field.when(value))) continue
          try {
            uploaded[field.name] = await field.upload(state).mutateAsync(file)
          } catch (error) {
            // The upload's own failure toast has been shown; a refused file is named under its field.
            if (isRefusedFile(error)) setRefusals({ [field.name]: error.text })
            return
          }
        }
        const fields = spec.toInput(value, uploaded)
        if (fields === null) return
        const saved = await spec
          .save(state)
          .mutateAsync({ id, fields, version })
          .catch((error: unknown) => {
            const code = refusalCodeOf(error)
            const refused = code ? spec.refusedFields?.[code] : undefined
            if (refused) {
              form.setFieldMeta(refused.field as never, withServerError(refused.message))
              focusFirstInvalid()
            }
            return null
          })
        if (saved) onDone()
      } finally {
        onBusyChange(false)
      }
    },
  })

  const choose = (field: FileField, pick: Partial<Pick>) => {
    const { name } = field
    const next: Pick = { source: 'url', file: null, ...picks[name], ...pick }
    const file = field.type === 'document' || next.source === 'upload' ? next.file : null
    chosen.set(name, file)
    setPicks({ ...picks, [name]: next })
    setRefusals(({ [name]: _, ...others }) => others)
    void form.validate('change')
  }

  const renderField = (field: AnyField): React.ReactNode => {
    const name = field.name as never
    switch (field.type) {
      case 'textarea':
        return <form.AppField name={name}>{(f) => <f.TextareaField label={field.label} hint={field.hint} rows={field.rows} placeholder={field.placeholder} required={field.required} />}</form.AppField>
      case 'select':
        return (
          <form.AppField name={name}>
            {(f) => (
              <f.SelectField
                label={field.label}
                hint={field.hint}
                options={typeof field.options === 'function' ? field.options(defaultValues) : field.options}
                placeholder={field.placeholder}
                required={field.required}
              />
            )}
          </form.AppField>
        )
      case 'radio':
        return <form.AppField name={name}>{(f) => <f.RadioGroupField legend={field.label} hint={field.hint} options={field.options} compact listClassName="sm:grid-cols-2" />}</form.AppField>
      case 'checkboxes':
        return <form.AppField name={name}>{(f) => <f.CheckboxGroupField legend={field.label} hint={field.hint} options={field.options} compact listClassName="sm:grid-cols-2" />}</form.AppField>
      case 'switch':
        return <form.AppField name={name}>{() => <SwitchField label={field.label} hint={field.hint} />}</form.AppField>
      case 'checkbox':
        return <form.AppField name={name}>{() => <CheckboxField label={field.label} />}</form.AppField>
      case 'image': {
        const upload = field.upload(state)
        const pick = picks[field.name] ?? { source: 'url', file: null }
        return (
          <div className="grid gap-3">
            <ImageSourceFields
              copy={field.copy}
              source={pick.source}
              onSourceChange={(source) => choose(field, { source })}
              chosenFile={pick.file}
              onChooseFile={(file) => choose(field, { file })}
              urlField={
                <form.AppField name={name}>
                  {(f) => <f.TextField label={field.label} labelTone="muted" hint={field.hint} type="url" inputMode="url" placeholder={field.placeholder} />}
                </form.AppField>
              }
            />
            <FieldError id={`${field.name}-refusal`} message={refusals[field.name]} />
            {upload.progress && field.uploadingLabel ? <UploadProgress label={field.uploadingLabel} progress={upload.progress} /> : null}
          </div>
        )
      }
      case 'document':
        return (
          <form.Field name={name}>
            {(f) => (
              <DocumentFileField
                copy={field.copy}
                current={f.state.value as { name: string; size: number } | null}
                chosen={picks[field.name]?.file ?? null}
                onChoose={(file) => choose(field, { file })}
                error={refusals[field.name] ?? errorMessages(f.state.meta.errors)[0] ?? null}
                progress={field.upload(state).progress ?? null}
              />
            )}
          </form.Field>
        )
      default:
        return (
          <form.AppField name={name}>
            {(f) => (
              <f.TextField
                label={field.label}
                hint={field.hint}
                type={field.type}
                inputMode={field.inputMode ?? (field.type === 'url' ? 'url' : undefined)}
                placeholder={field.placeholder}
                required={field.required}
                autoComplete={field.autoComplete}
                min={field.min}
                max={field.max}
              />
            )}
          </form.AppField>
        )
    }
  }

  const renderItem = (item: FormItem<Values, unknown>, key: React.Key): React.ReactNode => {
    if ('pair' in item) {
      return (
        <div key={key} className="grid gap-5 sm:grid-cols-2">
          {item.pair.map(renderItem)}
        </div>
      )
    }
    if ('section' in item) {
      return (
        <FormSection key={key} title={item.section}>
          {item.items.map(renderItem)}
        </FormSection>
      )
    }
    if ('group' in item) {
      return (
        <fieldset key={key} className="grid gap-3">
          <legend className="mb-2 text-sm font-semibold text-ink">{item.group}</legend>
          {item.items.map(renderItem)}
        </fieldset>
      )
    }
    const { when } = item
    if (!when) return <React.Fragment key={key}>{renderField(item)}</React.Fragment>
    return (
      <form.Subscribe key={key} selector={(formState) => when(formState.values as Values)}>
        {(shown) => (shown ? renderField(item) : null)}
      </form.Subscribe>
    )
  }

  const changed = useStore(form.store, (formState) => !formState.isDefaultValue)
  const dirty = changed || Object.values(picks).some((pick) => pick.file !== null)
  React.useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

  const copy = spec.copy
  const uploading = files.some((field) => field.upload(state).isPending)
  return (
    <FormElement ref={formRef} className={spec.items.some((item) => 'section' in item) ? 'grid gap-8' : 'grid gap-5'} onSubmit={() => void form.handleSubmit()}>
      {(spec.items as readonly FormItem<Values, unknown>[]).map(renderItem)}
      <form.AppForm>
        <form.FormActions inDialog cancel={{ label: copy.cancel, onCancel: onDone }} submitLabel={id ? copy.update : copy.create} busyLabel={uploading ? copy.uploading : copy.saving} />
      </form.AppForm>
    </FormElement>
  )
}
