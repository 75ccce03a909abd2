import * as React from 'react'
import { useForm } from '@tanstack/react-form'
import { ImageIcon, Link2, Upload } from 'lucide-react'
import { expertDialogCopy as copy } from '~/content/admin'
import {
  expertFormErrors,
  expertFormValues,
  expertToSave,
  imageUploadBody,
  type ExpertFieldErrors,
  type ImageSource,
} from '~/lib/admin-experts'
import type { Expert } from '~/lib/experts'
import { cn } from '~/lib/cn'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { Input, Label, Textarea } from '~/components/ui/input'
import { Switch } from '~/components/ui/switch'
import { useSaveExpert, useUploadExpertImage } from './expert-queries'

export interface ExpertDialogProps {
  open: boolean
  /** The row to edit, or null to create. */
  expert: Expert | null
  onOpenChange: (open: boolean) => void
}

/**
 * Spec 2.25 and 4 (expert dialog, expert submit). The form lives only while the
 * dialog is open, so each opening starts afresh: the section 3 defaults or the
 * row's values, the image source back on URL, no chosen file or preview.
 */
export function ExpertDialog({ open, expert, onOpenChange }: ExpertDialogProps) {
  const [busy, setBusy] = React.useState(false)
  const close = () => onOpenChange(false)
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Not while an image is uploading or the record is saving.
        if (!next && busy) return
        onOpenChange(next)
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{expert ? copy.editTitle : copy.createTitle}</DialogTitle>
          <DialogDescription>{copy.subtitle}</DialogDescription>
        </DialogHeader>
        <ExpertForm expert={expert} onDone={close} onBusyChange={setBusy} />
      </DialogContent>
    </Dialog>
  )
}

interface ChosenFile {
  file: File
  previewUrl: string
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
  const ids = {
    name: React.useId(),
    role: React.useId(),
    imageUrl: React.useId(),
    imageFile: React.useId(),
    imageFileHint: React.useId(),
    description: React.useId(),
    active: React.useId(),
    activeHint: React.useId(),
  }
  const [imageSource, setImageSource] = React.useState<ImageSource>('url')
  const [chosen, setChosen] = React.useState<ChosenFile | null>(null)
  const [fileError, setFileError] = React.useState<string | null>(null)
  const upload = useUploadExpertImage()
  const save = useSaveExpert(expert?.id ?? null)
  const [defaultValues] = React.useState(() => expertFormValues(expert))
  const formRef = React.useRef<HTMLFormElement>(null)
  const [errors, setErrors] = React.useState<ExpertFieldErrors>({})
  const clearError = (key: keyof ExpertFieldErrors) =>
    setErrors((current) => {
      if (!current[key]) return current
      const { [key]: _cleared, ...rest } = current
      return rest
    })

  // The preview's object URL is released when another file is chosen and when the dialog closes.
  React.useEffect(() => {
    if (!chosen) return
    return () => URL.revokeObjectURL(chosen.previewUrl)
  }, [chosen])

  const chooseFile = (file: File | null) => {
    if (file && !file.type.startsWith('image/')) {
      setChosen(null)
      setFileError(copy.imageFileInvalid)
      return
    }
    setFileError(null)
    setChosen(file ? { file, previewUrl: URL.createObjectURL(file) } : null)
  }

  const fileToUpload = imageSource === 'upload' ? (chosen?.file ?? null) : null

  const form = useForm({
    defaultValues,
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
    <form
      ref={formRef}
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault()
        event.stopPropagation()
        // What the server would refuse is named next to its field, and the keyboard goes to the first one.
        const found = expertFormErrors(form.state.values, copy.fieldLabels, {
          fileChosen: fileToUpload !== null,
        })
        setErrors(found)
        if (Object.keys(found).length > 0) {
          requestAnimationFrame(() =>
            formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
          )
          return
        }
        void form.handleSubmit()
      }}
    >
      <form.Field name="name">
        {(field) => (
          <FieldBlock label={copy.name} htmlFor={ids.name} error={errors[field.name]}>
            <Input
              id={ids.name}
              name={field.name}
              placeholder={copy.namePlaceholder}
              autoComplete="off"
              value={field.state.value}
              onChange={(event) => {
                field.handleChange(event.target.value)
                clearError(field.name)
              }}
              onBlur={field.handleBlur}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={errors[field.name] ? `${ids.name}-error` : undefined}
            />
          </FieldBlock>
        )}
      </form.Field>

      <form.Field name="role">
        {(field) => (
          <FieldBlock label={copy.role} htmlFor={ids.role} error={errors[field.name]}>
            <Input
              id={ids.role}
              name={field.name}
              placeholder={copy.rolePlaceholder}
              autoComplete="off"
              value={field.state.value}
              onChange={(event) => {
                field.handleChange(event.target.value)
                clearError(field.name)
              }}
              onBlur={field.handleBlur}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={errors[field.name] ? `${ids.role}-error` : undefined}
            />
          </FieldBlock>
        )}
      </form.Field>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink">{copy.image}</legend>
        <div className="inline-grid w-full grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:w-64">
          <SourceOption
            name={`${ids.imageUrl}-source`}
            value="url"
            current={imageSource}
            onSelect={setImageSource}
            icon={<Link2 aria-hidden="true" className="size-4" />}
            label={copy.imageUrlMode}
          />
          <SourceOption
            name={`${ids.imageUrl}-source`}
            value="upload"
            current={imageSource}
            onSelect={setImageSource}
            icon={<Upload aria-hidden="true" className="size-4" />}
            label={copy.imageUploadMode}
          />
        </div>
        {imageSource === 'url' ? (
          <form.Field name="image_url">
            {(field) => (
              <FieldBlock
                label={copy.imageUrl}
                htmlFor={ids.imageUrl}
                error={errors[field.name]}
                quiet
              >
                <Input
                  id={ids.imageUrl}
                  name={field.name}
                  type="url"
                  inputMode="url"
                  placeholder={copy.imageUrlPlaceholder}
                  value={field.state.value}
                  onChange={(event) => {
                    field.handleChange(event.target.value)
                    clearError(field.name)
                  }}
                  onBlur={field.handleBlur}
                  aria-invalid={errors[field.name] ? true : undefined}
                  aria-describedby={errors[field.name] ? `${ids.imageUrl}-error` : undefined}
                />
              </FieldBlock>
            )}
          </form.Field>
        ) : (
          <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
            <div className="grid gap-2">
              <Label htmlFor={ids.imageFile} tone="muted">
                {copy.imageFile}
              </Label>
              <input
                id={ids.imageFile}
                type="file"
                accept="image/*"
                aria-describedby={
                  fileError ? `${ids.imageFileHint} ${ids.imageFile}-error` : ids.imageFileHint
                }
                aria-invalid={fileError ? true : undefined}
                onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
                className="block w-full cursor-pointer rounded-md border border-input bg-white text-sm text-ink file:mr-3 file:cursor-pointer file:border-0 file:bg-primary-soft file:px-4 file:py-2.5 file:font-semibold file:text-primary-hover hover:file:bg-primary/15"
              />
              <p id={ids.imageFileHint} className="text-sm text-muted-foreground">
                {copy.imageFileHint}
              </p>
              {fileError && (
                <p id={`${ids.imageFile}-error`} className="text-sm font-medium text-destructive">
                  {fileError}
                </p>
              )}
            </div>
            <div
              className={cn(
                'flex size-24 items-center justify-center overflow-hidden rounded-xl border border-input bg-muted',
                !chosen && 'border-dashed',
              )}
            >
              {chosen ? (
                <img
                  src={chosen.previewUrl}
                  alt={copy.previewAlt}
                  className="size-full object-cover"
                />
              ) : (
                <ImageIcon aria-hidden="true" className="size-8 text-muted-foreground/60" />
              )}
            </div>
          </div>
        )}
      </fieldset>

      <form.Field name="description">
        {(field) => (
          <FieldBlock label={copy.description} htmlFor={ids.description} error={errors[field.name]}>
            <Textarea
              id={ids.description}
              name={field.name}
              rows={4}
              placeholder={copy.descriptionPlaceholder}
              value={field.state.value}
              onChange={(event) => {
                field.handleChange(event.target.value)
                clearError(field.name)
              }}
              onBlur={field.handleBlur}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={errors[field.name] ? `${ids.description}-error` : undefined}
            />
          </FieldBlock>
        )}
      </form.Field>

      <form.Field name="is_active">
        {(field) => (
          <div className="flex items-center justify-between gap-4 rounded-lg border border-border bg-muted/50 p-4">
            <div>
              <Label htmlFor={ids.active}>{copy.activeStatus}</Label>
              <p id={ids.activeHint} className="text-sm text-muted-foreground">
                {copy.activeHint}
              </p>
            </div>
            <Switch
              id={ids.active}
              checked={field.state.value}
              onCheckedChange={(checked) => field.handleChange(checked)}
              aria-describedby={ids.activeHint}
            />
          </div>
        )}
      </form.Field>

      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onDone} disabled={submitting}>
              {copy.cancel}
            </Button>
            <Button type="submit" disabled={submitting || upload.isPending}>
              {upload.isPending
                ? copy.uploading
                : submitting
                  ? copy.saving
                  : expert
                    ? copy.update
                    : copy.create}
            </Button>
          </DialogFooter>
        )}
      </form.Subscribe>
    </form>
  )
}

function SourceOption({
  name,
  value,
  current,
  onSelect,
  icon,
  label,
}: {
  name: string
  value: ImageSource
  current: ImageSource
  onSelect: (value: ImageSource) => void
  icon: React.ReactNode
  label: string
}) {
  return (
    <label className="relative flex cursor-pointer items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-muted-foreground transition-colors has-checked:bg-white has-checked:text-ink has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-ring">
      <input
        type="radio"
        name={name}
        value={value}
        checked={current === value}
        onChange={() => onSelect(value)}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0"
      />
      {icon}
      {label}
    </label>
  )
}

function FieldBlock({
  label,
  htmlFor,
  error,
  quiet = false,
  children,
}: {
  label: string
  htmlFor: string
  error: string | undefined
  /** A secondary label (under a legend). */
  quiet?: boolean
  children: React.ReactNode
}) {
  return (
    <div className="grid gap-2">
      <Label
        htmlFor={htmlFor}
        className={quiet ? 'text-sm font-medium text-muted-foreground' : undefined}
      >
        {label}
      </Label>
      {children}
      {error && (
        <p id={`${htmlFor}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
