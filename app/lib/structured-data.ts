export interface QuestionAndAnswer {
  question: string
  answer: string
}

/** schema.org FAQPage for a list of visible questions and answers. */
export function faqPageJsonLd(items: readonly QuestionAndAnswer[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

/** schema.org Organization for the home page. */
export function organizationJsonLd(site: { name: string; url: string }, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: `${site.url}/`,
    logo: `${site.url}/favicon.svg`,
    description,
  }
}

/**
 * JSON for an inline <script type="application/ld+json">. Escapes '<' (and the
 * line separators JSON allows but JavaScript does not) so text such as
 * '</script>' in content can never close the script element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
