/**
 * The analytics beacon over plain Node HTTP (POST /api/event; app/server/analytics-beacon.ts
 * decides): the production server answers it before anything else (scripts/start.mjs), and the
 * development server through the same function (scripts/build/beacon-endpoint-during-dev.ts).
 * Not a route of the app: a route would add to the route tree every page loads.
 * The body is read up to BEACON_MAX_BYTES; a longer one is refused without being kept.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { BEACON_MAX_BYTES } from '../../app/lib/analytics-beacon.ts'
import type { BeaconAnswer, BeaconReceiver } from '../../app/server/analytics-beacon.ts'
import { clientAddress } from '../../app/server/client-address.ts'

export interface BeaconEndpointOptions {
  receiver: BeaconReceiver
  /** TRUST_PROXY: how the client's address is read. */
  trustedHops: number
  /** Headers every answer carries (the security headers), as a flat list of names and values. */
  headers: readonly string[]
  /** Told of a receiver that failed (it answers 503). */
  onError: (error: unknown) => void
}

export function beaconEndpoint({ receiver, trustedHops, headers, onError }: BeaconEndpointOptions) {
  return (req: IncomingMessage, res: ServerResponse, extraHeaders: readonly string[] = []) => {
    const answer = (result: BeaconAnswer) => {
      const list = [...headers, ...extraHeaders, 'cache-control', 'no-store']
      if (result.error) list.push('content-type', 'application/json; charset=utf-8')
      if (result.retryAfterSeconds) list.push('retry-after', String(result.retryAfterSeconds))
      res.writeHead(result.status, list)
      res.end(result.error ? JSON.stringify({ error: result.error }) : undefined)
    }
    const tooLarge: BeaconAnswer = { status: 400, error: `a beacon is at most ${BEACON_MAX_BYTES} bytes` }
    if (Number(req.headers['content-length'] ?? 0) > BEACON_MAX_BYTES) {
      res.shouldKeepAlive = false
      req.resume()
      return answer(tooLarge)
    }
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= BEACON_MAX_BYTES) chunks.push(chunk)
    })
    req.on('end', () => {
      if (size > BEACON_MAX_BYTES) return answer(tooLarge)
      const { headers: request } = req
      receiver
        .receive({
          body: Buffer.concat(chunks).toString('utf8'),
          address: clientAddress({ socketAddress: req.socket.remoteAddress, forwardedFor: joined(request['x-forwarded-for']), trustedHops }),
          userAgent: request['user-agent'],
          cookie: request.cookie,
          gpc: one(request['sec-gpc']),
          dnt: one(request.dnt),
          host: request.host,
        })
        .then(answer, (error: unknown) => {
          onError(error)
          answer({ status: 503, error: 'The beacon could not be taken.' })
        })
    })
  }
}

/** Repeated X-Forwarded-For headers are one list, in order. */
function joined(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value
}

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}
