/**
 * What the mail queue carries: ids only, never an address or a message text. The consumer
 * reads the rest from D1 when it sends, so an erased address has nothing left to send.
 */
export type MailJob =
  /** The double opt-in mail of one sign-up. */
  | { kind: 'confirm'; signupId: number }
  /** What a confirmed sign-up promised (its guide, welcome or resource). */
  | { kind: 'guide'; signupId: number }
  /** A contact message, to the support inbox. */
  | { kind: 'support'; messageId: number }
  /** The acknowledgement to the sender of a contact message. */
  | { kind: 'ack'; messageId: number }
  /** One week's pregnancy e-mail (issue 11): at most one per subscriber and week. */
  | { kind: 'weekly'; emailId: number; week: number }

/** The key that makes each mail happen at most once (`mail_log.key`). */
export function mailKey(job: MailJob): string {
  if (job.kind === 'weekly') return weeklyKey(job.emailId, job.week)
  return 'signupId' in job ? `${job.kind}:${job.signupId}` : `${job.kind}:${job.messageId}`
}

export const weeklyKey = (emailId: number, week: number) => `weekly:${emailId}:${week}`

/**
 * The log row by which a job's mail is claimed or skipped, at `at` (an ISO instant): a `MailClaim`
 * of db/mail-log.ts, spelt out here because scripts/ import this file without the Worker's types.
 */
export const claimOf = (job: MailJob, emailId: number | null, at: string) => ({
  key: mailKey(job),
  emailId,
  kind: job.kind,
  job: JSON.stringify(job),
  at,
})

const KINDS = new Set<string>(['confirm', 'guide', 'support', 'ack'])
const positive = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0

/** A queue body read back as a job, or null for anything else (never trusted blindly). */
export function asMailJob(body: unknown): MailJob | null {
  if (typeof body !== 'object' || body === null) return null
  const { kind, signupId, messageId, emailId, week } = body as Record<string, unknown>
  if (kind === 'weekly') return positive(emailId) && positive(week) ? { kind, emailId, week } : null
  if (typeof kind !== 'string' || !KINDS.has(kind)) return null
  const id = kind === 'confirm' || kind === 'guide' ? signupId : messageId
  if (!positive(id)) return null
  return kind === 'confirm' || kind === 'guide'
    ? { kind, signupId: id }
    : { kind: kind as 'support' | 'ack', messageId: id }
}

/** What `enqueue` asks of the queue binding (its type is the Worker's; `scripts/` import this file too). */
interface MailQueue {
  sendBatch(
    messages: Iterable<{ body: MailJob; contentType: 'json'; delaySeconds?: number }>,
  ): Promise<unknown>
}

/**
 * Puts jobs on the mail queue, the one way a job is queued (a sign-up's and a contact message's
 * mails, a confirmed sign-up's guide, the daily schedule, a held job put back `delaySeconds` later).
 */
export async function enqueue(
  env: { MAIL_QUEUE: MailQueue },
  jobs: readonly MailJob[],
  delaySeconds?: number,
): Promise<void> {
  if (jobs.length === 0) return
  await env.MAIL_QUEUE.sendBatch(
    jobs.map((body) => ({ body, contentType: 'json' as const, ...(delaySeconds ? { delaySeconds } : {}) })),
  )
}
