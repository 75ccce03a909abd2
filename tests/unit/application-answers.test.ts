/** An application's stored codes in the words staff read: the dialog and the CSV exports. */
import { describe, expect, it } from 'vitest'
import { answerTitles, applicationCsvWords, claimCsvWords } from '~/content/application-answers'

describe('application answers in words', () => {
  it('names each chosen option by its title, and keeps an id no longer offered as stored', () => {
    expect(answerTitles('partnership_types', ['workshops', 'peer-groups'])).toBe('Workshops, Peer Groups')
    expect(answerTitles('experience', 'senior')).toBe('Senior')
    expect(answerTitles('expertise_areas', [])).toBeNull()
    expect(answerTitles('experience', null)).toBeNull()
    expect(answerTitles('professional_roles', ['a-retired-role'])).toBe('a-retired-role')
  })

  it('gives the exports statuses and answers as the admin area shows them', () => {
    expect(applicationCsvWords.status('in_review')).toBe('In review')
    expect(applicationCsvWords.answers('partnership_types', ['workshops', 'mentorship'])).toBe('Workshops; Mentorship')
    expect(applicationCsvWords.answers('digital_reach', null)).toBe('')
    expect(claimCsvWords.status('confirmed')).toBe('Confirmed')
  })
})
