import { z } from 'zod'
import { canonicalAddress } from '../../core/address.ts'
import { TYPED_CYCLE_LENGTH } from '../../core/calc/ovulation.ts'
import { isTimeZone, Temporal } from '../../core/calc/temporal.ts'
import type { ApiErrorCode } from '../../core/errors.ts'
import { isOneLine, isPlainName } from '../../core/form-problem.ts'
import { locales } from '../../core/i18n/locales.ts'

const ONE_LINE = 'not one line'

/** Any address is stored and compared in its one canonical form (core/address.ts). */
export const emailField = z
  .string()
  .max(320)
  .transform((value, context) => {
    const address = canonicalAddress(value)
    if (address === null) context.addIssue({ code: 'custom', message: 'invalid address' })
    return address ?? z.NEVER
  })

/**
 * A calendar date as the date input sends it; parsed by Temporal, never by Date. Whether it is
 * plausible (not in the future, not too far back) is the calculators' rule, checked in
 * submissions.ts by the sign-up's guide (core/calculators/).
 */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    try {
      Temporal.PlainDate.from(value, { overflow: 'reject' })
      return true
    } catch {
      return false
    }
  })

/** The browser's own zone (`Intl`), so that "this week" is the subscriber's week. */
const timeZone = z.string().max(64).refine(isTimeZone).optional()

const cycleLength = z.number().int().min(TYPED_CYCLE_LENGTH.min).max(TYPED_CYCLE_LENGTH.max)
/** Hidden from people; a bot that fills it gets a success answer and nothing is stored. */
const honeypot = { website: z.string().max(200).optional() }
/** The box beside the button, ticked (core/consent.ts): without it nothing is stored. */
const consent = { consent: z.literal(true) }
const language = z.enum(locales)

export const resources = [
  'tracking_kit',
  'fertility_guide',
  'pregnancy_calendar',
  'weekly_updates',
  'article_guide',
] as const

export const signupSchema = z.discriminatedUnion('source', [
  z.strictObject({
    source: z.literal('calculator_guide'),
    email: emailField,
    cycleLength,
    lastPeriodDate: isoDate.nullable(),
    timeZone,
    ...consent,
    ...honeypot,
  }),
  z.strictObject({
    source: z.literal('pregnancy_guide'),
    email: emailField,
    cycleLength,
    lastPeriodDate: isoDate.nullable(),
    timeZone,
    ...consent,
    ...honeypot,
  }),
  z.strictObject({
    source: z.literal('due_date_guide'),
    email: emailField,
    calculationType: z.enum(['lmp', 'conception']),
    lastPeriodDate: isoDate.nullable(),
    conceptionDate: isoDate.nullable(),
    timeZone,
    ...consent,
    ...honeypot,
  }),
  z.strictObject({
    source: z.literal('signup'),
    email: emailField,
    resource: z.enum(resources),
    page: z
      .string()
      .max(200)
      .regex(/^\/[A-Za-z0-9/_-]*$/),
    language,
    timeZone,
    ...consent,
    ...honeypot,
  }),
])

export type SignupRequest = z.input<typeof signupSchema>
export type Signup = z.output<typeof signupSchema>

/** A value that becomes part of a mail header: one line, no control or format character. */
const oneLine = (max: number) => z.string().trim().max(max).refine(isOneLine, { message: ONE_LINE })

export const contactSchema = z.strictObject({
  // A name is also a display name in the support mail's Reply-To: none of the mailbox specials.
  name: z.string().trim().max(100).refine(isPlainName, { message: ONE_LINE }).pipe(z.string().min(1)),
  email: emailField,
  subject: oneLine(150).optional(),
  message: z.string().trim().min(1).max(5000),
  language,
  ...consent,
  ...honeypot,
})

/**
 * The API error a refused body answers: a bad address, a name or subject that is not one line,
 * the consent box not ticked, or else something missing or malformed.
 */
export function invalidBodyCode(issues: readonly { path: PropertyKey[]; message: string }[]): ApiErrorCode {
  if (issues.some((issue) => issue.path[0] === 'email')) return 'invalid_email'
  if (issues.some((issue) => issue.message === ONE_LINE)) return 'invalid_text'
  if (issues.some((issue) => issue.path[0] === 'consent')) return 'consent_required'
  return 'missing_fields'
}

export type ContactRequest = z.input<typeof contactSchema>
export type Contact = z.output<typeof contactSchema>
