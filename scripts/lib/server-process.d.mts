export interface ProductionServer {
  url: string
  pid: number | undefined
  /** The last 64 KB of the server's output (empty when `logTo` names a file). */
  output(): string
  stop(): Promise<void>
}

export function startProductionServer(options: {
  port: number
  mockPort: number
  env?: Record<string, string>
  /** Where the server's output goes instead of memory: a file path. */
  logTo?: string
}): Promise<ProductionServer>

export function runCommand(command: string, args: string[]): Promise<void>

export const root: string
