/**
 * Which sample experts setup-experts inserts: those whose name is not in the
 * table yet. Plain TypeScript, shared by the edge function (Deno), the mock
 * backend and the tests.
 */
export function missingSampleExperts<T extends { name: string }>(existingNames: Iterable<string>, samples: readonly T[]): T[] {
  const existing = new Set([...existingNames].map((name) => name.trim().toLowerCase()))
  return samples.filter((sample) => !existing.has(sample.name.trim().toLowerCase()))
}
