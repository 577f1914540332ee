/**
 * The limits on mail to an address nobody has proved to own yet, shared by the Worker that
 * applies them and the sign-up's thank-you that tells the visitor about them (decisions 024, 051).
 */

/** How long a confirmation link works (issue 10), counted from the sign-up. */
export const CONFIRM_DAYS = 7

/** At most one confirmation (or acknowledgement) per address per 10 minutes, and 3 a day. */
export const RESEND_LIMITS = [
  { minutes: 10, max: 1 },
  { minutes: 24 * 60, max: 3 },
] as const

/** The figures the thank-you's `signup.delay` names, from the limits themselves. */
export const confirmationDelay = {
  minutes: RESEND_LIMITS[0].minutes,
  perDay: RESEND_LIMITS[1].max,
  days: CONFIRM_DAYS,
} as const
