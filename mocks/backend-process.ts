/**
 * The development backend's own process (started by mocks/start-backend.ts): PGlite runs
 * queries on this process's thread, so the site's server stays free while it works, and its
 * memory is its own. It reports `{ ready }` or `{ failed }` to its parent over IPC, and ends
 * when the parent goes away or sends SIGTERM.
 */
import { runBackend, type RunningBackend } from './backend.ts'
import { DevelopmentBackendError } from './database/development-database.ts'

const report = (message: Record<string, unknown>) => process.send?.(message)
let backend: RunningBackend | undefined

const stop = async () => {
  await backend?.close()
  process.exit(0)
}
process.once('disconnect', stop)
process.once('SIGTERM', stop)
process.once('SIGINT', stop)

try {
  backend = await runBackend({
    port: Number(process.env.MOCK_SUPABASE_PORT),
    databasePort: Number(process.env.MOCK_DATABASE_PORT),
    databaseUrl: process.env.MOCK_DATABASE_URL || undefined,
    controlToken: process.env.MOCK_CONTROL_TOKEN!,
    migrationsDir: process.env.MOCK_MIGRATIONS_DIR || undefined,
  })
  report({ ready: true, url: backend.url, databaseUrl: backend.databaseUrl, pid: process.pid })
} catch (error) {
  const known = error instanceof DevelopmentBackendError
  report({ failed: known ? error.message : `${error instanceof Error ? (error.stack ?? error.message) : String(error)}` })
  process.exit(1)
}
