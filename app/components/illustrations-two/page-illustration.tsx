/**
 * The hand-drawn page illustrations (abstract, geometric, in the site palette) are
 * static SVG files under /images/public-two/: served and cached as images, they
 * cost a page no JavaScript. They are decorative; each page says in words what
 * the picture shows. Each sits in a page hero, the largest thing in the first
 * view, so it is fetched with high priority.
 */
export type IllustrationName =
  | 'creators'
  | 'perks'
  | 'levels'
  | 'onboarding'
  | 'guidelines'
  | 'security'
  | 'event'
  | 'community'
  | 'membership-card'

export function PageIllustration({ name }: { name: IllustrationName }) {
  return <img src={`/images/public-two/${name}.svg`} alt="" width={480} height={360} fetchPriority="high" className="h-auto w-full" />
}
