/**
 * Whether a toast has been asked for on this page: the root layout mounts sonner's Toaster (and
 * loads sonner) only from the first toast on, so a page that never shows one never loads it.
 * notify.ts asks; sonner shows toasts made before its Toaster mounted.
 */
let wanted = false
const listeners = new Set<() => void>()

export const toasterDemand = {
  want(): void {
    if (wanted) return
    wanted = true
    for (const listener of listeners) listener()
  },
  isWanted: (): boolean => wanted,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
