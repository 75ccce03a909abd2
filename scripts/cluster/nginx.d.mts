/** Types for scripts/cluster/nginx.mjs (imported by tests). */
export const SITE_CONF: string
export function ensureNginx(options?: { bin?: string; root?: boolean; apt?: boolean }): void
export function adaptSiteConf(
  text: string,
  options: { listen: string; instances: string[] },
): string
export function startNginx(options: {
  dir: string
  listenPort: number
  instances: string[]
}): Promise<{
  url: string
  pid: number | undefined
  accessLog(): string[]
  stop(): Promise<void>
}>
