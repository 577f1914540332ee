/**
 * `npm run mail:failures -- --local|--remote`: every mail that failed, was dead-lettered or has
 * been "sending" for over an hour (a consumer that died mid-send), with its last error.
 * `npm run mail:resend -- --local|--remote [key …]`: marks them (or the keys given) for
 * re-sending; the daily Cron Trigger puts them back on the queue (`wrangler dev
 * --test-scheduled` and `curl /__scheduled` run it at once locally).
 */
import { sqlText } from '../db/sql-text.ts'
import { d1Query, whereFrom } from './d1.ts'

const [command, ...args] = process.argv.slice(2)
const usage = 'npm run mail:failures|mail:resend -- --local|--remote [key …]'
const where = whereFrom(args, usage)
const keys = args.filter((arg) => !arg.startsWith('--'))

const FAILED = `(status IN ('failed', 'dead') OR (status = 'sending' AND updated_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hour')))`

interface Row {
  key: string
  kind: string
  status: string
  attempts: number
  last_error: string | null
  updated_at: string
}

if (command === 'list') {
  const rows = d1Query<Row>(
    where,
    `SELECT key, kind, status, attempts, last_error, updated_at FROM mail_log WHERE ${FAILED} ORDER BY updated_at`,
  )
  if (rows.length === 0) console.log('No failed mail.')
  for (const row of rows) {
    console.log(
      `${row.key}\t${row.status}\t${row.attempts} attempt(s)\t${row.updated_at}\t${row.last_error ?? ''}`,
    )
  }
} else if (command === 'resend') {
  const which = keys.length > 0 ? `key IN (${keys.map(sqlText).join(', ')})` : FAILED
  const rows = d1Query<{ key: string }>(
    where,
    `UPDATE mail_log SET status = 'retry', updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE ${which} AND status <> 'sent' RETURNING key`,
  )
  console.log(`${rows.length} mail(s) marked for re-sending; the next cron run puts them on the queue.`)
} else {
  console.error(`usage: ${usage}`)
  process.exit(2)
}
