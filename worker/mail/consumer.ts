import type { Temporal } from '../../core/calc/temporal.ts'
import { claimMail, mailDead, mailFailed, mailSent, skipMail } from '../../db/mail-log.ts'
import { timestamp, workerNow } from '../request/clock.ts'
import { compose } from './compose.tsx'
import { asMailJob, enqueue, type MailJob, mailKey } from './jobs.ts'

/** The dead-letter queue's name (wrangler.toml): its consumer only records what was given up. */
export const DEAD_LETTER_QUEUE = 'fertility-mail-dead'

/** The side effects of sending, injected so that tests can make a send fail. */
export interface MailDeps {
  send: (message: EmailMessageBuilder) => Promise<{ messageId: string }>
  now: () => Temporal.Instant
  /** Puts a job back on the queue, to be delivered after `delaySeconds`. */
  later: (job: MailJob, delaySeconds: number) => Promise<void>
}

export const defaultDeps = (env: Cloudflare.Env): MailDeps => ({
  send: (message) => env.EMAIL.send(message),
  now: () => workerNow(env),
  later: (job, delaySeconds) => enqueue(env, [job], delaySeconds),
})

/** The longest delay Cloudflare Queues accepts (12 hours): a longer hold takes more than one hop. */
export const MAX_QUEUE_DELAY_SECONDS = 12 * 60 * 60

export type Delivered = 'sent' | 'skipped' | 'held' | 'gone' | 'duplicate'

/** A failure as the log and the operator see it: never the address or the message text. */
const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 500) : 'unknown error'

/**
 * Sends the mail of one job at most once: composed from D1 as it is now, claimed by its key,
 * sent, recorded. A failed send is recorded and thrown, for the queue to retry.
 */
export async function deliver(env: Cloudflare.Env, job: MailJob, deps: MailDeps): Promise<Delivered> {
  const now = deps.now()
  const composed = await compose({ env, now }, job)
  if (composed.status === 'gone') return 'gone'
  const later = async (until: Temporal.Instant): Promise<'held'> => {
    const seconds = Math.ceil(now.until(until).total('seconds'))
    await deps.later(job, Math.min(MAX_QUEUE_DELAY_SECONDS, Math.max(1, seconds)))
    return 'held'
  }
  if (composed.status === 'hold') return later(composed.until)
  const claimOf = (mail: MailJob) => ({
    key: mailKey(mail),
    emailId: composed.emailId,
    kind: mail.kind,
    job: JSON.stringify(mail),
    at: timestamp(now),
  })
  if (composed.status === 'skip') {
    await skipMail(env.DB, claimOf(job), composed.reason)
    return 'skipped'
  }
  // Another job's mail in this job's turn (decision 051): logged as that job's, and this one waits.
  const { yields } = composed
  const claim = claimOf(yields ? yields.to : job)
  if (!(await claimMail(env.DB, claim))) return yields ? later(yields.until) : 'duplicate'
  try {
    const { messageId } = await deps.send(composed.message)
    await mailSent(env.DB, claim.key, claim.emailId, messageId, timestamp(deps.now()))
  } catch (error) {
    await mailFailed(env.DB, claim.key, claim.emailId, 'failed', describe(error), timestamp(deps.now()))
    throw error
  }
  return yields ? later(yields.until) : 'sent'
}

/** 30 s, 1 min, 2 min, 4 min… at most an hour between tries. */
export const retryDelaySeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1))

/** The Worker's `queue()` handler, for the mail queue and its dead-letter queue. */
export async function handleMailQueue(
  batch: MessageBatch<unknown>,
  env: Cloudflare.Env,
  deps: MailDeps = defaultDeps(env),
): Promise<void> {
  for (const message of batch.messages) {
    const job = asMailJob(message.body)
    if (!job) {
      console.error('mail queue: an unreadable job was dropped')
      message.ack()
      continue
    }
    if (batch.queue === DEAD_LETTER_QUEUE) {
      await mailDead(env.DB, mailKey(job), timestamp(deps.now()))
      console.error(`mail ${mailKey(job)}: dead-lettered after ${message.attempts} attempts`)
      message.ack()
      continue
    }
    try {
      await deliver(env, job, deps)
      message.ack()
    } catch (error) {
      console.error(
        `mail ${mailKey(job)}: attempt ${message.attempts} failed (${error instanceof Error ? error.name : 'unknown'})`,
      )
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
    }
  }
}
