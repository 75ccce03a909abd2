/**
 * Where an admin form takes a record's image from (an expert's portrait, an event's banner):
 * a URL typed in, or a file uploaded to storage when the form is saved.
 */
export type ImageSource = 'url' | 'upload'

/** The multipart body of an image upload server function: one file under `file`. */
export function imageUploadBody(file: File): FormData {
  const body = new FormData()
  body.set('file', file)
  return body
}

