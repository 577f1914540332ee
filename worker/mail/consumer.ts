import type { Temporal } from '../../core/calc/temporal.ts'
import { freeConfirmTurn } from '../../db/confirm-turn.ts'
import {
  claimMail,
  type MailClaim,
  mailDead,
  mailFailed,
  mailGivenUp,
  mailSent,
  skipMail,
} from '../../db/mail-log.ts'
import { findAddress, findSignup } from '../../db/subscribers.ts'
import { timestamp, workerNow } from '../request/clock.ts'
import { compose, confirmationMail, overLimit } from './compose.tsx'
import { heldBeyond, lineAfter, lineOf, passTurn } from './confirm-line.ts'
import { asMailJob, claimOf, enqueue, type MailJob, mailKey } from './jobs.ts'

/**
 * The dead-letter queue's name (wrangler.toml): its consumer records what was given up, and hands a
 * confirmation's turn on to the next in its address's line.
 */
export const DEAD_LETTER_QUEUE = 'fertility-mail-dead'

/** The side effects of sending, injected so that tests can make a send fail. */
export interface MailDeps {
  send: (message: EmailMessageBuilder) => Promise<{ messageId: string }>
  now: () => Temporal.Instant
  /** Puts a job (back) on the queue, to be delivered after `delaySeconds`. */
  later: (job: MailJob, delaySeconds: number) => Promise<void>
}

export const defaultDeps = (env: Cloudflare.Env): MailDeps => ({
  send: (message) => env.EMAIL.send(message),
  now: () => workerNow(env),
  later: (job, delaySeconds) => enqueue(env, [job], delaySeconds),
})

/** The longest delay Cloudflare Queues accepts (12 hours): a longer hold takes more than one hop. */
export const MAX_QUEUE_DELAY_SECONDS = 12 * 60 * 60

export type Delivered = 'sent' | 'skipped' | 'held' | 'dropped' | 'gone' | 'duplicate'

/** A failure as the log and the operator see it: never the address or the message text. */
const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 500) : 'unknown error'

/** How long a held job waits for `until`: at least a second, at most one queue delay. */
const delayUntil = (now: Temporal.Instant, until: Temporal.Instant) =>
  Math.min(MAX_QUEUE_DELAY_SECONDS, Math.max(1, Math.ceil(now.until(until).total('seconds'))))

/**
 * Sends a mail at most once: claimed by its key, sent, recorded. A failed send is recorded and
 * thrown, for the queue to retry.
 */
async function sendOnce(
  env: Cloudflare.Env,
  claim: MailClaim,
  message: EmailMessageBuilder,
  deps: MailDeps,
): Promise<'sent' | 'duplicate'> {
  if (!(await claimMail(env.DB, claim))) return 'duplicate'
  try {
    const { messageId } = await deps.send(message)
    await mailSent(env.DB, claim.key, claim.emailId, messageId, timestamp(deps.now()))
  } catch (error) {
    await mailFailed(env.DB, claim.key, claim.emailId, 'failed', describe(error), timestamp(deps.now()))
    throw error
  }
  return 'sent'
}

/**
 * A confirmation job serves its address's line (decision 077). It sends its own sign-up's
 * confirmation only when that sign-up is first in line and the window is free; then, or else, it
 * hands the turn to the first still waiting, whose job is queued until the window frees. A job
 * that finds the turn held by another is dropped: that one serves whoever waits when it wakes.
 */
async function deliverConfirm(
  env: Cloudflare.Env,
  job: MailJob & { kind: 'confirm' },
  deps: MailDeps,
): Promise<Delivered> {
  const context = { env, now: deps.now() }
  const signup = await findSignup(env.DB, job.signupId)
  const address = signup && (await findAddress(env.DB, signup.emailId))
  if (!signup || !address) return 'gone'
  if (heldBeyond(address.confirmHeldUntil, context.now)) return 'dropped'
  let line = await lineOf(context, address)
  let limited = await overLimit(env.DB, address.id, 'confirm', context.now)
  let sent = false
  if (line[0]?.id === signup.id && !limited) {
    const { message } = await confirmationMail(context, signup, address)
    const claim = claimOf(job, address.id, timestamp(context.now))
    // Being sent by a duplicate of this job, which hands the turn on after it.
    if ((await sendOnce(env, claim, message, deps)) === 'duplicate') return 'duplicate'
    sent = true
    line = await lineAfter(context, signup, line)
    limited = await overLimit(env.DB, address.id, 'confirm', context.now)
  }
  const [next] = line
  if (!next) {
    await freeConfirmTurn(env.DB, address.id, address.confirmHeldUntil)
    return sent ? 'sent' : 'skipped'
  }
  const delay = delayUntil(context.now, limited?.until ?? context.now)
  const passed = await passTurn(context, address, next, delay, deps.later)
  return sent ? 'sent' : passed
}

/** Sends the mail of one job at most once, composed from D1 as it is now. */
export async function deliver(env: Cloudflare.Env, job: MailJob, deps: MailDeps): Promise<Delivered> {
  if (job.kind === 'confirm') return deliverConfirm(env, job, deps)
  const now = deps.now()
  const composed = await compose({ env, now }, job)
  if (composed.status === 'gone') return 'gone'
  if (composed.status === 'hold') {
    await deps.later(job, delayUntil(now, composed.until))
    return 'held'
  }
  const claim = claimOf(job, composed.emailId, timestamp(now))
  if (composed.status === 'skip') {
    await skipMail(env.DB, claim, composed.reason)
    return 'skipped'
  }
  return sendOnce(env, claim, composed.message, deps)
}

/**
 * A confirmation job the queue gave up on leaves its address's line and hands the turn on
 * (decision 077): its sign-up is logged given up, even if its mail was never claimed, and the
 * same job, queued again, serves the next in line. A failure that lasts (Email Sending down)
 * gives the waiting sign-ups up one after another, as before, instead of leaving them no job.
 */
async function giveUpConfirm(env: Cloudflare.Env, job: MailJob & { kind: 'confirm' }, deps: MailDeps) {
  const signup = await findSignup(env.DB, job.signupId)
  if (!signup) return
  await mailGivenUp(env.DB, claimOf(job, signup.emailId, timestamp(deps.now())))
  await deps.later(job, 1)
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
      if (job.kind === 'confirm') await giveUpConfirm(env, job, deps)
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
