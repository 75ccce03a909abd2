/**
 * The development backend's own process (started by mocks/start-backend.ts): PGlite runs
 * queries on this process's thread, so the site's server stays free while it works, and its
 * memory is its own. It reports `{ ready }` or `{ failed }` to its parent over IPC, and ends
 * when the parent goes away or sends SIGTERM.
 */
import { readAdminTwoFactor } from '../app.config.ts'
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

/**
 * The test clock's offset goes to the parent (the site's server, which started this backend),
 * and the control's answer waits until the parent has taken it.
 */
let clockMessages = 0
const pendingClock = new Map<number, () => void>()
process.on('message', (message: { type?: string; id?: number }) => {
  if (message?.type === 'clock-applied' && typeof message.id === 'number') pendingClock.get(message.id)?.()
})
const announceClock = (offsetMs: number) =>
  new Promise<void>((resolve) => {
    if (!process.send) return resolve()
    const id = ++clockMessages
    const done = () => {
      pendingClock.delete(id)
      clearTimeout(timer)
      resolve()
    }
    // A parent that never answers (it has no clock of its own) does not hold the control up for long.
    const timer = setTimeout(done, 2000)
    pendingClock.set(id, done)
    process.send({ type: 'clock', offsetMs, id })
  })

try {
  backend = await runBackend({
    announceClock,
    port: Number(process.env.MOCK_SUPABASE_PORT),
    databasePort: Number(process.env.MOCK_DATABASE_PORT),
    databaseUrl: process.env.MOCK_DATABASE_URL || undefined,
    controlToken: process.env.MOCK_CONTROL_TOKEN!,
    migrationsDir: process.env.MOCK_MIGRATIONS_DIR || undefined,
    adminTwoFactor: readAdminTwoFactor(process.env, process.env.NODE_ENV === 'production'),
  })
  report({ ready: true, url: backend.url, databaseUrl: backend.databaseUrl, pid: process.pid })
} catch (error) {
  const known = error instanceof DevelopmentBackendError
  report({ failed: known ? error.message : `${error instanceof Error ? (error.stack ?? error.message) : String(error)}` })
  process.exit(1)
}
