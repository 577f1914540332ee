import type { WeeklyState } from '../../client/pages/WeeklyPage.server.tsx'
import { startFromLocalTerm } from '../../core/calc/conventions.ts'
import { dueDateFrom, plausibleDueDate, weeksStartOf } from '../../core/calc/pregnancy.ts'
import { parseIsoDate, Temporal } from '../../core/calc/temporal.ts'
import { confirmSignup, findSignup, recordSignup } from '../../db/subscribers.ts'
import { stopWeekly, weeklySubscriber } from '../../db/weekly.ts'
import { formValues } from '../forms/form-values.ts'
import { renderView } from '../pages/pages.tsx'
import { type AppContext, timestamp } from '../request/clock.ts'
import { isRateLimited } from '../request/guards.ts'
import { privateResponse } from '../request/private-headers.ts'
import { localeFromPath } from '../request/request-locale.ts'
import { todayFor } from '../request/today.ts'
import { linkRefusal } from './link-refusal.ts'
import { resolveLink, tokenOf } from './owner-link.ts'

const render = async (c: AppContext, state: WeeklyState, status: number) =>
  privateResponse(await renderView(c, localeFromPath(c), { kind: 'weekly', state }, status))

/**
 * "I'm no longer pregnant / stop these e-mails": the link opens a page with one button, no
 * question (decision 052, amending 015). A GET or HEAD changes nothing: a link scanner or a
 * preview that opens it must not end the series.
 */
export async function stopWeeklyPage(c: AppContext): Promise<Response> {
  const token = c.req.query('token') ?? ''
  const link = await resolveLink(c, token, 'manage')
  if (link.status !== 'ok') return render(c, { step: 'invalid' }, 400)
  const subscriber = await weeklySubscriber(c.env.DB, link.address.id)
  return render(c, subscriber ? { step: 'stop', token } : { step: 'stopped' }, 200)
}

/** The button of the page above: only the weekly series stops; the address and its other sign-ups stay until erased. */
export async function stopWeeklySubmit(c: AppContext): Promise<Response> {
  if (await isRateLimited(c)) return render(c, { step: 'limited' }, 429)
  const link = await resolveLink(c, await tokenOf(c), 'manage')
  if (link.status !== 'ok') return render(c, { step: 'invalid' }, 400)
  try {
    await stopWeekly(c.env.DB, link.address.id, timestamp(c.var.now))
    return render(c, { step: 'stopped' }, 200)
  } catch (error) {
    console.error('weekly stop failed:', error instanceof Error ? error.message : 'unknown error')
    return render(c, { step: 'failed' }, 503)
  }
}

const dueOf = (lastPeriod: string) => dueDateFrom(Temporal.PlainDate.from(lastPeriod))

/** The small form behind "change my due date". */
export async function dueDatePage(c: AppContext): Promise<Response> {
  const token = c.req.query('token') ?? ''
  const link = await resolveLink(c, token, 'manage')
  if (link.status !== 'ok') return render(c, { step: 'invalid' }, 400)
  const subscriber = await weeklySubscriber(c.env.DB, link.address.id)
  if (!subscriber) return render(c, { step: 'stopped' }, 200)
  return render(c, { step: 'due', token, current: dueOf(subscriber.lastPeriodDate).toString() }, 200)
}

/**
 * The 40-week due date behind what the owner entered: the date itself, or, where the page's
 * country sets its own due date and the owner says the date is that one (France: the 41 SA terme
 * of the notes), that date less the country's difference (core/calc/conventions.ts).
 */
function dueOfEntry(value: string, kind: string | undefined, locale: string): Temporal.PlainDate | null {
  const entered = parseIsoDate(value)
  if (!entered) return null
  const start = kind === 'term' ? startFromLocalTerm(locale, entered) : null
  return start ? dueDateFrom(start) : entered
}

/**
 * A new due date, from the owner's own link: stored as a confirmed pregnancy sign-up (the latest
 * one is what the series follows), so the series moves to the new dates from the next cron run.
 */
export async function dueDateSubmit(c: AppContext): Promise<Response> {
  if (await isRateLimited(c)) return render(c, { step: 'limited' }, 429)
  const values = await formValues(c)
  if (!values) return render(c, { step: 'invalid' }, 400)
  const token = values.token ?? ''
  const link = await resolveLink(c, token, 'manage')
  if (link.status !== 'ok') return render(c, { step: 'invalid' }, 400)
  const subscriber = await weeklySubscriber(c.env.DB, link.address.id)
  if (!subscriber) return render(c, { step: 'stopped' }, 200)
  const value = values.dueDate ?? ''
  const kind = values.dateKind === 'term' ? 'term' : 'due'
  const due = plausibleDueDate(dueOfEntry(value, kind, localeFromPath(c)), todayFor(c.req.raw, c.var.now))
  if (!due) {
    const current = dueOf(subscriber.lastPeriodDate).toString()
    return render(c, { step: 'due', token, current, value, kind, invalid: true }, 400)
  }
  try {
    const lastPeriod = weeksStartOf(due).toString()
    const { signupId } = await recordSignup(c.env.DB, {
      email: link.address.email,
      source: 'pregnancy_guide',
      fields: { lastPeriodDate: lastPeriod, calculatedResults: { dueDate: due.toString() } },
      locale: subscriber.locale,
      timeZone: subscriber.timeZone,
      secret: link.address.secret,
      at: timestamp(c.var.now),
      // The owner correcting their own date, under the consent given with the sign-up.
      consent: null,
    })
    const signup = await findSignup(c.env.DB, signupId)
    if (signup) await confirmSignup(c.env.DB, signup, timestamp(c.var.now))
    return render(c, { step: 'dueSaved', date: due.toString() }, 200)
  } catch (error) {
    console.error('due date change failed:', error instanceof Error ? error.message : 'unknown error')
    return render(c, { step: 'failed' }, 503)
  }
}

/** A request refused before its link is read (too large, from another site): said on this page. */
export const weeklyRefusal = linkRefusal(render)
