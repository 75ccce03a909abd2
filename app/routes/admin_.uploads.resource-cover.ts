import { createFileRoute } from '@tanstack/react-router'
import { adminUploadRoute } from '~/server/admin-uploads.server'
import { MAX_IMAGE_BYTES } from '~/server/image-upload'
import { uploadResourceCover } from '~/server/resources.server'

/** A resource's cover image (multipart, one image under `file`): answers its public URL. */
export const Route = createFileRoute('/admin_/uploads/resource-cover')({
  server: adminUploadRoute({
    maxBytes: MAX_IMAGE_BYTES,
    tooLarge: 'file: images must be 5 MB or smaller.',
    missing: 'file: an image file is required.',
    store: uploadResourceCover,
  }),
})
