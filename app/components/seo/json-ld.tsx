import { serializeJsonLd } from '~/lib/structured-data'

/** Structured data for search engines, safely serialized. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
