import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/d1'
import { emails, mailLog } from './schema.ts'

export type MailLogRow = typeof mailLog.$inferSelect

export interface MailClaim {
  key: string
  emailId: number | null
  kind: string
  job: string
  /** When it is claimed (worker/request/clock.ts `timestamp`). */
  at: string
}

/** The log row of a claim: created and updated at its instant. */
const row = ({ at, ...claim }: MailClaim) => ({ ...claim, createdAt: at, updatedAt: at })

/**
 * Takes the right to send the mail named by `key`: true for the first claim, and again only
 * after a failed attempt (or an operator's re-send). A mail being sent, sent or skipped is never
 * claimed twice, so a duplicate delivery or a second cron run sends nothing. A consumer that dies
 * after sending leaves 'sending', which `npm run mail:failures` lists: at most once, never silent.
 */
export async function claimMail(d1: D1Database, claim: MailClaim): Promise<boolean> {
  const rows = await drizzle(d1)
    .insert(mailLog)
    .values({ ...row(claim), status: 'sending' })
    .onConflictDoUpdate({
      target: mailLog.key,
      set: { status: 'sending', attempts: sql`${mailLog.attempts} + 1`, updatedAt: claim.at },
      setWhere: inArray(mailLog.status, ['failed', 'retry']),
    })
    .returning({ key: mailLog.key })
  return rows.length > 0
}

/** Records a mail that was deliberately not sent (a resend limit), so that it is never tried again. */
export async function skipMail(d1: D1Database, claim: MailClaim, reason: string): Promise<void> {
  await drizzle(d1)
    .insert(mailLog)
    .values({ ...row(claim), status: 'skipped', lastError: reason })
    .onConflictDoUpdate({
      target: mailLog.key,
      set: { status: 'skipped', lastError: reason, updatedAt: claim.at },
      setWhere: inArray(mailLog.status, ['failed', 'retry']),
    })
}

export async function mailSent(
  d1: D1Database,
  key: string,
  emailId: number | null,
  messageId: string,
  at: string,
) {
  const db = drizzle(d1)
  const statements = [
    db
      .update(mailLog)
      .set({ status: 'sent', messageId, lastError: null, updatedAt: at })
      .where(eq(mailLog.key, key)),
  ] as const
  if (emailId === null) return db.batch(statements)
  return db.batch([
    ...statements,
    db.update(emails).set({ lastSentAt: at, lastError: null }).where(eq(emails.id, emailId)),
  ])
}

/** A failed attempt ('failed', to be retried) or the last one ('dead', left to the operator). */
export async function mailFailed(
  d1: D1Database,
  key: string,
  emailId: number | null,
  status: 'failed' | 'dead',
  error: string,
  at: string,
) {
  const db = drizzle(d1)
  const statements = [
    db.update(mailLog).set({ status, lastError: error, updatedAt: at }).where(eq(mailLog.key, key)),
  ] as const
  if (emailId === null) return db.batch(statements)
  return db.batch([...statements, db.update(emails).set({ lastError: error }).where(eq(emails.id, emailId))])
}

/**
 * The mails of `kind` that went (or are going) to an address since `since` (ISO instant): how many,
 * and when the oldest of them was claimed, which is when the window starts to free up.
 */
export async function sentSince(
  d1: D1Database,
  emailId: number,
  kind: string,
  since: string,
): Promise<{ count: number; oldest: string | null }> {
  const [row] = await drizzle(d1)
    .select({ count: sql<number>`count(*)`, oldest: sql<string | null>`min(${mailLog.createdAt})` })
    .from(mailLog)
    .where(
      and(
        eq(mailLog.emailId, emailId),
        eq(mailLog.kind, kind),
        inArray(mailLog.status, ['sending', 'sent']),
        gt(mailLog.createdAt, since),
      ),
    )
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null }
}

/** The state of the mail named by `key`, or null if it was never claimed nor skipped. */
export async function mailStatus(d1: D1Database, key: string): Promise<MailLogRow['status'] | null> {
  const [row] = await drizzle(d1).select({ status: mailLog.status }).from(mailLog).where(eq(mailLog.key, key))
  return row?.status ?? null
}

/** Mails the operator asked to send again (`npm run mail:resend`): the cron puts them back on the queue. */
export async function mailsToResend(d1: D1Database): Promise<MailLogRow[]> {
  return drizzle(d1).select().from(mailLog).where(eq(mailLog.status, 'retry')).limit(100)
}

/**
 * Logs a mail given up on before it was ever claimed (a confirmation whose job failed before its
 * send), so that it is not waited for again; `mailDead` then marks it as any other.
 */
export async function mailGivenUp(d1: D1Database, claim: MailClaim): Promise<void> {
  await drizzle(d1)
    .insert(mailLog)
    .values({ ...row(claim), status: 'dead', lastError: 'dead-lettered' })
    .onConflictDoNothing({ target: mailLog.key })
}

/** A mail the queue gave up on (its dead-letter queue): left for the operator, never silent. */
export async function mailDead(d1: D1Database, key: string, at: string): Promise<void> {
  const db = drizzle(d1)
  const error = sql`coalesce(${mailLog.lastError}, 'dead-lettered')`
  await db.batch([
    db
      .update(emails)
      .set({
        lastError: sql`(SELECT coalesce(last_error, 'dead-lettered') FROM mail_log WHERE key = ${key})`,
      })
      .where(sql`${emails.id} = (SELECT email_id FROM mail_log WHERE key = ${key})`),
    db
      .update(mailLog)
      .set({ status: 'dead', lastError: error, updatedAt: at })
      .where(and(eq(mailLog.key, key), sql`${mailLog.status} <> 'sent'`)),
  ])
}

/** Whether a weekly e-mail has already gone to this address (the first one explains the series). */
export async function weeklySent(d1: D1Database, emailId: number): Promise<boolean> {
  const [row] = await drizzle(d1)
    .select({ key: mailLog.key })
    .from(mailLog)
    .where(and(eq(mailLog.emailId, emailId), eq(mailLog.kind, 'weekly'), eq(mailLog.status, 'sent')))
    .limit(1)
  return row !== undefined
}
