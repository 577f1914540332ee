import { createMessageBatch } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { Temporal } from '../../core/calc/temporal.ts'
import type { Locale } from '../../core/i18n/locales.ts'
import { type FieldValue, recordSignup } from '../../db/subscribers.ts'
import { consentRecord } from '../../worker/api/consent-text.ts'
import { type LinkClaims, linkSecret, newRowSecret, signLink } from '../../worker/links/signed-links.ts'
import { compose } from '../../worker/mail/compose.tsx'
import { handleMailQueue, type MailDeps } from '../../worker/mail/consumer.ts'
import type { MailJob } from '../../worker/mail/jobs.ts'
import { timestamp } from '../../worker/request/clock.ts'
import { now } from './clock.ts'
import { addressRow } from './support.ts'

/** A sign-up stored as the API stores it at `made`, without putting its job on the real queue. */
export function storeSignup(
  email: string,
  source: string,
  fields: Record<string, FieldValue>,
  locale = 'en',
  made = now,
) {
  return recordSignup(env.DB, {
    email,
    source,
    fields,
    locale,
    timeZone: 'UTC',
    secret: newRowSecret(),
    at: timestamp(made),
    // The words of the box in the sign-up's language, as the API keeps them.
    consent: consentRecord(locale as Locale, source === 'signup' ? 'signup' : 'guide'),
  })
}

export interface SentMail {
  message: EmailMessageBuilder
  messageId: string
}

export interface HeldJob {
  job: MailJob
  delaySeconds: number
}

/**
 * The real simulated `send_email` binding, with each message kept for the test to read, and
 * `failures` sends that throw first (what an outage of Email Sending looks like). Jobs put back
 * on the queue for later are kept in `held`, for the test to deliver when it moves the clock.
 */
export function recordingDeps(
  failures = 0,
): MailDeps & { sent: SentMail[]; held: HeldJob[]; tries: () => number } {
  const sent: SentMail[] = []
  const held: HeldJob[] = []
  let tries = 0
  return {
    sent,
    held,
    tries: () => tries,
    now: () => now,
    later: async (job, delaySeconds) => {
      held.push({ job, delaySeconds })
    },
    send: async (message) => {
      tries++
      if (tries <= failures) throw new Error('Email Sending unavailable')
      const { messageId } = await env.EMAIL.send(message)
      sent.push({ message, messageId })
      return { messageId }
    },
  }
}

let nextMessage = 0

/** Runs the Worker's queue handler on one job, as a delivery (`attempts` counts from 1). */
export async function runQueue(job: MailJob, deps: MailDeps, attempts = 1, queue = 'fertility-mail') {
  nextMessage++
  const batch = createMessageBatch<unknown>(queue, [
    { id: `test-${nextMessage}`, timestamp: new Date(now.epochMilliseconds), attempts, body: job },
  ])
  await handleMailQueue(batch, env, deps)
  return batch
}

/** A job delivered at `at`, or a visitor's action at `at` that returns the job it queues. */
export type QueueEvent = { at: Temporal.Instant; job: MailJob | (() => Promise<MailJob>) }

export interface QueueRun {
  /** The mails sent, each at the instant its job was delivered. */
  sent: { at: Temporal.Instant; mail: SentMail }[]
  /** What was still to come when the run stopped: the jobs on the queue, each when it is due. */
  left: QueueEvent[]
  /** How many jobs were on the queue after each delivery (visitors still to come left out). */
  depths: number[]
}

/**
 * Visitors and the queue as Cloudflare runs it, on the test's clock: each job is delivered at its
 * time, and a job queued by the consumer comes after its delay; events after `horizon` are left.
 */
export async function runQueueUntilIdle(first: QueueEvent[], horizon?: Temporal.Instant): Promise<QueueRun> {
  const pending = [...first]
  const run: QueueRun = { sent: [], left: pending, depths: [] }
  for (let step = 0; pending.length > 0; step++) {
    if (step > 200) throw new Error('the queue never went idle')
    pending.sort((a, b) => Temporal.Instant.compare(a.at, b.at))
    const next = pending[0]
    if (!next || (horizon && Temporal.Instant.compare(next.at, horizon) > 0)) break
    pending.shift()
    const deps = { ...recordingDeps(), now: () => next.at }
    await runQueue(typeof next.job === 'function' ? await next.job() : next.job, deps)
    for (const mail of deps.sent) run.sent.push({ at: next.at, mail })
    for (const held of deps.held)
      pending.push({ at: next.at.add({ seconds: held.delaySeconds }), job: held.job })
    run.depths.push(pending.filter((event) => typeof event.job !== 'function').length)
  }
  return run
}

/** The sign-up a confirmation mail's link confirms. */
export const refOf = (mail: SentMail) => Number(/[?&]token=c\d+\.(\d+)\./.exec(confirmPath(mail))?.[1])

export async function mailLogRow(key: string) {
  return env.DB.prepare('SELECT * FROM mail_log WHERE key = ?').bind(key).first<{
    key: string
    status: string
    attempts: number
    last_error: string | null
    email_id: number | null
  }>()
}

/** Waits until the real local queue has delivered the mail named `key` (or gives up). */
export async function waitForMail(key: string, status = 'sent', timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const row = await mailLogRow(key)
    if (row?.status === status || Date.now() > deadline) return row
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A link as the Worker signs it, for the row of `email`. */
export async function linkFor(email: string, claims: Omit<LinkClaims, 'emailId'>): Promise<string> {
  const row = await addressRow(email)
  if (!row) throw new Error(`no row for ${email}`)
  return signLink(linkSecret(env), row.secret, { ...claims, emailId: row.id })
}

/**
 * The token with the last two characters of its signature changed: always to something else (a
 * fixed "AA" left about 1 signature in 4,096 unaltered, and the test then saw a valid link).
 */
export const alteredSignature = (token: string) =>
  `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`

export function getPage(path: string) {
  return exports.default.fetch(new Request(`http://localhost${path}`))
}

/** A form POST from our own page, as the browser sends it. */
export function postPage(path: string, body: string, contentType = 'application/x-www-form-urlencoded') {
  return exports.default.fetch(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: {
        'content-type': contentType,
        origin: 'http://localhost',
        'cf-connecting-ip': `192.0.2.${nextMessage++ % 250}`,
      },
      body,
    }),
  )
}

/** The confirmation link in a sent mail's text, as a path on this site. */
export function confirmPath(mail: SentMail): string {
  const match = /https?:\/\/[^\s"<>]+\/confirm\?token=[\w.-]+/.exec(mail.message.text ?? '')
  if (!match) throw new Error('no confirmation link in the mail')
  const url = new URL(match[0])
  return `${url.pathname}${url.search}`
}

/**
 * The support mail and the acknowledgement of the latest contact message from `email`, as the
 * binding would be handed them. Composed as the consumer would a day later: the real queue may
 * already have sent the acknowledgement, and its resend limit would hold back a second one now.
 */
export async function contactMails(
  email: string,
): Promise<{ kind: 'support' | 'ack'; message: EmailMessageBuilder }[]> {
  const row = await env.DB.prepare(
    'SELECT m.id FROM contact_messages m JOIN emails e ON e.id = m.email_id WHERE e.email = ? ORDER BY m.id DESC',
  )
    .bind(email)
    .first<{ id: number }>()
  const mails = []
  for (const kind of ['support', 'ack'] as const) {
    const composed = await compose({ env, now: now.add({ hours: 25 }) }, { kind, messageId: row?.id ?? 0 })
    if (composed.status !== 'send') throw new Error(`${kind} not composed`)
    mails.push({ kind, message: composed.message })
  }
  return mails
}
