/** Subscribers read per D1 query by the weekly cron and the operator's count. */
export const PAGE_SIZE = 500

/** A confirmed weekly subscriber, with the sign-up the series follows (their latest pregnancy one). */
export interface WeeklySubscriber {
  id: number
  locale: string
  timeZone: string | null
  lastPeriodDate: string
}

/**
 * One page of weekly subscribers after `afterId`, in id order (D1 reads stay bounded per query):
 * confirmed addresses still subscribed to `pregnancy_guide`, each with the last period of its
 * latest confirmed pregnancy sign-up, which is what the series follows. Plain SQL text, so the
 * operator's count (`npm run mail:weekly-due`) runs the very same query through wrangler.
 */
export function weeklySubscribersSql(afterId: number, limit: number): string {
  if (!Number.isSafeInteger(afterId) || !Number.isSafeInteger(limit)) throw new Error('whole numbers only')
  return `SELECT e.id AS id, e.locale AS locale, e.time_zone AS timeZone,
      json_extract(s.fields, '$.lastPeriodDate') AS lastPeriodDate
    FROM emails e JOIN signups s ON s.id = (
      SELECT id FROM signups WHERE email_id = e.id AND source = 'pregnancy_guide' AND confirmed_at IS NOT NULL
      ORDER BY confirmed_at DESC, id DESC LIMIT 1)
    WHERE e.status = 'confirmed' AND e.id > ${afterId}
      AND EXISTS (SELECT 1 FROM json_each(e.metadata, '$.sources') WHERE value = 'pregnancy_guide')
      AND json_extract(s.fields, '$.lastPeriodDate') IS NOT NULL
    ORDER BY e.id LIMIT ${limit}`
}
