import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/d1'
import { emails } from './schema.ts'

/** A per-source field value as stored in `metadata` (JSON). */
export type FieldValue = string | number | boolean | null | { [key: string]: FieldValue }

export interface SaveEmailInput {
  email: string
  source: string
  fields: Record<string, FieldValue>
}

/** D1 failures worth another try: the statement is idempotent, so repeating it is safe. */
const TRANSIENT =
  /network connection lost|connection reset|reset because its code was updated|storage caused object to be reset|internal error|timed? ?out|overloaded|try again/i

/**
 * The D1 error under Drizzle's wrapper. Drizzle's own message repeats the query and its
 * parameters (an address), so only the root cause ever leaves this module.
 */
function rootCause(error: unknown): unknown {
  let current = error
  while (current instanceof Error && current.cause !== undefined) current = current.cause
  return current
}

export function isTransientD1Error(error: unknown): boolean {
  return (
    error instanceof Error &&
    TRANSIENT.test(error.message) &&
    !/constraint|no such|syntax/i.test(error.message)
  )
}

export interface RetryOptions {
  attempts?: number
  /** Milliseconds before retry n (1-based); injected so tests need not wait. */
  backoff?: (attempt: number) => number
}

const defaultBackoff = (attempt: number) => 40 * 2 ** (attempt - 1) + Math.random() * 20

async function withRetry<T>(
  run: () => Promise<T>,
  { attempts = 4, backoff = defaultBackoff }: RetryOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (wrapped) {
      const error = rootCause(wrapped)
      if (attempt >= attempts || !isTransientD1Error(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, backoff(attempt)))
    }
  }
}

/**
 * Stores a sign-up in one atomic statement: a new address is inserted with
 * `{ sources: [source], ...fields }`; an existing one gets `source` appended to
 * `metadata.sources` unless already there, its fields set (a new value replaces the old
 * one of the same key) and `updated_at` refreshed. No read-then-write, so concurrent
 * sign-ups for one address cannot lose a source, and `created` comes from the row itself.
 */
export async function saveEmail(
  d1: D1Database,
  { email, source, fields }: SaveEmailInput,
  retry: RetryOptions = {},
): Promise<{ created: boolean }> {
  const address = email.trim().toLowerCase()
  const keys = Object.keys(fields)
  const metadata = JSON.stringify({ sources: [source], ...fields })
  const now = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`
  const withSource = sql`CASE WHEN EXISTS (SELECT 1 FROM json_each(${emails.metadata}, '$.sources') WHERE value = ${source})
    THEN ${emails.metadata} ELSE json_insert(${emails.metadata}, '$.sources[#]', ${source}) END`
  // json_set (not json_patch) so that a null value is stored as null rather than deleting the key.
  const merged =
    keys.length === 0
      ? withSource
      : sql`json_set(${withSource}, ${sql.join(
          keys.map((key) => sql`${`$."${key}"`}, json(${JSON.stringify(fields[key])})`),
          sql`, `,
        )})`
  const db = drizzle(d1)
  const [row] = await withRetry(
    () =>
      db
        .insert(emails)
        .values({ email: address, source, metadata })
        .onConflictDoUpdate({
          target: emails.email,
          set: { metadata: merged, updatedAt: now, revision: sql`${emails.revision} + 1` },
        })
        .returning({ revision: emails.revision }),
    retry,
  )
  if (!row) throw new Error('saveEmail: the upsert returned no row')
  return { created: row.revision === 0 }
}

/** Removes an address and everything stored with it; true when a row was deleted. */
export async function eraseEmail(d1: D1Database, email: string): Promise<boolean> {
  const db = drizzle(d1)
  const deleted = await withRetry(
    () =>
      db
        .delete(emails)
        .where(sql`${emails.email} = ${email.trim().toLowerCase()}`)
        .returning({ id: emails.id }),
    {},
  )
  return deleted.length > 0
}
