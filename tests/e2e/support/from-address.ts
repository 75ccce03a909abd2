/**
 * A server-function call sent from another loopback address (127.0.0.2 and up reach the
 * same server on Linux), for tests of per-address limits that must not spend the budget
 * of 127.0.0.1, which the rest of the suite shares.
 */
import { request as httpRequest } from 'node:http'
import { toJSONAsync } from 'seroval'

export async function callFromAddress(
  baseURL: string,
  localAddress: string,
  call: { id: string; data: unknown },
): Promise<{ status: number; text: string }> {
  const url = new URL(`/_serverFn/${call.id}`, baseURL)
  const body = JSON.stringify(await toJSONAsync({ data: call.data }))
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: {
          'x-tsr-serverFn': 'true',
          origin: url.origin,
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/** A loopback address of its own for one test (127.0.0.2 to 127.0.0.254). */
export function freshLoopbackAddress(): string {
  return `127.0.0.${2 + Math.floor(Math.random() * 253)}`
}
