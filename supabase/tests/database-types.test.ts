/**
 * Hand-kept types that cannot import the generated `Database` (the Deno edge function)
 * are held to it here: `npm run typecheck` fails when a column they use changes.
 */
import { expectTypeOf, it } from 'vitest'
import type { TablesInsert } from '~/lib/database.types'
import type { SampleExpert } from '../functions/setup-experts/plan'
import type { SampleExpertInput } from '../../scripts/generate-seed.mjs'

it("the edge function's and the seed generator's sample experts are insertable experts rows", () => {
  expectTypeOf<SampleExpert>().toExtend<TablesInsert<'experts'>>()
  expectTypeOf<SampleExpertInput>().toExtend<TablesInsert<'experts'>>()
})
