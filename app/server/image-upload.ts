/** Checks an uploaded image by its content, not its name or declared type. */
import { maxImageBytes, type ImageType } from '~/domain/uploads'

export type { ImageType }
export const MAX_IMAGE_BYTES = maxImageBytes

/** The image type from the file's first bytes, or null when it is not a supported image. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(1, 4) === 'PNG' && bytes[4] === 0x0d && bytes[5] === 0x0a) return 'image/png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'image/gif'
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'image/avif'
  return null
}

const extensionFor: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
}

/**
 * The storage name of an upload: a timestamp, a random string and the extension
 * of the detected image type. The client's file name plays no part, so a PNG
 * named `evil.html` is stored as `.png`.
 */
export function storageFileName(type: ImageType, now = Date.now(), random = randomPart()): string {
  return `${now}-${random}.${extensionFor[type]}`
}

function randomPart(): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, 12)
}
