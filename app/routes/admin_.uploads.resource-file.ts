import { createFileRoute } from '@tanstack/react-router'
import { MAX_DOCUMENT_BYTES } from '~/lib/document-type'
import { adminUploadRoute } from '~/server/admin-uploads.server'
import { documentMessages } from '~/server/record-files.server'
import { uploadResourceFile } from '~/server/resources.server'

/** A resource's file (multipart, one file under `file`): answers the stored file's path, name and size. */
export const Route = createFileRoute('/admin_/uploads/resource-file')({
  server: adminUploadRoute({
    maxBytes: MAX_DOCUMENT_BYTES,
    tooLarge: documentMessages.tooLarge,
    missing: documentMessages.missing,
    store: uploadResourceFile,
  }),
})
