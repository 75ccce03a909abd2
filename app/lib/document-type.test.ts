import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import {
  checkDocument,
  detectDocumentType,
  documentExtensionOf,
  downloadFileName,
  formatFileSize,
  MAX_DOCUMENT_BYTES,
  storageDocumentName,
} from './document-type'
import { executableBytes, htmlBytes, officeBytes, paddedPdfBytes, pdfBytes, zipBytes } from '../../tests/support/sample-documents'

describe('detectDocumentType', () => {
  it('names PDF, Word, Excel, PowerPoint and ZIP files by their bytes', async () => {
    expect(await detectDocumentType(pdfBytes())).toBe('pdf')
    expect(await detectDocumentType(officeBytes('docx'))).toBe('docx')
    expect(await detectDocumentType(officeBytes('xlsx'))).toBe('xlsx')
    expect(await detectDocumentType(officeBytes('pptx'))).toBe('pptx')
    expect(await detectDocumentType(zipBytes())).toBe('zip')
  })

  it('reads a Blob as the browser has it, the same as the bytes', async () => {
    expect(await detectDocumentType(new Blob([officeBytes('xlsx')]))).toBe('xlsx')
    expect(await detectDocumentType(new Blob([htmlBytes()], { type: 'application/pdf' }))).toBeNull()
  })

  it('refuses HTML, executables, text and ZIP-based formats other than Office documents', async () => {
    expect(await detectDocumentType(htmlBytes())).toBeNull()
    expect(await detectDocumentType(executableBytes())).toBeNull()
    expect(await detectDocumentType(strToU8('just some text, named guide.pdf'))).toBeNull()
    const epub = zipSync({ mimetype: [strToU8('application/epub+zip'), { level: 0 }], 'META-INF/container.xml': strToU8('<container/>') })
    expect(await detectDocumentType(epub)).toBeNull()
  })
})

describe('checkDocument', () => {
  it('says why a file cannot be uploaded: empty, over 8 MiB, or not an accepted kind', async () => {
    expect(await checkDocument(new Blob([]))).toEqual({ refusal: 'empty' })
    expect(await checkDocument(new Blob([paddedPdfBytes(MAX_DOCUMENT_BYTES + 1)]))).toEqual({ refusal: 'too-large' })
    expect(await checkDocument(new Blob([paddedPdfBytes(MAX_DOCUMENT_BYTES)]))).toEqual({ extension: 'pdf' })
    expect(await checkDocument(new Blob([htmlBytes()]))).toEqual({ refusal: 'wrong-type' })
  })
})

describe('names', () => {
  it('stores under a timestamp, 12 random characters and the detected extension', () => {
    expect(storageDocumentName('docx', 1767225600000, 'abcdef123456')).toBe('1767225600000-abcdef123456.docx')
    expect(storageDocumentName('pdf')).toMatch(/^\d{13}-[a-z0-9]{12}\.pdf$/)
    expect(documentExtensionOf('1767225600000-abcdef123456.xlsx')).toBe('xlsx')
    expect(documentExtensionOf('1767225600000-abcdef123456.html')).toBeNull()
  })

  it('downloads under the uploaded name, cleaned, ending with the detected extension', () => {
    expect(downloadFileName('Tax Guide 2026.pdf', 'pdf')).toBe('Tax Guide 2026.pdf')
    expect(downloadFileName('Tax Guide 2026.PDF', 'pdf')).toBe('Tax Guide 2026.pdf')
    expect(downloadFileName('C:\\Users\\me\\Résumé.docx', 'docx')).toBe('Résumé.docx')
    expect(downloadFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf')
    expect(downloadFileName('setup.exe', 'zip')).toBe('setup.exe.zip')
    expect(downloadFileName('a\u0000b<c>:"|?*\nd.xlsx', 'xlsx')).toBe('a b c d.xlsx')
    expect(downloadFileName('...', 'pdf')).toBe('download.pdf')
    const long = downloadFileName(`${'x'.repeat(300)}.pdf`, 'pdf')
    expect(long).toHaveLength(200)
    expect(long.endsWith('.pdf')).toBe(true)
  })

  it('writes sizes as KB below a megabyte, MB with one decimal above', () => {
    expect(formatFileSize(300)).toBe('1 KB')
    expect(formatFileSize(920 * 1024)).toBe('920 KB')
    expect(formatFileSize(3.44 * 1024 * 1024)).toBe('3.4 MB')
  })
})
