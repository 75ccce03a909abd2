import { createFileRoute } from '@tanstack/react-router'
import { resourceDownloadResponse } from '~/server/resource-downloads.server'

/** A free resource's file, streamed by this site (see resource-downloads.server.ts). */
export const Route = createFileRoute('/resources_/$id/download')({
  server: {
    handlers: {
      GET: ({ params }) => resourceDownloadResponse(params.id),
    },
  },
})
