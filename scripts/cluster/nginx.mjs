// nginx for the cluster lane: Debian's package (installed with apt when missing and allowed,
// like postgresql-15), running the shipped deploy/nginx/site.conf with only its `listen` line
// and its instances' addresses changed, in a folder of its own.
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { aptInstall, hasAptGet, ROOT, StackError } from '../real-backend/stack.mjs'

export const SITE_CONF = join(ROOT, 'deploy/nginx/site.conf')
const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx'
const POLICY_RC = '/usr/sbin/policy-rc.d'

/** nginx found, installed with apt (as root on Debian), or a StackError that says how to get it. */
export function ensureNginx({
  bin = NGINX,
  root = process.getuid?.() === 0,
  apt = hasAptGet(),
} = {}) {
  if (existsSync(bin)) return
  if (!root || !apt) {
    throw new StackError(
      `nginx is missing (${bin}) and cannot be installed here (${root ? 'no apt-get' : 'not running as root'}). ` +
        'Install it, for example `sudo apt-get install -y nginx` on Debian/Ubuntu, or point NGINX_BIN at an nginx binary, ' +
        'then run `npm run test:cluster` again.',
    )
  }
  console.log('[cluster] installing Debian nginx (apt-get)')
  // Only the binary: Debian's policy hook keeps the package from starting a system nginx on port 80.
  const addedPolicy = !existsSync(POLICY_RC)
  if (addedPolicy) writeFileSync(POLICY_RC, '#!/bin/sh\nexit 101\n', { mode: 0o755 })
  try {
    aptInstall(['nginx'])
  } finally {
    if (addedPolicy) rmSync(POLICY_RC, { force: true })
  }
  if (!existsSync(bin)) throw new StackError(`nginx installed but ${bin} is still missing`)
}

/**
 * The shipped site.conf with its `listen` lines replaced by one on loopback and its upstream
 * `server` lines by the given instances (their max_fails and fail_timeout kept). Everything
 * else stays byte for byte; a file whose shape changed fails loudly instead of being half adapted.
 */
export function adaptSiteConf(text, { listen, instances }) {
  const lines = text.split('\n')
  const listenLines = lines.filter((line) => /^\s*listen\s/.test(line))
  const serverLines = lines.filter((line) => /^\s*server\s+\S+:\d+(\s|;)/.test(line))
  if (listenLines.length === 0 || serverLines.length === 0) {
    throw new Error(
      'deploy/nginx/site.conf has no `listen` line or no upstream `server host:port` line: adapt scripts/cluster/nginx.mjs',
    )
  }
  const [, parameters] = /^\s*server\s+\S+:\d+(.*);\s*$/.exec(serverLines[0])
  let listenWritten = false
  let serversWritten = false
  const adapted = []
  for (const line of lines) {
    if (listenLines.includes(line)) {
      if (!listenWritten) adapted.push(`    listen ${listen};`)
      listenWritten = true
    } else if (serverLines.includes(line)) {
      if (!serversWritten)
        for (const address of instances) adapted.push(`    server ${address}${parameters};`)
      serversWritten = true
    } else {
      adapted.push(line)
    }
  }
  return adapted.join('\n')
}

/**
 * Starts nginx in the foreground (its master process is the child) with a main configuration
 * of its own in `dir`: pid, logs and temporary files there, an access log that names the
 * instance and status of every attempt, and the adapted site.conf.
 */
export async function startNginx({ dir, listenPort, instances }) {
  mkdirSync(join(dir, 'logs'), { recursive: true })
  // The worker processes (user nobody when started as root) need to reach their temporary files.
  chmodSync(dir, 0o711)
  const site = adaptSiteConf(readFileSync(SITE_CONF, 'utf8'), {
    listen: `127.0.0.1:${listenPort}`,
    instances,
  })
  writeFileSync(join(dir, 'site.conf'), site)
  const accessLog = join(dir, 'logs/access.log')
  const conf = join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'logs/error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      "    log_format attempts '$msec $status $request_method $uri upstream=$upstream_addr statuses=$upstream_status';",
      `    access_log ${accessLog} attempts;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `    ${kind}_temp_path ${join(dir, `tmp-${kind}`)};`,
      ),
      `    include ${join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  )
  execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', conf], { stdio: 'inherit' })
  const child = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] })
  const url = `http://127.0.0.1:${listenPort}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null)
      throw new StackError(
        `nginx exited at start (${child.exitCode}): ${readFileSync(join(dir, 'logs/error.log'), 'utf8')}`,
      )
    const answered = await fetch(`${url}/healthz`).then(
      (response) => response.status,
      () => 0,
    )
    if (answered > 0) break
    if (Date.now() > deadline) throw new StackError(`nginx did not answer on ${url}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    pid: child.pid,
    /** The access log's lines: `<time> <status> <method> <path> upstream=<addresses> statuses=<statuses>`. */
    accessLog: () =>
      existsSync(accessLog)
        ? readFileSync(accessLog, 'utf8').trim().split('\n').filter(Boolean)
        : [],
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', resolve)
        child.kill('SIGTERM')
      }),
  }
}
