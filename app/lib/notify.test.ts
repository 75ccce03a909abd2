import { afterEach, describe, expect, it, vi } from 'vitest'

const shown: Array<[string, string, { description?: string }]> = []
vi.mock('sonner', () => ({
  toast: {
    success: (title: string, options: { description?: string }) => shown.push(['success', title, options]),
    info: (title: string, options: { description?: string }) => shown.push(['info', title, options]),
    error: (title: string, options: { description?: string }) => shown.push(['error', title, options]),
  },
}))

const { notify } = await import('./notify')
const { toasterDemand } = await import('./toaster-demand')

afterEach(() => {
  shown.length = 0
  vi.restoreAllMocks()
})

describe('notify', () => {
  it('asks for the toaster, then shows the toast in its tone with its description', () => {
    expect(toasterDemand.isWanted()).toBe(false)
    notify.success('Saved', 'The expert was saved.')
    expect(toasterDemand.isWanted()).toBe(true)
    notify.info('Already registered')
    expect(shown).toEqual([
      ['success', 'Saved', { description: 'The expert was saved.' }],
      ['info', 'Already registered', { description: undefined }],
    ])
  })

  it('writes an error with its cause to the console, so it leaves a trace', () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined)
    const cause = new Error('502')
    notify.error('Error', 'Failed to update the expert.', cause)
    expect(shown).toEqual([['error', 'Error', { description: 'Failed to update the expert.' }]])
    expect(console).toHaveBeenCalledWith('Error: Failed to update the expert.', cause)
    notify.error('Error', 'No cause')
    expect(console).toHaveBeenCalledTimes(1)
  })
})
