import { Temporal } from 'temporal-polyfill/implementation'
import { pregnancyTime } from '../../client/calc/pregnancy-time.ts'
import { FIRST_WEEKLY_WEEK, LAST_WEEKLY_WEEK } from '../../client/calc/pregnancy-weeks.ts'
import { existingMailKeys, type WeeklySubscriber, weeklySubscribersAfter } from '../../db/weekly.ts'
import { type MailJob, weeklyKey } from './jobs.ts'

/** Subscribers read per D1 query, and jobs per Queue `sendBatch` (its limit is 100). */
export const PAGE_SIZE = 500
const QUEUE_BATCH = 100

/** A subscriber's own calendar date: their zone if they gave one, else UTC. */
export function todayIn(timeZone: string | null, now: Temporal.Instant): Temporal.PlainDate {
  try {
    return now.toZonedDateTimeISO(timeZone ?? 'UTC').toPlainDate()
  } catch {
    return now.toZonedDateTimeISO('UTC').toPlainDate()
  }
}

/**
 * The week whose e-mail is due today: the completed weeks since the last period, in the
 * subscriber's calendar, while the series lasts (4 to 42 weeks, two past a 40-week due date).
 * Only the current week: a subscriber who missed weeks gets this one, never a burst.
 */
export function weekDue(subscriber: WeeklySubscriber, now: Temporal.Instant): number | null {
  const time = pregnancyTime(
    Temporal.PlainDate.from(subscriber.lastPeriodDate),
    todayIn(subscriber.timeZone, now),
  )
  if (!time || time.weeks < FIRST_WEEKLY_WEEK || time.weeks > LAST_WEEKLY_WEEK) return null
  return time.weeks
}

export interface ScheduleResult {
  pages: number
  read: number
  queued: number
}

/**
 * The daily cron's weekly pass: pages through the subscribers, finds whose week has changed since
 * their last weekly e-mail (no log row for this week yet), and queues that week's job. The log's
 * unique key, claimed by the consumer, is what makes each (subscriber, week) send once.
 */
export async function scheduleWeekly(
  d1: D1Database,
  now: Temporal.Instant,
  enqueue: (jobs: MailJob[]) => Promise<void>,
): Promise<ScheduleResult> {
  const result: ScheduleResult = { pages: 0, read: 0, queued: 0 }
  for (let afterId = 0; ; ) {
    const page = await weeklySubscribersAfter(d1, afterId, PAGE_SIZE)
    if (page.length === 0) return result
    result.pages++
    result.read += page.length
    afterId = page[page.length - 1]?.id ?? afterId
    const due = page.flatMap((subscriber) => {
      const week = weekDue(subscriber, now)
      return week === null ? [] : [{ kind: 'weekly' as const, emailId: subscriber.id, week }]
    })
    const known = await existingMailKeys(
      d1,
      due.map((job) => weeklyKey(job.emailId, job.week)),
    )
    const fresh = due.filter((job) => !known.has(weeklyKey(job.emailId, job.week)))
    for (let i = 0; i < fresh.length; i += QUEUE_BATCH) await enqueue(fresh.slice(i, i + QUEUE_BATCH))
    result.queued += fresh.length
    if (page.length < PAGE_SIZE) return result
  }
}
