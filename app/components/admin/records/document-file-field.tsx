import * as React from 'react'
import { FileText } from 'lucide-react'
import { FieldError } from '~/components/form/field-parts'
import { Label } from '~/components/ui/label'
import { checkDocument, documentAccept, documentRefusalText, formatFileSize } from '~/lib/document-type'
import type { UploadProgress as Progress } from '~/queries/upload-with-progress'
import { UploadProgress } from './upload-progress'

export interface DocumentFileCopy {
  /** The input's label ('File'). */
  label: string
  hint: string
  currentFile: string
  replaceFile: string
  uploading: string
}

/**
 * A document to upload with a record (a resource's file): the file input, the file already
 * stored, a clear message when the chosen file is empty, over 8 MB or not a PDF, Word, Excel,
 * PowerPoint or ZIP file by its bytes (it is then not kept, so nothing is sent), and the
 * upload's progress while the form saves.
 */
export function DocumentFileField({
  copy,
  current,
  chosen,
  onChoose,
  error,
  progress,
}: {
  copy: DocumentFileCopy
  /** The file stored now (editing), or null. */
  current: { name: string; size: number } | null
  chosen: File | null
  onChoose: (file: File | null) => void
  /** A message from the form or the server about the file. */
  error: string | null
  progress: Progress | null
}) {
  const id = React.useId()
  const [refusal, setRefusal] = React.useState<string | null>(null)
  const formError = error && error !== refusal ? error : null

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0] ?? null
    if (!file) {
      setRefusal(null)
      onChoose(null)
      return
    }
    const checked = await checkDocument(file)
    if ('refusal' in checked) {
      setRefusal(documentRefusalText(checked.refusal, file.name))
      input.value = ''
      onChoose(null)
      return
    }
    setRefusal(null)
    onChoose(file)
  }

  const describedBy = [`${id}-hint`, current && !chosen ? `${id}-current` : null, refusal ? `${id}-refusal` : null, formError ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{copy.label}</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {copy.hint}
      </p>
      {current && !chosen ? (
        <p id={`${id}-current`} className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm text-ink" data-testid="current-file">
          <FileText aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <span>
            {copy.currentFile}: <span className="font-semibold">{current.name}</span> ({formatFileSize(current.size)}). {copy.replaceFile}
          </span>
        </p>
      ) : null}
      <input
        id={id}
        type="file"
        accept={documentAccept}
        aria-describedby={describedBy}
        aria-invalid={refusal || formError ? true : undefined}
        onChange={(event) => void choose(event.currentTarget)}
        className="block w-full cursor-pointer rounded-md border border-input bg-white text-sm text-ink file:mr-3 file:cursor-pointer file:border-0 file:bg-primary-soft file:px-4 file:py-2.5 file:font-semibold file:text-primary-hover hover:file:bg-primary/15"
      />
      <FieldError id={`${id}-refusal`} message={refusal ?? undefined} />
      <FieldError id={`${id}-error`} message={formError ?? undefined} />
      {progress ? <UploadProgress label={copy.uploading} progress={progress} /> : null}
    </div>
  )
}
