import * as React from 'react'
import * as v from 'valibot'
import { revalidateLogic, useAppForm } from '~/components/form/app-form'
import { errorMessages, FieldError } from '~/components/form/field-parts'
import { resourceDialogCopy as copy, resourceToasts } from '~/content/admin-resources'
import { resourceCategoryList, securityBadges } from '~/domain/resource-choices'
import { resourceStatuses } from '~/domain/statuses'
import type { ResourceRow } from '~/lib/resources'
import {
  resourceFieldsFromForm,
  resourceFieldsSchema,
  resourceFormSchema,
  resourceFormValues,
  type StoredDocumentFields,
} from '~/lib/resource-schema'
import { Label } from '~/components/ui/label'
import { Switch } from '~/components/ui/switch'
import { useReportFailure } from '~/queries/report-failure'
import { useSaveResource, useUploadResourceCover, useUploadResourceFile } from '~/queries/resource-mutations'
import { UploadFailure } from '~/queries/upload-with-progress'
import { DocumentFileField } from './records/document-file-field'
import { ImageSourceFields, useImageChoice } from './records/image-source-fields'
import { UploadProgress } from './records/upload-progress'
import { FormDialog } from '~/components/form/form-dialog'
import { FormElement, focusFirstInvalid } from '~/components/form/form-element'

export interface ResourceDialogProps {
  open: boolean
  /** The row to edit, or null to create. */
  resource: ResourceRow | null
  /** A new resource's date: today in the site's time zone, by the server's clock ('' until known). */
  today: string
  onOpenChange: (open: boolean) => void
}

/**
 * The dialog to add or edit a resource. The form lives only while the dialog is open, so each
 * opening starts afresh. Files are uploaded when the form is saved, with their progress shown,
 * so a cancelled form leaves nothing in storage.
 */
export function ResourceDialog({ open, resource, today, onOpenChange }: ResourceDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={resource ? copy.editTitle : copy.createTitle} description={copy.subtitle}>
      {(onBusyChange) => <ResourceForm resource={resource} today={today} onDone={() => onOpenChange(false)} onBusyChange={onBusyChange} />}
    </FormDialog>
  )
}

const categoryOptions = resourceCategoryList.map((category) => ({ value: category, label: category }))
const badgeOptions = [{ value: '' as const, label: copy.securityHubNone }, ...securityBadges.map((badge) => ({ value: badge, label: badge }))]
const statusOptions = resourceStatuses.map((status) => ({ value: status, label: copy.statusOptions[status] }))
const downloadOptions = (['file', 'link'] as const).map((kind) => ({ value: kind, title: copy.downloadOptions[kind] }))

function ResourceForm({
  resource,
  today,
  onDone,
  onBusyChange,
}: {
  resource: ResourceRow | null
  today: string
  onDone: () => void
  onBusyChange: (busy: boolean) => void
}) {
  const ids = { membership: React.useId(), library: React.useId() }
  const coverRefusalId = React.useId()
  const [chosenFile, setChosenFile] = React.useState<File | null>(null)
  const [fileRefusal, setFileRefusal] = React.useState<string | null>(null)
  const cover = useImageChoice()
  const [coverRefusal, setCoverRefusal] = React.useState<string | null>(null)
  const fileUpload = useUploadResourceFile()
  const coverUpload = useUploadResourceCover()
  const save = useSaveResource(resource?.id ?? null)
  const reportFailure = useReportFailure()
  const [defaultValues] = React.useState(() => resourceFormValues(resource, today))
  const formRef = React.useRef<HTMLFormElement>(null)
  // What the form's check counts as given: read when it runs, so a choice can re-run it at once.
  const [check] = React.useState(() => {
    const chosen = { file: false, cover: false }
    return { chosen, validator: resourceFormSchema(copy.fieldLabels, () => chosen) }
  })
  const recheck = (next: Partial<typeof check.chosen>) => {
    Object.assign(check.chosen, next)
    void form.validate('change')
  }

  /** Uploads one file; a refusal of the file itself is shown under its field, anything else as a toast. */
  const uploadOrExplain = async <T,>(upload: (file: File) => Promise<T>, file: File, showRefusal: (text: string) => void, failure: string) => {
    try {
      return await upload(file)
    } catch (error) {
      if (error instanceof UploadFailure && error.refusedFile) showRefusal(error.text)
      else reportFailure(error, failure)
      return null
    }
  }

  const form = useAppForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: check.validator },
    onSubmitInvalid: () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
    onSubmit: async ({ value }) => {
      onBusyChange(true)
      setFileRefusal(null)
      setCoverRefusal(null)
      try {
        const uploads: { file?: StoredDocumentFields; coverUrl?: string } = {}
        if (cover.fileToUpload) {
          const uploadedCover = await uploadOrExplain(coverUpload.mutateAsync, cover.fileToUpload, setCoverRefusal, resourceToasts.coverUploadFailed)
          if (!uploadedCover) return
          uploads.coverUrl = uploadedCover.url
        }
        const fileToUpload = !value.membership_required && value.download === 'file' ? chosenFile : null
        if (fileToUpload) {
          const stored = await uploadOrExplain(fileUpload.mutateAsync, fileToUpload, setFileRefusal, resourceToasts.fileUploadFailed)
          if (!stored) return
          uploads.file = stored
        }
        const fields = v.safeParse(resourceFieldsSchema, resourceFieldsFromForm(value, uploads))
        if (!fields.success) return
        const saved = await save.mutateAsync(fields.output).catch(() => null)
        if (saved) onDone()
      } finally {
        onBusyChange(false)
      }
    },
  })

  return (
    <FormElement ref={formRef} className="grid gap-5" onSubmit={() => void form.handleSubmit()}>
      <form.AppField name="title">{(field) => <field.TextField label={copy.title} autoComplete="off" required />}</form.AppField>
      <form.AppField name="description">{(field) => <field.TextareaField label={copy.description} rows={3} />}</form.AppField>
      <div className="grid gap-5 sm:grid-cols-2">
        <form.AppField name="category">
          {(field) => <field.SelectField label={copy.category} placeholder={copy.categoryPlaceholder} options={categoryOptions} required />}
        </form.AppField>
        <form.AppField name="published_on">{(field) => <field.TextField label={copy.publishedOn} type="date" required />}</form.AppField>
      </div>
      <form.AppField name="author">{(field) => <field.TextField label={copy.author} autoComplete="off" />}</form.AppField>

      <div className="grid gap-3">
        <ImageSourceFields
          copy={copy}
          {...cover.pickerProps}
          onSourceChange={(source) => {
            cover.pickerProps.onSourceChange(source)
            setCoverRefusal(null)
            recheck({ cover: source === 'upload' && cover.pickerProps.chosenFile !== null })
          }}
          onChooseFile={(file) => {
            cover.pickerProps.onChooseFile(file)
            setCoverRefusal(null)
            recheck({ cover: cover.pickerProps.source === 'upload' && file !== null })
          }}
          urlField={
            <form.AppField name="cover_image_url">
              {(field) => <field.TextField label={copy.imageUrl} labelTone="muted" hint={copy.imageUrlHint} type="url" inputMode="url" placeholder={copy.imageUrlPlaceholder} />}
            </form.AppField>
          }
        />
        <FieldError id={coverRefusalId} message={coverRefusal ?? undefined} />
        {coverUpload.progress ? <UploadProgress label={copy.uploadingCover} progress={coverUpload.progress} /> : null}
        <form.AppField name="cover_image_alt">{(field) => <field.TextField label={copy.coverAlt} hint={copy.coverAltHint} />}</form.AppField>
      </div>

      <form.Field name="membership_required">
        {(field) => (
          <div className="flex items-center justify-between gap-4 rounded-lg border border-border bg-muted/50 p-4">
            <div>
              <Label htmlFor={ids.membership}>{copy.membershipRequired}</Label>
              <p id={`${ids.membership}-hint`} className="text-sm text-muted-foreground">
                {copy.membershipHint}
              </p>
            </div>
            <Switch
              id={ids.membership}
              checked={field.state.value}
              onCheckedChange={(checked) => field.handleChange(checked)}
              aria-describedby={`${ids.membership}-hint`}
            />
          </div>
        )}
      </form.Field>

      <form.Subscribe selector={(state) => [state.values.membership_required, state.values.download] as const}>
        {([membershipRequired, download]) =>
          membershipRequired ? null : (
            <div className="grid gap-4">
              <form.AppField name="download">
                {(field) => <field.RadioGroupField legend={copy.download} options={downloadOptions} compact listClassName="sm:grid-cols-2" />}
              </form.AppField>
              {download === 'file' ? (
                <form.Field name="file">
                  {(field) => (
                    <DocumentFileField
                      copy={{ label: copy.file, hint: copy.fileHint, currentFile: copy.currentFile, replaceFile: copy.replaceFile, uploading: copy.uploadingFile }}
                      current={field.state.value}
                      chosen={chosenFile}
                      onChoose={(file) => {
                        setChosenFile(file)
                        setFileRefusal(null)
                        recheck({ file: file !== null })
                      }}
                      error={fileRefusal ?? errorMessages(field.state.meta.errors)[0] ?? null}
                      progress={fileUpload.progress}
                    />
                  )}
                </form.Field>
              ) : (
                <form.AppField name="external_url">
                  {(field) => <field.TextField label={copy.externalUrl} type="url" inputMode="url" placeholder={copy.externalUrlPlaceholder} />}
                </form.AppField>
              )}
            </div>
          )
        }
      </form.Subscribe>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink">{copy.shownOn}</legend>
        <form.Field name="in_library">
          {(field) => (
            <div className="grid gap-1">
              <div className="flex items-center gap-3">
                <input
                  id={ids.library}
                  type="checkbox"
                  checked={field.state.value}
                  onChange={(event) => field.handleChange(event.target.checked)}
                  aria-invalid={field.state.meta.errors.length > 0 || undefined}
                  aria-describedby={field.state.meta.errors.length > 0 ? `${ids.library}-error` : undefined}
                  className="size-5 accent-primary"
                />
                <Label htmlFor={ids.library}>{copy.inLibrary}</Label>
              </div>
              {errorMessages(field.state.meta.errors)[0] ? (
                <p id={`${ids.library}-error`} className="text-sm font-medium text-destructive">
                  {errorMessages(field.state.meta.errors)[0]}
                </p>
              ) : null}
            </div>
          )}
        </form.Field>
        <form.AppField name="security_hub_badge">{(field) => <field.SelectField label={copy.securityHubBadge} options={badgeOptions} />}</form.AppField>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <form.AppField name="sort_order">{(field) => <field.TextField label={copy.sortOrder} hint={copy.sortOrderHint} inputMode="numeric" />}</form.AppField>
        <form.AppField name="status">{(field) => <field.SelectField label={copy.status} options={statusOptions} />}</form.AppField>
      </div>

      <form.AppForm>
        <form.FormActions
          inDialog
          cancel={{ label: copy.cancel, onCancel: onDone }}
          submitLabel={resource ? copy.update : copy.create}
          busyLabel={fileUpload.isPending || coverUpload.isPending ? copy.uploading : copy.saving}
        />
      </form.AppForm>
    </FormElement>
  )
}
