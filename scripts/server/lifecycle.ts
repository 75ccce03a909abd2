/**
 * The production server's life: starting, serving, draining. Tracks the
 * requests in flight and shuts down gracefully on SIGTERM/SIGINT:
 *   - readiness reports 503 from the first moment of draining;
 *   - the listening socket closes (new connections are refused) and idle
 *     keep-alive connections are closed;
 *   - requests in flight finish; each busy connection is closed once its
 *     response is done, and responses begun while draining say `Connection: close`;
 *   - at the deadline, requests still running are logged and cut (exit 1);
 *     otherwise the process exits 0 as soon as the last connection is gone.
 */
import { AsyncResource } from 'node:async_hooks'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { Logger } from 'pino'

export type ServerState = 'starting' | 'serving' | 'draining'

interface InFlight {
  method: string
  path: string
  requestId: string
  startedAt: number
}

export interface Lifecycle {
  readonly state: ServerState
  ready(): void
  /** Resolves true once serving, or false after `timeoutMs` or when a stop begins first. */
  serving(timeoutMs: number): Promise<boolean>
  /** Call for every request: it is counted as in flight until its response is done. */
  track(req: IncomingMessage, res: ServerResponse, entry: InFlight): void
  shutdown(signal: string): void
}

export function createLifecycle(options: {
  server: Server
  timeoutMs: number
  log: Logger
  /** Runs last, with the exit code (closes the mock backend, flushes logs, exits). */
  exit: (code: number) => void
}): Lifecycle {
  const { server, timeoutMs, log, exit } = options
  let state: ServerState = 'starting'
  const inFlight = new Map<ServerResponse, InFlight>()
  /** Responses not yet done per connection (more than one when a client pipelines). */
  const openResponses = new WeakMap<Socket, number>()
  let finished = false
  /** Settled when starting ends: true when serving begins, false when a stop comes first. */
  let endStartup: (serving: boolean) => void = () => {}
  const startupEnded = new Promise<boolean>((resolve) => (endStartup = resolve))

  function finish(code: number) {
    if (finished) return
    finished = true
    exit(code)
  }

  const lifecycle: Lifecycle = {
    get state() {
      return state
    },
    ready() {
      if (state === 'starting') state = 'serving'
      endStartup(state === 'serving')
    },
    serving(timeoutMs) {
      if (state !== 'starting') return Promise.resolve(state === 'serving')
      let timer: NodeJS.Timeout | undefined
      const gaveUp = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs)
      })
      return Promise.race([startupEnded, gaveUp]).finally(() => clearTimeout(timer))
    },
    track(req, res, entry) {
      if (state === 'draining') res.setHeader('connection', 'close')
      inFlight.set(res, entry)
      const socket = req.socket
      openResponses.set(socket, (openResponses.get(socket) ?? 0) + 1)
      res.once('close', () => {
        inFlight.delete(res)
        const open = (openResponses.get(socket) ?? 1) - 1
        openResponses.set(socket, open)
        // While draining, a connection whose last response is done is ended (after what was written).
        if (state === 'draining' && open === 0) socket.end()
      })
    },
    shutdown(signal) {
      if (state === 'draining') {
        log.warn({ signal }, 'shutdown-forced')
        server.closeAllConnections()
        return finish(1)
      }
      state = 'draining'
      endStartup(false)
      const startedAt = performance.now()
      log.info({ signal, inFlight: inFlight.size, timeoutMs }, 'shutdown-started')
      // Bound to this (signal) context, so the lines below never carry the id of the request that closed last.
      const deadline = setTimeout(
        AsyncResource.bind(() => {
          for (const { method, path, requestId, startedAt } of inFlight.values()) {
            log.warn(
              { method, path, requestId, runningMs: Math.round(performance.now() - startedAt) },
              'shutdown-cut-request',
            )
          }
          server.closeAllConnections()
          finish(1)
        }),
        timeoutMs,
      )
      deadline.unref()
      // Stops accepting and closes idle connections; the callback runs when the last connection is gone.
      server.close(
        AsyncResource.bind(() => {
          clearTimeout(deadline)
          log.info(
            { signal, durationMs: Math.round(performance.now() - startedAt) },
            'shutdown-complete',
          )
          finish(0)
        }),
      )
    },
  }
  return lifecycle
}
