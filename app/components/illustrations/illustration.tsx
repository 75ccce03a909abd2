/**
 * The drawn page illustrations: abstract, geometric SVGs in the theme's colours, kept as files
 * in ./drawings and written into the page inline. Each sits in a page hero, the largest thing
 * in the first view, so inline it paints with the first response and needs no request of its
 * own. A page imports only its own drawing, as text
 * (`import drawing from '~/components/illustrations/drawings/about-hero.svg?raw'`), so a page
 * carries no other page's drawing. The files carry the token values themselves (a unit test
 * keeps them on the palette). They are decorative: hidden from assistive technology, and each
 * page says in words what the picture shows.
 */
export function Illustration({ drawing }: { drawing: string }) {
  return (
    <div
      aria-hidden="true"
      className="[&>svg]:h-auto [&>svg]:w-full"
      // A drawing from this repository's files, never from input.
      dangerouslySetInnerHTML={{ __html: drawing }}
    />
  )
}
