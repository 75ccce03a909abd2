import { describe, expect, it } from 'vitest'
import { csvField, toCsv } from './csv'

describe('csvField', () => {
  it('leaves plain text as it is', () => {
    expect(csvField('Jane Doe')).toBe('Jane Doe')
    expect(csvField(42)).toBe('42')
  })

  it('writes null and undefined as an empty field', () => {
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
  })

  it('quotes fields with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvField('Doe, Jane')).toBe('"Doe, Jane"')
    expect(csvField('The "Big" Firm')).toBe('"The ""Big"" Firm"')
    expect(csvField('line one\nline two')).toBe('"line one\nline two"')
    expect(csvField('a\r\nb')).toBe('"a\r\nb"')
  })

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvField('+SUM(A1:A9)')).toBe("'+SUM(A1:A9)")
    expect(csvField('-x')).toBe("'-x")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
  })

  it('keeps phone numbers and signed numbers as written', () => {
    expect(csvField('+1 (555) 010-2233')).toBe('+1 (555) 010-2233')
    expect(csvField('-42.5')).toBe('-42.5')
  })
})

describe('toCsv', () => {
  it('writes a header row and one CRLF-terminated line per row', () => {
    expect(
      toCsv(
        ['Name', 'Note'],
        [
          ['Ann', 'says "hi", twice'],
          ['Bob', null],
        ],
      ),
    ).toBe('Name,Note\r\nAnn,"says ""hi"", twice"\r\nBob,\r\n')
  })

  it('gives a header row only for no rows', () => {
    expect(toCsv(['A', 'B'], [])).toBe('A,B\r\n')
  })
})
