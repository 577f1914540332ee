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

/** The key that makes each mail happen at most once (`mail_log.key`). */
export function mailKey(job: MailJob): string {
  return 'signupId' in job ? `${job.kind}:${job.signupId}` : `${job.kind}:${job.messageId}`
}

const KINDS = new Set<string>(['confirm', 'guide', 'support', 'ack'])

/** A queue body read back as a job, or null for anything else (never trusted blindly). */
export function asMailJob(body: unknown): MailJob | null {
  if (typeof body !== 'object' || body === null) return null
  const { kind, signupId, messageId } = body as Record<string, unknown>
  if (typeof kind !== 'string' || !KINDS.has(kind)) return null
  const id = kind === 'confirm' || kind === 'guide' ? signupId : messageId
  if (!Number.isSafeInteger(id) || (id as number) <= 0) return null
  return kind === 'confirm' || kind === 'guide'
    ? { kind, signupId: id as number }
    : { kind: kind as 'support' | 'ack', messageId: id as number }
}
