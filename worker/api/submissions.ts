import { Temporal } from 'temporal-polyfill/implementation'
import { dueDate } from '../../client/calc/due-date.ts'
import { ovulation } from '../../client/calc/ovulation.ts'
import { pregnancy } from '../../client/calc/pregnancy.ts'
import type { ApiErrorCode } from '../../client/errors.ts'
import { type Locale, localePrefix } from '../../client/i18n/locales.ts'
import { type FieldValue, saveEmail } from '../../db/save-email.ts'
import { eraseSecret, signEraseToken } from '../erase-token.ts'
import type { Contact, Signup } from './schemas.ts'

export type Submission =
  | { ok: true; created: boolean; email: string; erasePath: string }
  | { ok: false; code: ApiErrorCode }

interface Context {
  env: Cloudflare.Env
  today: Temporal.PlainDate
  now: Temporal.Instant
  locale: Locale
}

const date = (iso: string | null) => (iso ? Temporal.PlainDate.from(iso) : null)

function gestationalAgeText(age: { weeks: number; days: number } | null): string {
  if (!age) return 'Not yet pregnant'
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  return `${plural(age.weeks, 'week')} and ${plural(age.days, 'day')}`
}

/**
 * The per-source fields of SPEC §3. `calculatedResults` is recomputed here from the inputs
 * with the calculators' own functions: the browser's numbers are never stored.
 */
function signupFields(signup: Signup, { today, now }: Context): Record<string, FieldValue> {
  switch (signup.source) {
    case 'calculator_guide': {
      const lmp = date(signup.lastPeriodDate)
      const r = lmp && ovulation(lmp, signup.cycleLength, today)
      return {
        cycleLength: signup.cycleLength,
        lastPeriodDate: signup.lastPeriodDate,
        calculatedResults: r && {
          ovulationDate: r.ovulationDate.toString(),
          fertileWindowStart: r.fertileWindowStart.toString(),
          fertileWindowEnd: r.fertileWindowEnd.toString(),
          nextPeriodDate: r.nextPeriodDate.toString(),
        },
      }
    }
    case 'pregnancy_guide': {
      const lmp = date(signup.lastPeriodDate)
      const r = lmp && pregnancy(lmp, signup.cycleLength, today)
      return {
        cycleLength: signup.cycleLength,
        lastPeriodDate: signup.lastPeriodDate,
        calculatedResults: r && {
          dueDate: r.dueDate.toString(),
          currentWeek: r.currentWeek,
          currentTrimester: r.currentTrimester,
        },
      }
    }
    case 'due_date_guide': {
      const lmp = date(signup.lastPeriodDate)
      const conception = date(signup.conceptionDate)
      const input =
        signup.calculationType === 'lmp'
          ? lmp && ({ method: 'lmp', lastPeriod: lmp } as const)
          : conception && ({ method: 'conception', conception } as const)
      const r = input && dueDate(input, today)
      return {
        calculationType: signup.calculationType,
        lastPeriodDate: signup.lastPeriodDate,
        conceptionDate: signup.conceptionDate,
        calculatedResults: r && {
          dueDate: r.dueDate.toString(),
          currentWeek: r.currentWeek,
          gestationalAge: gestationalAgeText(r.time),
        },
      }
    }
    case 'signup':
      return {
        resource: signup.resource,
        page: signup.page,
        timestamp: now.toString(),
        language: signup.language,
      }
  }
}

async function store(context: Context, email: string, source: string, fields: Record<string, FieldValue>) {
  const token = await signEraseToken(eraseSecret(context.env), email)
  const erasePath = `${localePrefix(context.locale)}/unsubscribe?token=${token}`
  try {
    const { created } = await saveEmail(context.env.DB, { email, source, fields })
    return { ok: true, created, email, erasePath } satisfies Submission
  } catch (error) {
    // The store's errors carry no address; say only what failed.
    console.error('e-mail store failed:', error instanceof Error ? error.message : 'unknown error')
    return { ok: false, code: 'unavailable' } satisfies Submission
  }
}

/** Stores a validated sign-up; a filled honeypot is answered as a success and dropped. */
export async function submitSignup(context: Context, signup: Signup): Promise<Submission> {
  if (signup.website) return { ok: true, created: true, email: signup.email, erasePath: '' }
  return store(context, signup.email, signup.source, signupFields(signup, context))
}

export async function submitContact(context: Context, contact: Contact): Promise<Submission> {
  if (contact.website) return { ok: true, created: true, email: contact.email, erasePath: '' }
  return store(context, contact.email, 'contact_form', {
    name: contact.name,
    subject: contact.subject ?? '',
    message: contact.message,
    timestamp: context.now.toString(),
    language: contact.language,
  })
}
