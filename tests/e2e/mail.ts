import { readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import { outboxFile } from '../../scripts/mail-outbox.ts'
import { queryLocalD1 } from './d1.ts'

/**
 * The newest mail of a kind (`confirm`, `guide`) sent to an address, read the way an operator
 * can locally: its row in the mail log, then the text that wrangler's simulated Email Sending
 * binding kept on disk.
 */
export async function mailTo(address: string, kind: 'confirm' | 'guide' | 'ack'): Promise<string> {
  if (!/^[\w.+-]+@[\w.-]+$/.test(address)) throw new Error('test addresses only')
  let file = ''
  // The row says "sent" once the binding accepted the mail; wrangler writes the text to disk
  // afterwards (in the binding's waitUntil), so both are waited for.
  await expect
    .poll(
      () => {
        const [row] = queryLocalD1<{ message_id: string }>(
          `SELECT l.message_id FROM mail_log l JOIN emails e ON e.id = l.email_id
           WHERE e.email = '${address}' AND l.kind = '${kind}' AND l.status = 'sent'
           ORDER BY l.created_at DESC LIMIT 1`,
        )
        if (!row) return 'no row in the mail log'
        file = outboxFile(row.message_id, 'email-text') ?? ''
        return file ? 'in the outbox' : `no text in the outbox for ${row.message_id}`
      },
      { timeout: 20_000, message: `a ${kind} mail to ${address}` },
    )
    .toBe('in the outbox')
  return readFileSync(file, 'utf8')
}

/** The first link in a mail's text to one of the site's pages, as a path. */
export function linkIn(text: string, page: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`https?://[^\\s"<>]+/${page}\\?token=[\\w.-]+`).exec(text)
  if (!match) throw new Error(`no ${page} link in the mail`)
  const url = new URL(match[0])
  return `${url.pathname}${url.search}`
}
