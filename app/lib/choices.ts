/** Multiple choices as the forms hold them: a list of ids in the options' own order. */

/**
 * Adds or removes one id of a multiple choice, keeping the options' own order
 * so the draft reads the same however it was filled in.
 */
export function toggleChoice<T extends string>(
  options: readonly T[],
  selected: readonly T[],
  id: T,
  on: boolean,
): T[] {
  return options.filter((option) => (option === id ? on : selected.includes(option)))
}
