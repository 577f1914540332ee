import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/d1'
import { CONFIRM_DAYS, WAITING_KEPT } from '../core/mail-limits.ts'
import { type RetryOptions, withRetry } from './retry.ts'
import { contactMessages, emails, mailLog, signups } from './schema.ts'

/** A per-source field value as stored in JSON. */
export type FieldValue = string | number | boolean | null | { [key: string]: FieldValue }

export type AddressRow = typeof emails.$inferSelect
export type SignupRow = typeof signups.$inferSelect
export type ContactRow = typeof contactMessages.$inferSelect

/**
 * The address row, created as 'pending' with a fresh secret when it is new and left untouched
 * when it exists: the same statement either way, so the answer and its timing say nothing
 * about whether the address was already stored.
 */
function ensureAddress(
  db: ReturnType<typeof drizzle>,
  email: string,
  source: string,
  secret: string,
  at: string,
) {
  return db
    .insert(emails)
    .values({ email, source, secret, createdAt: at, updatedAt: at })
    .onConflictDoNothing({ target: emails.email })
}

/** The consent box the sender ticked: its words as shown, in their language (decision 068). */
export interface ConsentRecord {
  text: string
}

export interface SignupInput {
  /** Canonical (see core/address.ts). */
  email: string
  source: string
  fields: Record<string, FieldValue>
  locale: string
  timeZone: string | null
  /** Used only if the address is new. */
  secret: string
  /** When it was submitted (worker/request/clock.ts `timestamp`), which is when consent was given. */
  at: string
  /**
   * The consent box ticked with it; null only for an owner's change of their own due date, kept
   * under the consent of the sign-up it updates (worker/links/weekly-pages.ts).
   */
  consent: ConsentRecord | null
}

/**
 * A sign-up still waiting for its confirmation: unconfirmed, and with none sent, being sent,
 * skipped or given up under its key (a failed one still waits).
 */
const waiting = sql`${signups.confirmedAt} IS NULL AND NOT EXISTS (SELECT 1 FROM ${mailLog}
  WHERE ${mailLog.key} = 'confirm:' || ${signups.id} AND ${mailLog.status} IN ('sending', 'sent', 'skipped', 'dead'))`

/**
 * Keeps an address's line of waiting sign-ups short (decision 077): of those whose link still
 * works, the oldest and the newest `WAITING_KEPT` stay and the ones between them are deleted. So
 * only requests both before and after one can push it out of the line.
 */
function pruneWaiting(db: ReturnType<typeof drizzle>, email: string, at: string) {
  const since = new Date(Date.parse(at) - CONFIRM_DAYS * 24 * 3600 * 1000).toISOString()
  const ranked = sql`SELECT ${signups.id} AS id,
      row_number() OVER (ORDER BY ${signups.id}) AS older,
      row_number() OVER (ORDER BY ${signups.id} DESC) AS newer
    FROM ${signups}
    WHERE ${signups.emailId} = (SELECT ${emails.id} FROM ${emails} WHERE ${emails.email} = ${email})
      AND ${signups.createdAt} > ${since} AND ${waiting}`
  return db
    .delete(signups)
    .where(
      sql`${signups.id} IN (SELECT id FROM (${ranked}) WHERE older > ${WAITING_KEPT.oldest} AND newer > ${WAITING_KEPT.newest})`,
    )
}

/**
 * Stores a sign-up as submitted, unconfirmed, in one transaction with its address row, and trims
 * the address's line of waiting sign-ups to what it keeps.
 */
export async function recordSignup(
  d1: D1Database,
  input: SignupInput,
  retry: RetryOptions = {},
): Promise<{ signupId: number }> {
  const db = drizzle(d1)
  const [, inserted] = await withRetry(
    () =>
      db.batch([
        ensureAddress(db, input.email, input.source, input.secret, input.at),
        db
          .insert(signups)
          .select(
            db
              .select({
                id: sql<number>`null`.as('id'),
                emailId: emails.id,
                source: sql<string>`${input.source}`.as('source'),
                fields: sql<string>`${JSON.stringify(input.fields)}`.as('fields'),
                locale: sql<string>`${input.locale}`.as('locale'),
                timeZone: sql<string | null>`${input.timeZone}`.as('time_zone'),
                consentText: sql<string | null>`${input.consent?.text ?? null}`.as('consent_text'),
                consentedAt: sql<string | null>`${input.consent ? input.at : null}`.as('consented_at'),
                createdAt: sql<string>`${input.at}`.as('created_at'),
                confirmedAt: sql<null>`null`.as('confirmed_at'),
              })
              .from(emails)
              .where(eq(emails.email, input.email)),
          )
          .returning({ id: signups.id }),
        pruneWaiting(db, input.email, input.at),
      ]),
    retry,
  )
  const row = inserted[0]
  if (!row) throw new Error('recordSignup: the insert returned no row')
  return { signupId: row.id }
}

export interface ContactInput {
  email: string
  name: string
  subject: string
  message: string
  language: string
  secret: string
  /** When it was sent (worker/request/clock.ts `timestamp`), which is when consent was given. */
  at: string
  consent: ConsentRecord
}

/** Appends a contact message: every message is kept, linked to its address. */
export async function recordContact(d1: D1Database, input: ContactInput): Promise<{ messageId: number }> {
  const db = drizzle(d1)
  const [, inserted] = await withRetry(
    () =>
      db.batch([
        ensureAddress(db, input.email, 'contact_form', input.secret, input.at),
        db
          .insert(contactMessages)
          .select(
            db
              .select({
                id: sql<number>`null`.as('id'),
                emailId: emails.id,
                name: sql<string>`${input.name}`.as('name'),
                subject: sql<string>`${input.subject}`.as('subject'),
                message: sql<string>`${input.message}`.as('message'),
                language: sql<string>`${input.language}`.as('language'),
                consentText: sql<string>`${input.consent.text}`.as('consent_text'),
                consentedAt: sql<string>`${input.at}`.as('consented_at'),
                createdAt: sql<string>`${input.at}`.as('created_at'),
              })
              .from(emails)
              .where(eq(emails.email, input.email)),
          )
          .returning({ id: contactMessages.id }),
      ]),
    {},
  )
  const row = inserted[0]
  if (!row) throw new Error('recordContact: the insert returned no row')
  return { messageId: row.id }
}

export async function findAddress(d1: D1Database, id: number): Promise<AddressRow | null> {
  const [row] = await drizzle(d1).select().from(emails).where(eq(emails.id, id))
  return row ?? null
}

export async function findSignup(d1: D1Database, id: number): Promise<SignupRow | null> {
  const [row] = await drizzle(d1).select().from(signups).where(eq(signups.id, id))
  return row ?? null
}

/**
 * The address's line (decision 077): its sign-ups still waiting for their confirmation, oldest
 * first. Kept short by `pruneWaiting`; one whose link has expired is still in it until logged.
 */
export async function waitingSignups(d1: D1Database, emailId: number): Promise<SignupRow[]> {
  return drizzle(d1)
    .select()
    .from(signups)
    .where(and(eq(signups.emailId, emailId), waiting))
    .orderBy(asc(signups.id))
}

export async function findContact(d1: D1Database, id: number): Promise<ContactRow | null> {
  const [row] = await drizzle(d1).select().from(contactMessages).where(eq(contactMessages.id, id))
  return row ?? null
}

/**
 * The owner confirmed a sign-up from their inbox: its fields join the address's metadata (a new
 * value replaces the old one of the same key, the source is added once), the address becomes
 * 'confirmed' in the sign-up's language and zone. One transaction, and only once: the merge is
 * conditional on the sign-up still being unconfirmed, so a second click changes nothing.
 * True when this call confirmed it.
 */
export async function confirmSignup(d1: D1Database, signup: SignupRow, at: string): Promise<boolean> {
  const db = drizzle(d1)
  const fields = JSON.parse(signup.fields) as Record<string, FieldValue>
  const withSource = sql`CASE WHEN EXISTS (SELECT 1 FROM json_each(${emails.metadata}, '$.sources') WHERE value = ${signup.source})
    THEN ${emails.metadata} ELSE json_insert(${emails.metadata}, '$.sources[#]', ${signup.source}) END`
  const keys = Object.keys(fields)
  // json_set (not json_patch) so that a null value is stored as null rather than deleting the key.
  const merged =
    keys.length === 0
      ? withSource
      : sql`json_set(${withSource}, ${sql.join(
          keys.map((key) => sql`${`$."${key}"`}, json(${JSON.stringify(fields[key])})`),
          sql`, `,
        )})`
  const stillPending = sql`EXISTS (SELECT 1 FROM ${signups} WHERE ${signups.id} = ${signup.id} AND ${signups.confirmedAt} IS NULL)`
  const [, done] = await withRetry(
    () =>
      db.batch([
        db
          .update(emails)
          .set({
            metadata: merged,
            status: 'confirmed',
            locale: signup.locale,
            timeZone: sql`coalesce(${signup.timeZone}, ${emails.timeZone})`,
            confirmedAt: sql`coalesce(${emails.confirmedAt}, ${at})`,
            revision: sql`${emails.revision} + 1`,
            updatedAt: at,
          })
          .where(and(eq(emails.id, signup.emailId), stillPending)),
        db
          .update(signups)
          .set({ confirmedAt: at })
          .where(and(eq(signups.id, signup.id), isNull(signups.confirmedAt)))
          .returning({ id: signups.id }),
      ]),
    {},
  )
  return done.length > 0
}

/** Removes an address and everything stored with it (sign-ups, messages, mail log cascade). */
export async function eraseAddress(d1: D1Database, id: number): Promise<boolean> {
  const deleted = await withRetry(
    () => drizzle(d1).delete(emails).where(eq(emails.id, id)).returning({ id: emails.id }),
    {},
  )
  return deleted.length > 0
}

/** Sign-ups never confirmed within a week are void: their link has expired, so they are dropped. */
export async function pruneUnconfirmed(d1: D1Database, createdBefore: string): Promise<void> {
  const db = drizzle(d1)
  await db.batch([
    db.delete(signups).where(sql`${signups.confirmedAt} IS NULL AND ${signups.createdAt} < ${createdBefore}`),
    // An address with nothing left to keep: never confirmed, no source, no sign-up waiting, no message.
    db.delete(emails).where(
      sql`${emails.status} = 'pending' AND json_array_length(${emails.metadata}, '$.sources') = 0 AND ${emails.createdAt} < ${createdBefore}
        AND NOT EXISTS (SELECT 1 FROM ${signups} WHERE ${signups.emailId} = ${emails.id})
        AND NOT EXISTS (SELECT 1 FROM ${contactMessages} WHERE ${contactMessages.emailId} = ${emails.id})`,
    ),
  ])
}
