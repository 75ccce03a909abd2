/**
 * SAMPLE CONTENT: every person, figure, schedule and library item on the site that the
 * operator has not supplied. Nothing here is real: the names, firms, quotes, savings,
 * session times and resource titles are examples that show the pages' shape. Pages show
 * them beside a visible "Example" note (each file exports its own), never as fact.
 *
 * Replace each export with the real content before launch; README.md, "Content to
 * replace before launch", lists them all.
 *
 * One file per kind, so a page loads only the samples it shows; import from the file
 * (`~/content/sample-content/perks`), not from this index, which exists to list them.
 */
export * from './speakers'
export * from './rightnow'
export * from './perks'
export * from './testimonials'
export * from './resources'
export * from './security-resources'
