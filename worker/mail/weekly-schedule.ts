import type { Temporal } from '../../core/calc/temporal.ts'
import { existingMailKeys, weeklySubscribersAfter } from '../../db/weekly.ts'
import { PAGE_SIZE } from '../../db/weekly-query.ts'
import { type MailJob, weeklyKey } from './jobs.ts'
import { weekDue } from './week-due.ts'

/** Jobs per Queue `sendBatch` (its limit is 100). */
const QUEUE_BATCH = 100

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
