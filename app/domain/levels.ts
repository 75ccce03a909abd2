/**
 * The levels the partnership application's estimate can give, lowest first. The creator
 * level table (app/content/creator-level-table.ts) maps each of the site's four creator
 * levels to one of these; the database stores the estimate (CHECK in the submissions migration).
 */
export const estimatedLevelNames = ['Rising Voice', 'Expert', 'Thought Leader'] as const
export type EstimatedLevelName = (typeof estimatedLevelNames)[number]
