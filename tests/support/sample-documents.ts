/**
 * Small, real documents for upload tests: a PDF, Office Open XML files (ZIP containers with
 * the parts Word, Excel and PowerPoint write), a plain ZIP, and things that are none of them.
 */
import { strToU8, zipSync } from 'fflate'

/** Bytes on an ArrayBuffer of their own (what Blob and fetch bodies take). */
type Bytes = Uint8Array<ArrayBuffer>
const own = (bytes: Uint8Array): Bytes => new Uint8Array(bytes)

/** A one-page PDF whose text names `title`. */
export function pdfBytes(title = 'Sample guide'): Bytes {
  const text = title.replace(/[()\\]/g, '')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    `<< /Length ${`BT /F1 18 Tf 72 720 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 72 720 Td (${text}) Tj ET\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return own(strToU8(body))
}

const officeParts = {
  docx: { folder: 'word', main: 'document.xml', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml' },
  xlsx: { folder: 'xl', main: 'workbook.xml', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml' },
  pptx: { folder: 'ppt', main: 'presentation.xml', type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml' },
} as const

/** A Word, Excel or PowerPoint file: `[Content_Types].xml`, the package relations and the main part. */
export function officeBytes(kind: keyof typeof officeParts): Bytes {
  const part = officeParts[kind]
  return own(zipSync({
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/${part.folder}/${part.main}" ContentType="${part.type}"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${part.folder}/${part.main}"/></Relationships>`,
    ),
    [`${part.folder}/${part.main}`]: strToU8('<?xml version="1.0" encoding="UTF-8"?><root/>'),
  }))
}

/** A plain ZIP of two text files. */
export function zipBytes(): Bytes {
  return own(zipSync({ 'readme.txt': strToU8('Read me first.'), 'templates/checklist.txt': strToU8('1. Start.') }))
}

/** An HTML page with a script: what a `.pdf` must not turn out to be. */
export function htmlBytes(): Bytes {
  return own(strToU8('<!doctype html><html><head><title>Not a PDF</title></head><body><script>alert(1)</script></body></html>'))
}

/** The start of a Windows executable (the MZ header and a PE signature). */
export function executableBytes(): Bytes {
  const bytes: Bytes = new Uint8Array(512)
  bytes.set(strToU8('MZ'), 0)
  bytes.set([0x80, 0, 0, 0], 0x3c)
  bytes.set(strToU8('PE\0\0'), 0x80)
  return bytes
}

/** A PDF padded to `size` bytes (for sizes and limits: its type is right whatever its size). */
export function paddedPdfBytes(size: number): Bytes {
  const bytes: Bytes = new Uint8Array(size)
  bytes.set(pdfBytes())
  return bytes
}
