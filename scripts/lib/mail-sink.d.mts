import type { ParsedMail } from 'mailparser'

export interface MailSink {
  port: number
  messages: ParsedMail[]
  close(): Promise<void>
}

export function startMailSink(options?: { port?: number; host?: string; onMessage?: (mail: ParsedMail) => void }): Promise<MailSink>
