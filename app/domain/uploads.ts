/**
 * What the storage buckets take (storage.buckets in the migrations): the largest file and the
 * types each accepts. Images are raster only (an SVG can carry scripts); documents are the
 * resource library's downloads.
 */
const MiB = 1024 * 1024

export const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'] as const
export type ImageType = (typeof imageTypes)[number]

export const documentMimeTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
} as const

/** The largest image any bucket takes: 5 MiB. */
export const maxImageBytes = 5 * MiB
/** The largest document (resources.file_size too): 8 MiB, room under the server's 10 MB request limit. */
export const maxDocumentBytes = 8 * MiB

export const storageBuckets = {
  experts: { fileSizeLimit: maxImageBytes, allowedMimeTypes: imageTypes },
  'event-banners': { fileSizeLimit: maxImageBytes, allowedMimeTypes: imageTypes },
  'resource-files': { fileSizeLimit: maxDocumentBytes, allowedMimeTypes: Object.values(documentMimeTypes) },
  'resource-covers': { fileSizeLimit: maxImageBytes, allowedMimeTypes: imageTypes },
} as const
