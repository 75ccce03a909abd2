/** For vitest: intercept Supabase calls in-process with the same handlers the running app uses. */
import { setupServer } from 'msw/node'
import { handlers } from './handlers.ts'

export const mockServer = setupServer(...handlers)
/** Any origin works: handlers match Supabase paths on every host. */
export const MOCK_SUPABASE_URL = 'http://mock-supabase.test'
