/**
 * The drawn hero illustrations: abstract, geometric SVGs in the palette, served as
 * static files (public/images/illustrations) so they cost no JavaScript. They are
 * decorative: the empty alt keeps them out of the accessibility tree. A hero
 * illustration is the largest thing in a page's first view, so it is fetched with
 * high priority and decoded with the first paint.
 */
const illustrations = {
  'home-hero': { width: 520, height: 440 },
  'about-hero': { width: 520, height: 420 },
  'academy-hero': { width: 520, height: 430 },
  'experts-hero': { width: 520, height: 420 },
  'membership-hero': { width: 520, height: 420 },
} as const

export type IllustrationName = keyof typeof illustrations

export function HeroIllustration({ name }: { name: IllustrationName }) {
  const { width, height } = illustrations[name]
  return <img src={`/images/illustrations/${name}.svg`} alt="" width={width} height={height} fetchPriority="high" className="h-auto w-full" />
}
