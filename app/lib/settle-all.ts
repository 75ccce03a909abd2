/**
 * Awaits every load of a page, then throws the first failure in the order given. With
 * Promise.all the page would fail with whichever call failed first, which varies with timing;
 * a page that lists its site content first answers as that content's failure says (503, the
 * last good render) whenever it failed, whatever else failed too.
 */
export async function settleAll<T extends readonly unknown[]>(loads: readonly [...{ [K in keyof T]: Promise<T[K]> }]): Promise<T> {
  const settled = await Promise.allSettled(loads)
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failed) throw failed.reason
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T
}
