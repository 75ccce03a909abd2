// Starts the production server (scripts/start.mjs) as a child process for the
// benchmark, audit and soak scripts, on the mock backend, and waits until it is ready.
import { spawn } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * `logTo`: where the server's output goes. Default: kept in memory (the last 64 KB,
 * see `output()`); a file path (for example /dev/null) for load tests, which write a
 * log line per request. `checkout`: another checkout's built server (a benchmark's baseline).
 */
export async function startProductionServer({ port, mockPort, env = {}, logTo, checkout = root }) {
  const logFd = logTo ? openSync(logTo, 'w') : undefined
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: checkout,
    env: {
      ...process.env,
      PORT: String(port),
      MOCK_SUPABASE_PORT: String(mockPort),
      SITE_URL: `http://localhost:${port}`,
      NODE_ENV: 'production',
      BACKEND: 'mock',
      ...env,
    },
    stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'],
  })
  if (logFd !== undefined) closeSync(logFd)
  let output = ''
  const keep = (chunk) => (output = (output + chunk).slice(-65_536))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const url = `http://localhost:${port}`
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    try {
      const response = await fetch(`${url}/readyz`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
  return {
    url,
    pid: child.pid,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', resolve)
        child.kill('SIGTERM')
      }),
  }
}

export function runCommand(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}

export { root }
