import type { ConfirmState } from '../../client/pages/ConfirmPage.server.tsx'
import type { Temporal } from '../../core/calc/temporal.ts'
import { skipMail } from '../../db/mail-log.ts'
import { confirmSignup, findSignup, type SignupRow } from '../../db/subscribers.ts'
import { enqueue, type MailJob, weeklyKey } from '../mail/jobs.ts'
import { requestSummary } from '../mail/request-summary.ts'
import { resourceName } from '../mail/resource-name.ts'
import { todayIn, weekDue } from '../mail/week-due.ts'
import { renderView } from '../pages/pages.tsx'
import { type AppContext, timestamp } from '../request/clock.ts'
import { isRateLimited } from '../request/guards.ts'
import { privateResponse } from '../request/private-headers.ts'
import { localeFromPath } from '../request/request-locale.ts'
import { linkRefusal } from './link-refusal.ts'
import { resolveLink, tokenOf } from './owner-link.ts'

const render = async (c: AppContext, state: ConfirmState, status: number) =>
  privateResponse(await renderView(c, localeFromPath(c), { kind: 'confirm', state }, status))

type Checked = { state: ConfirmState; status: number } | { signup: SignupRow; email: string; token: string }

/** A confirmation link, checked: its row, its purpose, its date, and its sign-up still there. */
async function check(c: AppContext): Promise<Checked> {
  const token = await tokenOf(c)
  const link = await resolveLink(c, token, 'confirm')
  if (link.status === 'expired') return { state: { step: 'expired' }, status: 410 }
  if (link.status === 'invalid') return { state: { step: 'invalid' }, status: 400 }
  const signup = await findSignup(c.env.DB, link.claims.ref)
  if (!signup || signup.emailId !== link.address.id) return { state: { step: 'invalid' }, status: 400 }
  if (signup.confirmedAt) return { state: { step: 'used' }, status: 200 }
  return { signup, email: link.address.email, token }
}

/**
 * The welcome of weekly updates already says where the pregnancy is this week, so this week's
 * weekly e-mail is recorded as covered: the next one goes out when the next week starts.
 */
async function welcomeCoversThisWeek(
  d1: D1Database,
  signup: SignupRow,
  now: Temporal.Instant,
): Promise<void> {
  if (signup.source !== 'pregnancy_guide') return
  const { lastPeriodDate } = JSON.parse(signup.fields) as { lastPeriodDate?: string | null }
  if (!lastPeriodDate) return
  const subscriber = { id: signup.emailId, locale: signup.locale, timeZone: signup.timeZone, lastPeriodDate }
  const week = weekDue(subscriber, now)
  if (week === null) return
  const job: MailJob = { kind: 'weekly', emailId: signup.emailId, week }
  await skipMail(
    d1,
    {
      key: weeklyKey(signup.emailId, week),
      emailId: signup.emailId,
      kind: 'weekly',
      job: JSON.stringify(job),
      at: timestamp(now),
    },
    'the welcome covers this week',
  )
}

/** GET shows what is being confirmed and a button; it changes nothing (link scanners open links). */
export async function confirmPage(c: AppContext): Promise<Response> {
  const checked = await check(c)
  if ('state' in checked) return render(c, checked.state, checked.status)
  const { signup, email, token } = checked
  // What will be sent and the data it rests on, as the mail showed it (decision 051).
  const request = requestSummary(signup, todayIn(signup.timeZone, c.var.now))
  return render(c, { step: 'ask', email, token, request }, 200)
}

/** The button: the sign-up joins the address's data, once, and what it promised is queued. */
export async function confirmSubmit(c: AppContext): Promise<Response> {
  if (await isRateLimited(c)) return render(c, { step: 'limited' }, 429)
  const checked = await check(c)
  if ('state' in checked) return render(c, checked.state, checked.status)
  try {
    if (!(await confirmSignup(c.env.DB, checked.signup, timestamp(c.var.now))))
      return render(c, { step: 'used' }, 200)
    await enqueue(c.env, [{ kind: 'guide', signupId: checked.signup.id }])
    await welcomeCoversThisWeek(c.env.DB, checked.signup, c.var.now)
    return render(c, { step: 'done', resource: resourceName(checked.signup) }, 200)
  } catch (error) {
    console.error('confirm failed:', error instanceof Error ? error.message : 'unknown error')
    return render(c, { step: 'failed' }, 503)
  }
}

/** A request refused before its link is read (too large, from another site): said on this page. */
export const confirmRefusal = linkRefusal(render)
