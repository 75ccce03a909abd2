import { authHandlers } from './handlers/auth.ts'
import { controlHandlers } from './handlers/control.ts'
import { functionHandlers } from './handlers/functions.ts'
import { restHandlers } from './handlers/rest.ts'
import { storageHandlers } from './handlers/storage.ts'

/** MSW handlers that answer Supabase's HTTP API (any origin), plus the mock's test controls. */
export const handlers = [...controlHandlers, ...authHandlers, ...restHandlers, ...storageHandlers, ...functionHandlers]
