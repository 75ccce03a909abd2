/** Types for scripts/real-backend/stack.mjs (imported by tests). */
export const ROOT: string
export class StackError extends Error {}
export function ensurePostgres(options?: { pgBin?: string; root?: boolean; apt?: boolean }): void
export function hasAptGet(): boolean
export function aptInstall(packages: string[]): void
export interface Stack {
  dbUrl: string
  restUrl: string | undefined
  psql(sql: string): string
  /** The last lines PostgREST logged (4xx and 5xx answers, at level warn). */
  restLogTail(lines?: number): string
  /** As an outage: the server ends every connection and stops (`pg_ctl stop -m fast`). */
  stopPostgres(): void
  /** Starts it again on the same data. */
  startPostgres(): void
  stop(): void
}
export function startStack(options: {
  pgPort: number
  restPort?: number
  jwtSecret?: string
  postgrest?: boolean
  seed?: boolean
  extraSql?: string
  extraSchemas?: string[]
}): Promise<Stack>
