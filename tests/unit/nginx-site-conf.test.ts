/**
 * The shipped nginx configuration (deploy/nginx/site.conf) holds what a deployment of several
 * instances needs, and the cluster lane runs that very file: it changes the `listen` line and
 * the instances' addresses, nothing else.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { StackError } from '../../scripts/real-backend/stack.mjs'
import { adaptSiteConf, ensureNginx, SITE_CONF } from '../../scripts/cluster/nginx.mjs'

const shipped = readFileSync(SITE_CONF, 'utf8')
const directives = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)

describe('deploy/nginx/site.conf', () => {
  it('keeps upstream connections alive (HTTP/1.1, no Connection header) and closes them before the app does', () => {
    const lines = directives(shipped)
    expect(lines).toContain('keepalive 32;')
    expect(lines).toContain('keepalive_timeout 60s;')
    expect(lines).toContain('proxy_http_version 1.1;')
    expect(lines).toContain('proxy_set_header Connection "";')
  })

  it('passes the client address on for TRUST_PROXY, checks instances passively, and retries only what is safe', () => {
    const lines = directives(shipped)
    expect(lines).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;')
    expect(
      lines.filter((line) => /^server \S+:\d+ max_fails=\d+ fail_timeout=\d+s;$/.test(line)).length,
    ).toBeGreaterThanOrEqual(2)
    expect(lines).toContain('proxy_next_upstream error timeout http_503;')
    expect(shipped).not.toMatch(/^\s*proxy_next_upstream[^#\n]*non_idempotent/m)
  })

  it('lets uploads up to the app’s own limit through, and neither caches nor compresses again', () => {
    const lines = directives(shipped)
    expect(lines).toContain('client_max_body_size 11m;')
    expect(lines).toContain('gzip off;')
    expect(lines.some((line) => /^proxy_cache\s/.test(line))).toBe(false)
  })
})

describe('the cluster lane’s copy', () => {
  const adapted = adaptSiteConf(shipped, {
    listen: '127.0.0.1:25700',
    instances: ['127.0.0.1:25701', '127.0.0.1:25702', '127.0.0.1:25703'],
  })

  it('listens where the lane says and lists its instances, with the shipped health parameters', () => {
    const lines = directives(adapted)
    expect(lines.filter((line) => line.startsWith('listen '))).toEqual(['listen 127.0.0.1:25700;'])
    expect(lines.filter((line) => /^server \S+:\d+/.test(line))).toEqual([
      'server 127.0.0.1:25701 max_fails=2 fail_timeout=5s;',
      'server 127.0.0.1:25702 max_fails=2 fail_timeout=5s;',
      'server 127.0.0.1:25703 max_fails=2 fail_timeout=5s;',
    ])
  })

  it('changes nothing else', () => {
    const unchanged = (text: string) =>
      directives(text).filter(
        (line) => !line.startsWith('listen ') && !/^server \S+:\d+/.test(line),
      )
    expect(unchanged(adapted)).toEqual(unchanged(shipped))
  })

  it('refuses a file whose shape it does not know', () => {
    expect(() => adaptSiteConf('server { }', { listen: '127.0.0.1:1', instances: [] })).toThrow(
      /adapt scripts\/cluster\/nginx\.mjs/,
    )
  })
})

describe('the cluster lane without nginx', () => {
  it('refuses to run when it may not install it, naming the fix', () => {
    const missing = { bin: '/nonexistent/sbin/nginx' }
    expect(() => ensureNginx({ ...missing, root: false, apt: true })).toThrow(StackError)
    expect(() => ensureNginx({ ...missing, root: false, apt: true })).toThrow(
      /not running as root.*apt-get install -y nginx.*NGINX_BIN.*npm run test:cluster/s,
    )
    expect(() => ensureNginx({ ...missing, root: true, apt: false })).toThrow(/no apt-get/)
  })
})
