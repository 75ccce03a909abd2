/**
 * Images admins upload for records (experts' portraits, events' banners) go to a public
 * storage bucket: checked by their bytes (an image, at most 5 MB), stored under a generated
 * name without overwriting, and answered as their public URL.
 */
import { HttpError } from './errors'
import { failWith } from './db-failure'
import { MAX_IMAGE_BYTES, sniffImageType, storageFileName } from './image-upload'
import type { SupabaseServerClient } from './supabase.server'

/** The validator of an upload server function: a FormData with one image under `file`. */
export function imageFileInput(input: unknown): File {
  const file = input instanceof FormData ? input.get('file') : null
  if (!(file instanceof File)) throw new HttpError(400, 'file: an image file is required.')
  return file
}

export async function uploadPublicImage(
  supabase: SupabaseServerClient,
  /** `folder`: a folder of the bucket the object goes into ('speakers'); none: the bucket's top. */
  options: { bucket: string; file: File; logEvent: string; failure: string; folder?: string },
): Promise<string> {
  const { bucket, file } = options
  if (file.size === 0) throw new HttpError(400, 'file: the file is empty.')
  if (file.size > MAX_IMAGE_BYTES) throw new HttpError(413, 'file: images must be 5 MB or smaller.')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffImageType(bytes)
  if (!type) throw new HttpError(415, 'file: only PNG, JPEG, GIF, WebP or AVIF images can be uploaded.')
  const path = options.folder ? `${options.folder}/${storageFileName(type)}` : storageFileName(type)
  const { error } = await supabase.storage.from(bucket).upload(path, bytes, { cacheControl: '3600', upsert: false, contentType: type })
  if (error) failWith(options.logEvent, error, 502, options.failure)
  return supabase.storage.from(bucket).getPublicUrl(path).data.publicUrl
}
