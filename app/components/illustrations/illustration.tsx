/**
 * The drawn page illustrations: abstract, geometric SVGs in the theme's colours, served as
 * static files (public/images/illustrations) so they cost a page no JavaScript. An image
 * cannot read the page's CSS variables, so the files carry the token values themselves; a
 * unit test keeps them on the palette. They are decorative: the empty alt keeps them out of
 * the accessibility tree, and each page says in words what the picture shows. Each sits in
 * a page hero, the largest thing in the first view, so it is fetched with high priority and
 * decoded with the first paint.
 */
const illustrations = {
  'home-hero': { width: 520, height: 440 },
  'about-hero': { width: 520, height: 420 },
  'academy-hero': { width: 520, height: 430 },
  'experts-hero': { width: 520, height: 420 },
  'membership-hero': { width: 520, height: 420 },
  creators: { width: 480, height: 360 },
  perks: { width: 480, height: 360 },
  levels: { width: 480, height: 360 },
  onboarding: { width: 480, height: 360 },
  guidelines: { width: 480, height: 360 },
  security: { width: 480, height: 360 },
  event: { width: 480, height: 360 },
  community: { width: 480, height: 360 },
  'membership-card': { width: 480, height: 360 },
} as const

export type IllustrationName = keyof typeof illustrations

export const illustrationNames = Object.keys(illustrations) as IllustrationName[]

export function Illustration({ name }: { name: IllustrationName }) {
  const { width, height } = illustrations[name]
  return <img src={`/images/illustrations/${name}.svg`} alt="" width={width} height={height} fetchPriority="high" className="h-auto w-full" />
}
