import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/d1'
import { emails, mailLog } from './schema.ts'
import { type WeeklySubscriber, weeklySubscribersSql } from './weekly-query.ts'

/** One page of weekly subscribers after `afterId` (see `weeklySubscribersSql`). */
export async function weeklySubscribersAfter(
  d1: D1Database,
  afterId: number,
  limit: number,
): Promise<WeeklySubscriber[]> {
  return drizzle(d1).all<WeeklySubscriber>(sql.raw(weeklySubscribersSql(afterId, limit)))
}

/** One subscriber, if still subscribed to the weekly series. */
export async function weeklySubscriber(d1: D1Database, emailId: number): Promise<WeeklySubscriber | null> {
  const [row] = await weeklySubscribersAfter(d1, emailId - 1, 1)
  return row?.id === emailId ? row : null
}

/** Which of these mail keys already exist in the log, in any state. */
export async function existingMailKeys(d1: D1Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  // One JSON parameter, not one parameter per key: D1 binds at most 100 per statement.
  const rows = await drizzle(d1)
    .select({ key: mailLog.key })
    .from(mailLog)
    .where(sql`${mailLog.key} IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`)
  return new Set(rows.map((row) => row.key))
}

/** Ends the weekly series at once: the source goes, nothing else about the address changes. */
export async function stopWeekly(d1: D1Database, emailId: number, at: string): Promise<void> {
  await drizzle(d1)
    .update(emails)
    .set({
      metadata: sql`json_set(${emails.metadata}, '$.sources', (SELECT json_group_array(value) FROM json_each(${emails.metadata}, '$.sources') WHERE value <> 'pregnancy_guide'))`,
      updatedAt: at,
    })
    .where(sql`${emails.id} = ${emailId}`)
}
