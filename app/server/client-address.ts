/**
 * The client's address for per-address limits.
 *
 * With no trusted proxy, it is the socket peer and `X-Forwarded-For` is ignored
 * (anyone can send it). With `trustedHops` proxies in front of the server
 * (TRUST_PROXY), each proxy appends the address it saw to `X-Forwarded-For`,
 * so the client is the entry that many places from the right of
 * [...X-Forwarded-For, socket peer]; what lies further left was written by the
 * client and is not trusted.
 */
export interface ClientAddressInput {
  socketAddress: string | undefined
  forwardedFor: string | null | undefined
  trustedHops: number
}

export function clientAddress({ socketAddress, forwardedFor, trustedHops }: ClientAddressInput): string {
  const peer = normalize(socketAddress ?? '') || 'unknown'
  if (trustedHops <= 0) return peer
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => normalize(entry))
    .filter(Boolean)
  const chain = [...forwarded, peer]
  return chain[Math.max(0, chain.length - 1 - trustedHops)]!
}

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) is `127.0.0.1`. */
function normalize(address: string): string {
  const trimmed = address.trim().toLowerCase()
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed
}
