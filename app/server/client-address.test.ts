import { describe, expect, it } from 'vitest'
import { clientAddress } from './client-address'

describe('client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress({ socketAddress: '203.0.113.9', forwardedFor: '198.51.100.1', trustedHops: 0 })).toBe('203.0.113.9')
    expect(clientAddress({ socketAddress: '::ffff:127.0.0.1', forwardedFor: null, trustedHops: 0 })).toBe('127.0.0.1')
    expect(clientAddress({ socketAddress: undefined, forwardedFor: undefined, trustedHops: 0 })).toBe('unknown')
  })

  it('with one trusted proxy, is the address that proxy saw (the last entry), not what the client wrote', () => {
    expect(clientAddress({ socketAddress: '10.0.0.2', forwardedFor: '198.51.100.7', trustedHops: 1 })).toBe('198.51.100.7')
    // The client forged the first entry; the proxy appended the real one.
    expect(clientAddress({ socketAddress: '10.0.0.2', forwardedFor: '1.2.3.4, 198.51.100.7', trustedHops: 1 })).toBe('198.51.100.7')
  })

  it('with two trusted proxies, skips the inner proxy too', () => {
    expect(clientAddress({ socketAddress: '10.0.0.2', forwardedFor: '1.2.3.4, 198.51.100.7, 10.0.0.9', trustedHops: 2 })).toBe('198.51.100.7')
  })

  it('falls back to the furthest address there is when the header is shorter than the hops, or missing', () => {
    expect(clientAddress({ socketAddress: '10.0.0.2', forwardedFor: '198.51.100.7', trustedHops: 3 })).toBe('198.51.100.7')
    expect(clientAddress({ socketAddress: '127.0.0.1', forwardedFor: null, trustedHops: 1 })).toBe('127.0.0.1')
    expect(clientAddress({ socketAddress: '127.0.0.1', forwardedFor: ' , ', trustedHops: 1 })).toBe('127.0.0.1')
  })
})
