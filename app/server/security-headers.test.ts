import { describe, expect, it } from 'vitest'
import { frameAncestorsFor, securityHeaders } from './security-headers'

const partner = ['https://community.example.com', 'https://partner.example.org:8443']

describe('who may frame a page', () => {
  it('lets exactly the configured origins frame /membership-embed', () => {
    expect(frameAncestorsFor('/membership-embed', partner)).toBe('https://community.example.com https://partner.example.org:8443')
    expect(frameAncestorsFor('/membership-embed/', partner)).toBe('https://community.example.com https://partner.example.org:8443')
  })

  it('keeps /membership-embed unframeable while no origin is configured', () => {
    expect(frameAncestorsFor('/membership-embed', [])).toBe("'none'")
  })

  it('keeps every other page unframeable', () => {
    for (const path of ['/', '/membership', '/membership-embed-2', '/membership-embed/x', '/admin', undefined]) {
      expect(frameAncestorsFor(path, partner)).toBe("'none'")
    }
  })

  it('sends X-Frame-Options DENY only where nobody may frame, in production and in development', () => {
    for (const production of [true, false]) {
      const embed = securityHeaders({ production, scriptHashes: [], pathname: '/membership-embed', embedAllowedOrigins: partner })
      expect(embed['x-frame-options']).toBeUndefined()
      expect(embed['content-security-policy']).toContain('frame-ancestors https://community.example.com https://partner.example.org:8443')
      const home = securityHeaders({ production, scriptHashes: [], pathname: '/', embedAllowedOrigins: partner })
      expect(home['x-frame-options']).toBe('DENY')
      expect(home['content-security-policy']).toContain("frame-ancestors 'none'")
    }
  })
})

describe('where images may come from', () => {
  const imageSources = (headers: Record<string, string>) =>
    (headers['content-security-policy'] ?? '')
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('img-src'))
      ?.split(/\s+/)
      .slice(1)

  it('lets a page show an image from this site, any https site, and the backend given', () => {
    const headers = securityHeaders({ production: true, scriptHashes: [], imageOrigins: ['http://127.0.0.1:54321'] })
    expect(imageSources(headers)).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://127.0.0.1:54321'])
  })

  it('does not let a page load images over plain http from anywhere else', () => {
    const sources = imageSources(securityHeaders({ production: true, scriptHashes: [] })) ?? []
    expect(sources).not.toContain('http:')
    expect(sources).not.toContain('*')
  })
})
