import { mailsToResend } from '../db/mail-log.ts'
import { pruneUnconfirmed } from '../db/subscribers.ts'
import { CONFIRM_DAYS } from './mail/compose.tsx'
import { asMailJob, enqueue, type MailJob } from './mail/jobs.ts'
import { type ScheduleResult, scheduleWeekly } from './mail/weekly-schedule.ts'
import { timestamp, workerNow } from './request/clock.ts'

/**
 * The daily Cron Trigger: queues each weekly subscriber's e-mail when their week changes, puts
 * back on the queue what the operator marked for re-sending (`npm run mail:resend`), and drops
 * sign-ups whose confirmation link has expired. `now` is injected so tests drive the calendar.
 */
export async function handleScheduled(env: Cloudflare.Env, now = workerNow(env)): Promise<ScheduleResult> {
  const weekly = await scheduleWeekly(env.DB, now, (jobs: MailJob[]) => enqueue(env, jobs))
  const resend = (await mailsToResend(env.DB)).flatMap((row) => asMailJob(JSON.parse(row.job)) ?? [])
  await enqueue(env, resend)
  // A day after their link expired, unconfirmed sign-ups go.
  await pruneUnconfirmed(env.DB, timestamp(now.subtract({ hours: (CONFIRM_DAYS + 1) * 24 })))
  return weekly
}
