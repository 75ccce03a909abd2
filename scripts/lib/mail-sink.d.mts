import type { ParsedMail } from 'mailparser'

export interface MailSink {
  port: number
  messages: ParsedMail[]
  close(): Promise<void>
}

export function startMailSink(options?: {
  port?: number
  host?: string
  /** Also keep each mail as a JSON file in this folder. */
  dir?: string
  onMessage?: (mail: ParsedMail) => void
}): Promise<MailSink>
