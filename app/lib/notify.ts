import { toast } from 'sonner'
import { toasterDemand } from './toaster-demand'

/** The site's toasts: a title and a description, in three tones (success, info, error). */
export const notify = {
  success: (title: string, description?: string) => {
    toasterDemand.want()
    return toast.success(title, { description })
  },
  info: (title: string, description?: string) => {
    toasterDemand.want()
    return toast.info(title, { description })
  },
  /** Takes every toast on screen away (a sign-in that succeeded answers the failures before it). */
  clear: () => {
    toast.dismiss()
  },
  /** Destructive: also written to the console, so errors leave a trace. */
  error: (title: string, description?: string, cause?: unknown) => {
    if (cause !== undefined) console.error(`${title}: ${description ?? ''}`, cause)
    toasterDemand.want()
    return toast.error(title, { description })
  },
}
