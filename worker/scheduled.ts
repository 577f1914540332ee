import { mailsToResend } from '../db/mail-log.ts'
import { pruneUnconfirmed } from '../db/subscribers.ts'
import { asMailJob } from './mail/jobs.ts'

/**
 * The daily Cron Trigger: puts back on the queue what the operator marked for re-sending
 * (`npm run mail:resend`), and drops sign-ups whose confirmation link has expired.
 */
export async function handleScheduled(env: Cloudflare.Env): Promise<void> {
  const rows = await mailsToResend(env.DB)
  const jobs = rows.flatMap((row) => {
    const job = asMailJob(JSON.parse(row.job))
    return job ? [{ body: job, contentType: 'json' as const }] : []
  })
  if (jobs.length > 0) await env.MAIL_QUEUE.sendBatch(jobs)
  await pruneUnconfirmed(env.DB)
}
