import { describe, expect, it } from 'vitest'
import { applicationReference, applicationsCsv, claimsCsv, exportFileName, type Application, type ApplicationCsvWords } from './submissions'

describe('applicationReference', () => {
  it('is APP- and 8 Crockford base32 characters, the same for the same key', async () => {
    const key = '5a1e0000-0000-4000-8000-000000000001'
    const reference = await applicationReference(key)
    expect(reference).toMatch(/^APP-[0-9A-HJKMNP-TV-Z]{8}$/)
    expect(await applicationReference(key)).toBe(reference)
    expect(reference).toBe('APP-MNQQRYQS')
  })

  it('differs for different keys', async () => {
    const a = await applicationReference('5a1e0000-0000-4000-8000-000000000001')
    const b = await applicationReference('5a1e0000-0000-4000-8000-000000000002')
    expect(a).not.toBe(b)
  })
})

const application: Application = {
  id: '1',
  reference: 'APP-MNQQRYQS',
  status: 'accepted',
  internal_note: 'Call back, "soon"',
  partnership_types: ['workshops', 'mentorship'],
  professional_roles: [],
  experience: 'senior',
  digital_reach: null,
  expertise_method: null,
  expertise_areas: [],
  motivation: 'Line one\nLine two, with a comma',
  estimated_level: null,
  contact_name: 'Priya Raman',
  contact_email: 'priya@example.com',
  contact_company: '=cmd|calc',
  contact_phone: null,
  contact_title: null,
  contact_linkedin: null,
  created_at: '2026-11-20T10:00:00+00:00',
  updated_at: '2026-11-20T10:00:00+00:00',
}

/** Words that show which column named which id. */
const words: ApplicationCsvWords = {
  status: (status) => `<${status}>`,
  answers: (column, ids) => (ids === null ? [] : typeof ids === 'string' ? [ids] : ids).map((id) => `${column}:${id}`).join('; '),
}

describe('CSV export', () => {
  it('writes the header and one quoted row per application', () => {
    const [header, ...rest] = applicationsCsv([application], words).split('\r\n')
    expect(header).toBe(
      'Reference,Submitted,Status,Name,Email,Company,Title,Phone,LinkedIn,Partnership types,Professional roles,Experience,Digital reach,Expertise method,Expertise areas,Estimated level,Motivation,Internal note',
    )
    // The line break inside the quoted motivation stays in the field; only CRLF ends a row.
    expect(rest).toEqual([
      `APP-MNQQRYQS,2026-11-20T10:00:00+00:00,<accepted>,Priya Raman,priya@example.com,'=cmd|calc,,,,partnership_types:workshops; partnership_types:mentorship,,experience:senior,,,,,"Line one\nLine two, with a comma","Call back, ""soon"""`,
      '',
    ])
  })

  it('writes claims with their own header', () => {
    expect(
      claimsCsv([{ id: '1', full_name: 'Dana', email: 'd@example.com', firm_name: 'Okafor, Partners', status: 'new', created_at: 'T' }], { status: (status) => `<${status}>` }),
    ).toBe('Submitted,Status,Name,Email,Firm\r\nT,<new>,Dana,d@example.com,"Okafor, Partners"\r\n')
  })

  it('names the file by kind and date', () => {
    expect(exportFileName('claims', '2026-11-23')).toBe('claims-2026-11-23.csv')
  })
})
