import { describe, expect, it } from 'vitest'
import { clearDraft, draftStorageKey, loadDraft, saveDraft } from './partnership-draft-storage'
import { emptyDraft } from './partnership-schema'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

describe('draft storage', () => {
  it('round-trips the step and values', () => {
    const storage = memoryStorage()
    const values = {
      ...emptyDraft,
      experience: 'senior' as const,
      partnershipTypes: ['mentorship' as const],
    }
    saveDraft(storage, { step: 3, values })
    expect(loadDraft(storage)).toEqual({ step: 3, values })
  })

  it('has nothing to load when empty, and clears', () => {
    const storage = memoryStorage()
    expect(loadDraft(storage)).toBeNull()
    saveDraft(storage, { step: 2, values: emptyDraft })
    clearDraft(storage)
    expect(storage.data.has(draftStorageKey)).toBe(false)
  })

  it('drops unreadable or invalid drafts', () => {
    for (const raw of [
      '{not json',
      JSON.stringify({ version: 1, step: 9, values: emptyDraft }),
      JSON.stringify({ version: 2 }),
    ]) {
      const storage = memoryStorage({ [draftStorageKey]: raw })
      expect(loadDraft(storage)).toBeNull()
      expect(storage.data.has(draftStorageKey)).toBe(false)
    }
  })

  it('never stores the estimated level, only the draft fields', () => {
    const storage = memoryStorage()
    saveDraft(storage, {
      step: 3,
      values: { ...emptyDraft, experience: 'senior', digitalReach: 'digital-authority' },
    })
    expect(storage.data.get(draftStorageKey)).not.toMatch(/Thought Leader|level/i)
  })

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    expect(loadDraft(broken)).toBeNull()
    expect(() => saveDraft(broken, { step: 1, values: emptyDraft })).not.toThrow()
    expect(() => clearDraft(broken)).not.toThrow()
  })
})
