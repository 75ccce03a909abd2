import { authHandlers } from './handlers/auth.ts'
import { functionHandlers } from './handlers/functions.ts'
import { restHandlers } from './handlers/rest.ts'
import { storageHandlers } from './handlers/storage.ts'

/**
 * MSW handlers that answer Supabase's HTTP API (any origin). The test controls
 * (handlers/control.ts) are added only by the running mock, with its token.
 */
export const handlers = [...authHandlers, ...restHandlers, ...storageHandlers, ...functionHandlers]
