import * as React from 'react'
import { revalidateLogic, useAppForm } from '~/components/form/app-form'
import { expertDialogCopy as copy } from '~/content/admin'
import { expertFormSchema, expertFormValues, expertToSave } from '~/lib/admin-experts'
import { imageUploadBody } from '~/lib/image-source'
import type { Expert } from '~/lib/experts'
import { Label } from '~/components/ui/label'
import { Switch } from '~/components/ui/switch'
import { ImageSourceFields, useImageChoice } from './records/image-source-fields'
import { useSaveExpert, useUploadExpertImage } from '~/queries/expert-mutations'
import { FormDialog } from '~/components/form/form-dialog'
import { FormElement, focusFirstInvalid } from '~/components/form/form-element'

export interface ExpertDialogProps {
  open: boolean
  /** The row to edit, or null to create. */
  expert: Expert | null
  onOpenChange: (open: boolean) => void
}

/**
 * The dialog to create or edit an expert. The form lives only while the dialog is open, so
 * each opening starts afresh: the defaults of a new expert or the row's values, the image
 * source back on URL, no chosen file or preview.
 */
export function ExpertDialog({ open, expert, onOpenChange }: ExpertDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={expert ? copy.editTitle : copy.createTitle} description={copy.subtitle}>
      {(onBusyChange) => <ExpertForm expert={expert} onDone={() => onOpenChange(false)} onBusyChange={onBusyChange} />}
    </FormDialog>
  )
}

function ExpertForm({
  expert,
  onDone,
  onBusyChange,
}: {
  expert: Expert | null
  onDone: () => void
  onBusyChange: (busy: boolean) => void
}) {
  const activeId = React.useId()
  const image = useImageChoice()
  const upload = useUploadExpertImage()
  const save = useSaveExpert(expert?.id ?? null)
  const [defaultValues] = React.useState(() => expertFormValues(expert))
  const formRef = React.useRef<HTMLFormElement>(null)
  const { fileToUpload } = image

  const form = useAppForm({
    defaultValues,
    // What the server would refuse is named next to its field from the first submit on.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: expertFormSchema(copy.fieldLabels, { fileChosen: fileToUpload !== null }),
    },
    // The keyboard goes to the first field with a message.
    onSubmitInvalid: () =>
      requestAnimationFrame(() =>
        focusFirstInvalid(formRef.current),
      ),
    onSubmit: async ({ value }) => {
      onBusyChange(true)
      try {
        let uploadedUrl: string | null = null
        if (fileToUpload) {
          // Upload first; if it fails, nothing is saved (the failure toast comes from the mutation).
          const uploaded = await upload.mutateAsync(imageUploadBody(fileToUpload)).catch(() => null)
          if (!uploaded) return
          uploadedUrl = uploaded.url
        }
        const saved = await save.mutateAsync(expertToSave(value, uploadedUrl)).catch(() => null)
        if (saved) onDone()
      } finally {
        onBusyChange(false)
      }
    },
  })

  return (
    <FormElement ref={formRef} className="grid gap-5" onSubmit={() => void form.handleSubmit()}>
      <form.AppField name="name">
        {(field) => (
          <field.TextField label={copy.name} placeholder={copy.namePlaceholder} autoComplete="off" />
        )}
      </form.AppField>
      <form.AppField name="role">
        {(field) => (
          <field.TextField label={copy.role} placeholder={copy.rolePlaceholder} autoComplete="off" />
        )}
      </form.AppField>

      <ImageSourceFields
        copy={copy}
        {...image.pickerProps}
        urlField={
          <form.AppField name="image_url">
            {(field) => (
              <field.TextField
                label={copy.imageUrl}
                labelTone="muted"
                type="url"
                inputMode="url"
                placeholder={copy.imageUrlPlaceholder}
              />
            )}
          </form.AppField>
        }
      />

      <form.AppField name="description">
        {(field) => (
          <field.TextareaField
            label={copy.description}
            rows={4}
            placeholder={copy.descriptionPlaceholder}
          />
        )}
      </form.AppField>

      <form.Field name="is_active">
        {(field) => (
          <div className="flex items-center justify-between gap-4 rounded-lg border border-border bg-muted/50 p-4">
            <div>
              <Label htmlFor={activeId}>{copy.activeStatus}</Label>
              <p id={`${activeId}-hint`} className="text-sm text-muted-foreground">
                {copy.activeHint}
              </p>
            </div>
            <Switch
              id={activeId}
              checked={field.state.value}
              onCheckedChange={(checked) => field.handleChange(checked)}
              aria-describedby={`${activeId}-hint`}
            />
          </div>
        )}
      </form.Field>

      <form.AppForm>
        <form.FormActions
          inDialog
          cancel={{ label: copy.cancel, onCancel: onDone }}
          submitLabel={expert ? copy.update : copy.create}
          busyLabel={upload.isPending ? copy.uploading : copy.saving}
        />
      </form.AppForm>
    </FormElement>
  )
}
