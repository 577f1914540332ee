import type { Context } from 'hono'
import type { Temporal } from '../../core/calc/temporal.ts'
import { type DateSpan, dateProblem, OLDEST } from '../../core/calc/validate.ts'
import type { DateCheck } from '../../core/calculators/guide.ts'
import { guideOf } from '../../core/calculators/guides.ts'
import type { ApiErrorCode } from '../../core/errors.ts'
import type { Locale } from '../../core/i18n/locales.ts'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import { keepsPersonalData, russianStorageFrom } from '../../core/personal-data-storage.ts'
import { type FieldValue, recordContact, recordSignup } from '../../db/subscribers.ts'
import { newRowSecret } from '../links/signed-links.ts'
import { enqueue, type MailJob } from '../mail/jobs.ts'
import { timestamp, type WorkerEnv } from '../request/clock.ts'
import { earliestToday, latestToday, requestZone, todayFor } from '../request/today.ts'
import { consentRecord } from './consent-text.ts'
import type { Contact, Signup } from './schemas.ts'

/**
 * The one answer to every accepted submission, whether the address is new, pending or
 * confirmed: nothing in it tells a stranger what is stored (decision 013).
 */
export type Submission = { ok: true; email: string } | { ok: false; code: ApiErrorCode; problem?: MessageKey }

export interface SubmissionContext {
  env: Cloudflare.Env
  /** The visitor's today as the server best knows it (worker/request/today.ts). */
  today: Temporal.PlainDate
  now: Temporal.Instant
  locale: Locale
  /** The request's zone, when the browser did not send its own. */
  timeZone: string | null
}

/** The context of a submission from a request: its instant, the visitor's today, its zone. */
export function submissionContext(c: Context<WorkerEnv>, locale: Locale): SubmissionContext {
  const now = c.var.now
  return { env: c.env, now, today: todayFor(c.req.raw, now), locale, timeZone: requestZone(c.req.raw) }
}

/**
 * A date checked against every visitor's today at once: not after the latest today on Earth
 * (UTC+14), and not further back than the calculator allows from the earliest (UTC−12).
 */
function plausibleDateProblem(
  value: string | undefined,
  now: Temporal.Instant,
  missing: MessageKey,
  span: DateSpan,
): MessageKey | null {
  const latest = dateProblem(value, latestToday(now).toString(), missing, span)
  if (latest !== OLDEST[span].problem) return latest
  return dateProblem(value, earliestToday(now).toString(), missing, span)
}

/**
 * The sign-up's dates against its calculator's own rules (core/calculators/): a guide is computed
 * from them, so the date it is computed from must be there and plausible on every visitor's today.
 */
export function signupDateProblem(signup: Signup, now: Temporal.Instant): MessageKey | null {
  if (signup.source === 'signup') return null
  const check: DateCheck = (value, span, missing = 'calc.lastPeriodHint') =>
    plausibleDateProblem(value ?? undefined, now, missing, span)
  return guideOf(signup).dateProblem(signup, check)
}

/**
 * The per-source fields of docs/product.md §3. A guide's `calculatedResults` are recomputed by its
 * calculator from the inputs: the browser's numbers are never stored.
 */
function signupFields(signup: Signup, { today, now }: SubmissionContext): Record<string, FieldValue> {
  if (signup.source !== 'signup') return guideOf(signup).storedFields(signup, today)
  return {
    resource: signup.resource,
    page: signup.page,
    timestamp: now.toString(),
    language: signup.language,
  }
}

/** Stored, and its mail queued, in the one request; sending happens in the queue consumer. */
async function accept(
  context: SubmissionContext,
  email: string,
  store: () => Promise<MailJob[]>,
): Promise<Submission> {
  try {
    const jobs = await store()
    await enqueue(context.env, jobs)
    return { ok: true, email }
  } catch (error) {
    // The store's errors carry no address; say only what failed.
    console.error('submission failed:', error instanceof Error ? error.message : 'unknown error')
    return { ok: false, code: 'unavailable' }
  }
}

/**
 * Whether this edition may keep what is sent: the Russian one only once the operator names its
 * storage in Russia (core/personal-data-storage.ts). Asked before anything is checked or stored.
 */
const offeredIn = (context: SubmissionContext, locale: Locale) =>
  keepsPersonalData(locale, russianStorageFrom(context.env))

/** Stores a validated sign-up as pending and queues its confirmation; a filled honeypot is dropped. */
export async function submitSignup(context: SubmissionContext, signup: Signup): Promise<Submission> {
  const locale = signup.source === 'signup' ? signup.language : context.locale
  if (!offeredIn(context, locale)) return { ok: false, code: 'not_offered' }
  const problem = signupDateProblem(signup, context.now)
  if (problem) return { ok: false, code: 'invalid_date', problem }
  if (signup.website) return { ok: true, email: signup.email }
  return accept(context, signup.email, async () => {
    const { signupId } = await recordSignup(context.env.DB, {
      email: signup.email,
      source: signup.source,
      fields: signupFields(signup, context),
      locale,
      timeZone: signup.timeZone ?? context.timeZone,
      secret: newRowSecret(),
      at: timestamp(context.now),
      consent: consentRecord(locale, signup.source === 'signup' ? 'signup' : 'guide'),
    })
    return [{ kind: 'confirm', signupId }]
  })
}

/** Appends a contact message and queues its delivery to support and the sender's acknowledgement. */
export async function submitContact(context: SubmissionContext, contact: Contact): Promise<Submission> {
  if (!offeredIn(context, contact.language)) return { ok: false, code: 'not_offered' }
  if (contact.website) return { ok: true, email: contact.email }
  return accept(context, contact.email, async () => {
    const { messageId } = await recordContact(context.env.DB, {
      email: contact.email,
      name: contact.name,
      subject: contact.subject ?? '',
      message: contact.message,
      language: contact.language,
      secret: newRowSecret(),
      at: timestamp(context.now),
      consent: consentRecord(contact.language, 'contact'),
    })
    return [
      { kind: 'support', messageId },
      { kind: 'ack', messageId },
    ]
  })
}
