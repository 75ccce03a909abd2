import * as React from 'react'
import { ImageIcon, Link2, Upload } from 'lucide-react'
import { Label } from '~/components/ui/label'
import type { ImageSource } from '~/lib/image-source'
import { cn } from '~/lib/cn'

/** The words of an image picker (the experts' and the events' dialogs each give theirs). */
export interface ImageSourceCopy {
  /** The fieldset's legend ('Image', 'Banner image'). */
  image: string
  imageUrlMode: string
  imageUploadMode: string
  imageFile: string
  imageFileHint: string
  imageFileInvalid: string
  previewAlt: string
}

/**
 * A record's image: a URL (the form's own URL field, passed in as `urlField`) or a file to
 * upload with its preview, chosen with a two-way switch. The file is uploaded to storage when
 * the form is saved (see useUploadImage), so a cancelled form leaves nothing behind.
 */
export function ImageSourceFields({
  copy,
  source,
  onSourceChange,
  chosenFile,
  onChooseFile,
  urlField,
}: {
  copy: ImageSourceCopy
  source: ImageSource
  onSourceChange: (source: ImageSource) => void
  chosenFile: File | null
  onChooseFile: (file: File | null) => void
  urlField: React.ReactNode
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-semibold text-ink">{copy.image}</legend>
      <div className="inline-grid w-full grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:w-64">
        <SourceOption value="url" current={source} onSelect={onSourceChange}>
          <Link2 aria-hidden="true" className="size-4" />
          {copy.imageUrlMode}
        </SourceOption>
        <SourceOption value="upload" current={source} onSelect={onSourceChange}>
          <Upload aria-hidden="true" className="size-4" />
          {copy.imageUploadMode}
        </SourceOption>
      </div>
      {source === 'url' ? urlField : <ImageFileInput copy={copy} chosen={chosenFile} onChoose={onChooseFile} />}
    </fieldset>
  )
}

/** One of the two image sources, as a segmented radio button. */
function SourceOption({
  value,
  current,
  onSelect,
  children,
}: {
  value: ImageSource
  current: ImageSource
  onSelect: (value: ImageSource) => void
  children: React.ReactNode
}) {
  return (
    <label className="relative flex cursor-pointer items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-muted-foreground transition-colors has-checked:bg-white has-checked:text-ink has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-ring">
      <input
        type="radio"
        name="image-source"
        value={value}
        checked={current === value}
        onChange={() => onSelect(value)}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0"
      />
      {children}
    </label>
  )
}

/**
 * The image file to upload, with its preview. A file that is not an image is refused here
 * with a message; the preview's object URL is released when another file is chosen and when
 * the dialog closes.
 */
function ImageFileInput({
  copy,
  chosen,
  onChoose,
}: {
  copy: ImageSourceCopy
  chosen: File | null
  onChoose: (file: File | null) => void
}) {
  const id = React.useId()
  const [fileError, setFileError] = React.useState<string | null>(null)
  const [previewUrl, setPreviewUrl] = React.useState<string | null>(null)
  React.useEffect(() => {
    if (!chosen) return
    const url = URL.createObjectURL(chosen)
    // The object URL is an external resource created for this file and released with it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPreviewUrl(url)
    return () => {
      URL.revokeObjectURL(url)
      setPreviewUrl(null)
    }
  }, [chosen])

  const choose = (file: File | null) => {
    const refused = file !== null && !file.type.startsWith('image/')
    setFileError(refused ? copy.imageFileInvalid : null)
    onChoose(refused ? null : file)
  }

  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid gap-2">
        <Label htmlFor={id} tone="muted">
          {copy.imageFile}
        </Label>
        <input
          id={id}
          type="file"
          accept="image/*"
          aria-describedby={fileError ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={fileError ? true : undefined}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          className="block w-full cursor-pointer rounded-md border border-input bg-white text-sm text-ink file:mr-3 file:cursor-pointer file:border-0 file:bg-primary-soft file:px-4 file:py-2.5 file:font-semibold file:text-primary-hover hover:file:bg-primary/15"
        />
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {copy.imageFileHint}
        </p>
        {fileError && (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {fileError}
          </p>
        )}
      </div>
      <div
        className={cn(
          'flex size-24 items-center justify-center overflow-hidden rounded-xl border border-input bg-muted',
          !previewUrl && 'border-dashed',
        )}
      >
        {previewUrl ? (
          <img src={previewUrl} alt={copy.previewAlt} className="size-full object-cover" />
        ) : (
          <ImageIcon aria-hidden="true" className="size-8 text-muted-foreground/60" />
        )}
      </div>
    </div>
  )
}
