import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { eventInputSchema } from './event-schema'
import { labelledSchema } from './labelled-schema'

describe('labelled schema', () => {
  it('words the server’s rules with the form’s labels, on the field they concern', () => {
    const schema = labelledSchema(
      v.object({ title: v.pipe(v.string(), v.minLength(1, 'is required')) }),
      { title: 'Title' },
    )
    const result = schema['~standard'].validate({ title: '' })
    expect(result.issues).toEqual([{ message: 'Title is required.', path: ['title'] }])
  })

  it('puts a rule across fields on the field it names (an end before the start)', () => {
    const schema = labelledSchema(eventInputSchema, { ends: 'Ends' })
    const result = schema['~standard'].validate({
      title: 'T', slug: '', summary: '', description: '', starts: '2026-01-02T10:00', ends: '2026-01-02T09:00',
      timeZone: 'America/New_York', format: 'online', venue: '', address: '', joinUrl: '', bannerUrl: '', registration: 'none',
      registrationUrl: '', capacity: '', registrationCloses: '', status: 'draft',
    })
    expect(result.issues).toEqual([{ message: 'Ends must be after the start.', path: ['ends'] }])
  })
})
