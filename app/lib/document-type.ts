/**
 * Documents admins upload for visitors to download (a resource's file): what kind of file it
 * is, judged by its bytes and never by its name or declared type, and the names it is stored
 * and downloaded under. The same check runs in the admin's browser (a clear message before
 * anything is sent) and on the server (which decides).
 *
 * Detection is the `file-type` library's: it reads the signature (`%PDF-`, a ZIP's `PK`) and,
 * for ZIP containers, the entries that make an Office Open XML file a Word, Excel or
 * PowerPoint one (`[Content_Types].xml` with `word/`, `xl/`, `ppt/`). Anything it names
 * otherwise (an executable, an EPUB or JAR, which are ZIPs too) or cannot name (HTML, text)
 * is refused.
 */
import { fileTypeFromBlob, fileTypeFromBuffer } from 'file-type'
import { documentMimeTypes, maxDocumentBytes } from '~/domain/uploads'

export const documentTypes = {
  pdf: { mime: documentMimeTypes.pdf, label: 'PDF' },
  docx: { mime: documentMimeTypes.docx, label: 'Word' },
  xlsx: { mime: documentMimeTypes.xlsx, label: 'Excel' },
  pptx: { mime: documentMimeTypes.pptx, label: 'PowerPoint' },
  zip: { mime: documentMimeTypes.zip, label: 'ZIP' },
} as const

export type DocumentExtension = keyof typeof documentTypes

const extensions = Object.keys(documentTypes) as DocumentExtension[]

function isDocumentExtension(value: string): value is DocumentExtension {
  return (extensions as string[]).includes(value)
}

/**
 * The largest document: 8 MiB. Guides, templates and zipped toolkits fit; it leaves room for
 * the upload's multipart envelope under the production server's 10 MB limit on any request
 * body, so a file just over this limit gets this check's own message, not the server's.
 */
export const MAX_DOCUMENT_BYTES = maxDocumentBytes

/** The `accept` list of a file input for documents (a hint to the picker; the bytes decide). */
export const documentAccept = [...extensions.map((extension) => `.${extension}`), ...extensions.map((extension) => documentTypes[extension].mime)].join(',')

/** The kind of document by its content, or null when it is none of the accepted kinds. */
export async function detectDocumentType(content: Uint8Array | Blob): Promise<DocumentExtension | null> {
  const detected = content instanceof Uint8Array ? await fileTypeFromBuffer(content) : await fileTypeFromBlob(content)
  return detected && isDocumentExtension(detected.ext) && detected.mime === documentTypes[detected.ext].mime ? detected.ext : null
}

/** Why a chosen file cannot be uploaded, as the admin reads it; null when it can. */
export type DocumentRefusal = 'empty' | 'too-large' | 'wrong-type'

export async function checkDocument(file: Blob): Promise<{ refusal: DocumentRefusal } | { extension: DocumentExtension }> {
  if (file.size === 0) return { refusal: 'empty' }
  if (file.size > MAX_DOCUMENT_BYTES) return { refusal: 'too-large' }
  const extension = await detectDocumentType(file)
  return extension ? { extension } : { refusal: 'wrong-type' }
}

/** Why a file is refused, naming it, in the same words in the admin's browser and from the server. */
export function documentRefusalText(refusal: DocumentRefusal, fileName: string): string {
  const name = `“${fileName.slice(0, 120)}”`
  if (refusal === 'empty') return `${name} is empty.`
  if (refusal === 'too-large') return `${name} is larger than 8 MB. Files must be 8 MB or smaller.`
  return `${name} is not a PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx) or ZIP file, whatever its name says. Only those can be uploaded.`
}

/** The document's kind from a name the server generated (`storageDocumentName`), or null. */
export function documentExtensionOf(storedName: string): DocumentExtension | null {
  const extension = /\.([a-z]+)$/.exec(storedName)?.[1] ?? ''
  return isDocumentExtension(extension) ? extension : null
}

/**
 * The storage name of an upload: a timestamp, 12 random characters and the extension of the
 * detected kind. Nothing of the client's file name is in it.
 */
export function storageDocumentName(extension: DocumentExtension, now = Date.now(), random = crypto.randomUUID().replaceAll('-', '').slice(0, 12)): string {
  return `${now}-${random}.${extension}`
}

const MAX_NAME_LENGTH = 200

/**
 * The name visitors download a document under: the uploaded file's own name without folders,
 * control characters or the characters file systems refuse, ending with the extension of the
 * detected kind (a PDF named `guide.exe` downloads as `guide.exe.pdf`), at most 200 characters.
 */
export function downloadFileName(originalName: string, extension: DocumentExtension): string {
  const base =
    originalName
      .split(/[/\\]/)
      .pop()!
      // Control characters and the ones Windows refuses in file names.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f<>:"|?*]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\.+/, '') || 'download'
  const suffix = `.${extension}`
  const stem = base.toLowerCase().endsWith(suffix) ? base.slice(0, -suffix.length) : base
  return `${stem.slice(0, MAX_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`
}

/** A size as admins read it: 920 KB, 3.4 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
