// The site's production server (scripts/start.mjs on the build) as one instance of a cluster:
// started with the environment a deployment gives every instance, its log in a file, and the
// ways an instance ends (a stop it drains for, or SIGKILL).
import { spawn } from 'node:child_process'
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../real-backend/stack.mjs'

/** A log file's JSON lines, parsed (other lines, such as a stack trace, are skipped). */
export function logLines(file) {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
}

export function createInstance({ name, port, env, dir }) {
  const logFile = join(dir, `instance-${name}.log`)
  let child
  let exited = Promise.resolve(null)
  const url = `http://127.0.0.1:${port}`
  let starts = 0

  const instance = {
    name,
    port,
    url,
    address: `127.0.0.1:${port}`,
    logFile,
    /** JSON log lines of every start of this instance. */
    log: () => logLines(logFile),
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null
    },
    /** Starts the process and resolves once its /readyz answers 200. */
    async start() {
      starts++
      // Appended, so the lines of every start stay for the report.
      const fd = openSync(logFile, 'a')
      child = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, PORT: String(port) },
        stdio: ['ignore', fd, fd],
      })
      closeSync(fd)
      const current = child
      exited = new Promise((resolve) =>
        current.once('exit', (code, signal) => resolve(signal ?? code)),
      )
      const deadline = Date.now() + 30_000
      for (;;) {
        if (current.exitCode !== null || current.signalCode !== null) {
          throw new Error(
            `instance ${name} exited while starting (${current.exitCode ?? current.signalCode}):\n${readFileSync(logFile, 'utf8').slice(-3000)}`,
          )
        }
        const status = await fetch(`${url}/readyz`).then(
          (response) => response.status,
          () => 0,
        )
        if (status === 200) return
        if (Date.now() > deadline) throw new Error(`instance ${name} was not ready within 30 s`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    /** Sends `signal` and resolves with the exit code (or signal) once the process is gone. */
    async stop(signal = 'SIGTERM') {
      if (!instance.running) return exited
      child.kill(signal)
      return exited
    },
    get starts() {
      return starts
    },
  }
  return instance
}
