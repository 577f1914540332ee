import { Temporal } from 'temporal-polyfill/implementation'
import { z } from 'zod'
import { locales } from '../../client/i18n/locales.ts'

/** The address shape of SPEC §5: something@something.tld, no spaces; at most 254 characters (RFC 5321). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export const emailField = z
  .string()
  .max(254)
  .transform((value) => value.trim())
  .refine((value) => EMAIL_SHAPE.test(value))

/** A calendar date as the date input sends it; parsed by Temporal, never by Date. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    try {
      const date = Temporal.PlainDate.from(value, { overflow: 'reject' })
      return date.year >= 1900 && date.year <= 2200
    } catch {
      return false
    }
  })

const cycleLength = z.number().int().min(15).max(60)
/** Hidden from people; a bot that fills it gets a success answer and nothing is stored. */
const honeypot = { website: z.string().max(200).optional() }
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
    ...honeypot,
  }),
  z.strictObject({
    source: z.literal('pregnancy_guide'),
    email: emailField,
    cycleLength,
    lastPeriodDate: isoDate.nullable(),
    ...honeypot,
  }),
  z.strictObject({
    source: z.literal('due_date_guide'),
    email: emailField,
    calculationType: z.enum(['lmp', 'conception']),
    lastPeriodDate: isoDate.nullable(),
    conceptionDate: isoDate.nullable(),
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
    ...honeypot,
  }),
])

export type SignupRequest = z.input<typeof signupSchema>
export type Signup = z.output<typeof signupSchema>

export const contactSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  email: emailField,
  subject: z.string().trim().max(150).optional(),
  message: z.string().trim().min(1).max(5000),
  language,
  ...honeypot,
})

export type ContactRequest = z.input<typeof contactSchema>
export type Contact = z.output<typeof contactSchema>
