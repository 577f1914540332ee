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

/**
 * The sign-ups waiting for a confirmation that an address keeps (decision 077): its oldest and its
 * newest, the rest deleted when a sign-up comes. A burst of requests before one cannot keep it out,
 * and a burst after it cannot push it out. Served oldest first at 3 a day, the line's last is mailed
 * with at least a day of its link left: 3 × (7 − 1) = 18 places.
 */
const WAITING_PLACES = RESEND_LIMITS[1].max * (CONFIRM_DAYS - 1)
export const WAITING_KEPT = { oldest: WAITING_PLACES / 2, newest: WAITING_PLACES / 2 } as const

/** The figures the thank-you's `signup.delay` names, from the limits themselves. */
export const confirmationDelay = {
  minutes: RESEND_LIMITS[0].minutes,
  perDay: RESEND_LIMITS[1].max,
  days: CONFIRM_DAYS,
} as const
