import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { Temporal } from 'temporal-polyfill'
import { testNow } from '../clock/instants.ts'

/**
 * Where `wrangler dev` keeps the local D1: one SQLite file per database, named by Miniflare's hash
 * of its id, beside Miniflare's own `metadata.sqlite`.
 */
const D1_DIR = join(process.cwd(), '.wrangler/state/v3/d1/miniflare-D1DatabaseObject')

/** The local D1's file: the newest one that holds the site's tables (a stale database may sit beside it). */
function localD1File(): string {
  const files = readdirSync(D1_DIR)
    .filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite')
    .map((name) => join(D1_DIR, name))
    .filter(
      (file) => rows(file, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'emails'").length > 0,
    )
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
  if (!files[0]) throw new Error(`no local D1 with the site's tables in ${D1_DIR}: is wrangler dev migrated?`)
  return files[0]
}

/** Every row of one statement, on a connection that is read-only and closed at once. */
function rows<T>(file: string, sql: string): T[] {
  const db = new DatabaseSync(file, { readOnly: true, timeout: 5_000 })
  try {
    return db
      .prepare(sql)
      .all()
      .map((row) => ({ ...row }) as T)
  } finally {
    db.close()
  }
}

let file: string | undefined

/**
 * Reads the local D1 that wrangler dev serves, straight from its SQLite file and read-only. Not
 * through `wrangler d1 execute`: that starts a second workerd on the same file, which takes a
 * write lock, so a read failed with SQLITE_BUSY_SNAPSHOT and the site's own sign-up under test
 * answered 503 while it held it. A read-only reader of a WAL database never blocks the writer.
 */
export function queryLocalD1<T>(sql: string): T[] {
  file ??= localD1File()
  return rows<T>(file, sql)
}

export function storedMetadata(email: string): Record<string, unknown> | null {
  if (!/^[\w.+-]+@[\w.-]+$/.test(email)) throw new Error('test addresses only')
  const [row] = queryLocalD1<{ metadata: string }>(`SELECT metadata FROM emails WHERE email = '${email}'`)
  return row ? (JSON.parse(row.metadata) as Record<string, unknown>) : null
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

const testAddress = (email: string) => {
  if (!/^[\w.+-]+@[\w.-]+$/.test(email)) throw new Error('test addresses only')
  return email
}

/** The newest sign-up stored for an address, unconfirmed or not: its source and its fields. */
export function latestSignup(email: string): Record<string, unknown> | null {
  const [row] = queryLocalD1<{ source: string; fields: string }>(
    `SELECT s.source, s.fields FROM signups s JOIN emails e ON e.id = s.email_id
     WHERE e.email = '${testAddress(email)}' ORDER BY s.id DESC LIMIT 1`,
  )
  return row ? { source: row.source, ...(JSON.parse(row.fields) as Record<string, unknown>) } : null
}

/** The newest contact message stored for an address. */
export function latestContact(email: string): Record<string, unknown> | null {
  const [row] = queryLocalD1<Record<string, unknown>>(
    `SELECT m.name, m.subject, m.message, m.language FROM contact_messages m JOIN emails e ON e.id = m.email_id
     WHERE e.email = '${testAddress(email)}' ORDER BY m.id DESC LIMIT 1`,
  )
  return row ?? null
}

/** The consent a stored row keeps (decision 068): the words of the box ticked, and when. */
export interface StoredConsent {
  consentText: string | null
  consentedAt: string | null
}

/**
 * The instant the local server stamps on a row stored now, as D1 keeps it: the run's instant, at
 * which the server's clock stands still (decision 022; worker/request/clock.ts `timestamp`).
 */
export const storedNow = (): string =>
  Temporal.Instant.from(testNow()).toString({ fractionalSecondDigits: 3 })

/** The consent kept with an address's newest sign-up or contact message, or null when none is stored. */
export function latestConsent(email: string, table: 'signups' | 'contact_messages'): StoredConsent | null {
  const [row] = queryLocalD1<StoredConsent>(
    `SELECT r.consent_text AS consentText, r.consented_at AS consentedAt FROM ${table} r
     JOIN emails e ON e.id = r.email_id
     WHERE e.email = '${testAddress(email)}' ORDER BY r.id DESC LIMIT 1`,
  )
  return row ?? null
}
