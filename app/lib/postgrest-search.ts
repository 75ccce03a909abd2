/**
 * A PostgREST `or` filter that finds rows where any of the columns contains a text, in any
 * case: `name.ilike."*text*",email.ilike."*text*"`. The text is a LIKE pattern's literal (its
 * `%`, `_` and `\` escaped) inside a PostgREST quoted value (its `"` and `\` escaped), so
 * commas, dots, parentheses and quotes are searched for as they are. PostgREST reads every `*`
 * as the wildcard, so a `*` typed in the search matches anything there.
 */
export function containsAny(columns: readonly string[], text: string): string {
  const pattern = `*${text.replace(/[\\%_]/g, (character) => `\\${character}`)}*`
  const quoted = `"${pattern.replace(/[\\"]/g, (character) => `\\${character}`)}"`
  return columns.map((column) => `${column}.ilike.${quoted}`).join(',')
}
