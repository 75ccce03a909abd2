/**
 * A file sent to one of the admin upload routes (`/admin/uploads/<kind>`) with its progress:
 * XMLHttpRequest reports the bytes sent as they go, which a fetch (and so a server-function
 * call) does not. The route answers JSON: the stored result, or `{ error }`.
 */
import * as React from 'react'
import { useMutation } from '@tanstack/react-query'
import { HttpError } from '~/lib/http-error'
import { useReportFailure } from './report-failure'

export interface UploadProgress {
  sent: number
  total: number
}

/**
 * An upload the route refused or failed: an HttpError like a server function's (see
 * admin-errors.ts), with the route's status (400, 413, 415: the file's own fault; 401/403:
 * the session; 5xx: the backend).
 */
export class UploadFailure extends HttpError {
  /** The message without its field prefix (`file: ...`). */
  get text(): string {
    return this.message.replace(/^file: /, '')
  }
}

/** The upload route refused the file itself (what it is, how big): its words are for the admin, under the field. */
export function isRefusedFile(error: unknown): error is UploadFailure {
  return error instanceof UploadFailure && (error.status === 400 || error.status === 413 || error.status === 415)
}

export function uploadWithProgress<T>(url: string, file: File, onProgress: (progress: UploadProgress) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    request.responseType = 'json'
    request.upload.onprogress = (event) => onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : file.size })
    request.onload = () => {
      const body = request.response as (T & { error?: string }) | null
      if (request.status >= 200 && request.status < 300 && body) resolve(body)
      else reject(new UploadFailure(request.status, body?.error ?? `The upload was refused (HTTP ${request.status}).`))
    }
    request.onerror = () => reject(Object.assign(new Error('The upload could not reach the server.'), { name: 'NetworkError' }))
    const body = new FormData()
    body.set('file', file)
    onProgress({ sent: 0, total: file.size })
    request.send(body)
  })
}

/**
 * An upload to `url` as a mutation, with the progress of the one under way (null when none is).
 * A refusal of the file itself is left to the form (under its field); any other failure is
 * reported with `failure`.
 */
export function useUploadWithProgress<T, V = T>(url: string, failure: string, valueOf: (answer: T) => V = (answer) => answer as unknown as V) {
  const [progress, setProgress] = React.useState<UploadProgress | null>(null)
  const reportFailure = useReportFailure()
  const mutation = useMutation({
    mutationFn: async (file: File) => valueOf(await uploadWithProgress<T>(url, file, setProgress)),
    onError: (error) => {
      if (!isRefusedFile(error)) reportFailure(error, failure)
    },
    onSettled: () => setProgress(null),
  })
  return { ...mutation, progress }
}
