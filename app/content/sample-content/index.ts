/**
 * SAMPLE CONTENT: every person, figure and schedule on the site that the operator has not
 * supplied. Nothing here is real: the names, firms, quotes, savings and session times are
 * examples that show the pages' shape. Pages show them beside a visible "Example" note (each
 * file exports its own), never as fact. (The resource library's samples are rows of the
 * `resources` table, flagged `is_example`, which staff replace in /admin/resources.)
 *
 * Replace each export with the real content before launch; docs/content.md, "Content to
 * replace before launch", lists them all.
 *
 * One file per kind, so a page loads only the samples it shows; import from the file
 * (`~/content/sample-content/perks`), not from this index, which exists to list them.
 */
export * from './speakers'
export * from './rightnow'
export * from './perks'
export * from './testimonials'
