import { describe, expect, it } from 'vitest'
import { faqPageJsonLd, serializeJsonLd } from './structured-data'

describe('structured data', () => {
  it('builds a FAQPage from visible questions', () => {
    const data = faqPageJsonLd([{ question: 'Q?', answer: 'A.' }])
    expect(data.mainEntity).toEqual([{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }])
  })

  it("escapes '<' so an answer cannot close the script element", () => {
    const json = serializeJsonLd(faqPageJsonLd([{ question: 'Q', answer: 'x</script><script>alert(1)</script>' }]))
    expect(json).not.toContain('<')
    expect(JSON.parse(json).mainEntity[0].acceptedAnswer.text).toBe('x</script><script>alert(1)</script>')
  })
})
