/**
 * `npm run mail:outbox [-- address]`: the mail the local Worker sent, newest last, as
 * wrangler's simulated Email Sending binding kept it (text, HTML and attachments under
 * .wrangler/tmp/email). Local only: production mail is in the recipients' inboxes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { sqlText } from '../db/sql-text.ts'
import { d1Query } from './d1.ts'

const OUTBOX = '.wrangler/tmp/email'

/** The file wrangler wrote for one message (`kind` is `email-text` or `email-html`), if any. */
export function outboxFile(messageId: string, kind: 'email-text' | 'email-html'): string | null {
  if (!existsSync(OUTBOX)) return null
  const name = `${messageId.replace(/^<|>$/g, '')}.${kind === 'email-text' ? 'txt' : 'html'}`
  for (const run of readdirSync(OUTBOX)) {
    const file = join(OUTBOX, run, kind, name)
    if (existsSync(file)) return file
  }
  return null
}

export interface SentMail {
  key: string
  to: string | null
  messageId: string
  sentAt: string
}

/** The mail sent locally, newest last, optionally only to one address. */
export function sentMail(address?: string, limit = 10): SentMail[] {
  const filter = address ? `AND e.email = ${sqlText(address.trim().toLowerCase())}` : ''
  return d1Query<{ key: string; email: string | null; message_id: string; updated_at: string }>(
    '--local',
    `SELECT l.key, e.email, l.message_id, l.updated_at FROM mail_log l LEFT JOIN emails e ON e.id = l.email_id
     WHERE l.status = 'sent' ${filter} ORDER BY l.updated_at DESC LIMIT ${limit}`,
  )
    .reverse()
    .map((row) => ({ key: row.key, to: row.email, messageId: row.message_id, sentAt: row.updated_at }))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const mails = sentMail(process.argv[2])
  if (mails.length === 0) console.log('No mail sent yet. Sign up on the local site, then run this again.')
  for (const mail of mails) {
    const text = outboxFile(mail.messageId, 'email-text')
    console.log(`\n── ${mail.key} to ${mail.to ?? 'support'} at ${mail.sentAt}`)
    console.log(`   HTML: ${outboxFile(mail.messageId, 'email-html') ?? '(not found)'}`)
    if (text) console.log(readFileSync(text, 'utf8').trim().replace(/^/gm, '   '))
  }
}
