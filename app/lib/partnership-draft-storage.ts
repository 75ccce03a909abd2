/**
 * Keeps the partnership application draft in sessionStorage so it survives a reload
 * and a back-navigation in the same tab, until the application is sent (then it is
 * cleared). The estimated creator level is derived, not kept in the draft.
 */
import * as v from 'valibot'
import { partnershipDraftSchema, type PartnershipDraft } from './partnership-schema'
import { totalSteps, type StepNumber } from './partnership-steps'

export const draftStorageKey = 'partnership-application-draft'

const storedDraftSchema = v.object({
  version: v.literal(1),
  step: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(totalSteps)),
  values: partnershipDraftSchema,
})

export interface StoredDraft {
  step: StepNumber
  values: PartnershipDraft
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The saved draft, or null when there is none or it is unreadable (then it is dropped). */
export function loadDraft(storage: DraftStorage): StoredDraft | null {
  let raw: string | null
  try {
    raw = storage.getItem(draftStorageKey)
  } catch {
    return null // storage disabled
  }
  if (raw === null) return null
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    data = undefined
  }
  const result = v.safeParse(storedDraftSchema, data)
  if (!result.success) {
    clearDraft(storage)
    return null
  }
  return { step: result.output.step as StepNumber, values: result.output.values }
}

export function saveDraft(storage: DraftStorage, draft: StoredDraft): void {
  try {
    storage.setItem(
      draftStorageKey,
      JSON.stringify({ version: 1, step: draft.step, values: draft.values }),
    )
  } catch {
    // Storage full or disabled: the wizard keeps working without persistence.
  }
}

export function clearDraft(storage: DraftStorage): void {
  try {
    storage.removeItem(draftStorageKey)
  } catch {
    // Nothing to clear.
  }
}
