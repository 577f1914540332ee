/**
 * An address's line of confirmations (decision 077). A confirmation is never dropped by the resend
 * limits, or a stranger's sign-ups could use up the owner's (decision 024), and each different
 * request gets its own, showing its data (decision 051). The sign-ups waiting for one are served
 * oldest first, one per window of the limits, each by its own job, so no request made later can
 * go before an earlier one. While any waits, the address's turn is held by one job on the queue,
 * due when the next window frees; any other confirmation job of the address that comes before
 * then is dropped, because the held one serves whoever waits when it wakes.
 */
import { Temporal } from '../../core/calc/temporal.ts'
import { confirmTurn, takeConfirmTurn } from '../../db/confirm-turn.ts'
import { skipMail } from '../../db/mail-log.ts'
import { type AddressRow, type SignupRow, waitingSignups } from '../../db/subscribers.ts'
import { timestamp } from '../request/clock.ts'
import { type ComposeContext, confirmExpiry } from './compose.tsx'
import { claimOf, type MailJob } from './jobs.ts'
import { sameRequest } from './request-summary.ts'

/**
 * A held job may wake a little before its time by the Worker's clock (the queue keeps its own): its
 * turn counts as come a minute early, so that it never finds its own hold in its way.
 */
const EARLY = { seconds: 60 }

/** Whether a job of the address is held for a window still to come (`until` is the turn, decision 077). */
export const heldBeyond = (until: string | null, now: Temporal.Instant) =>
  until !== null && Temporal.Instant.compare(Temporal.Instant.from(until), now.add(EARLY)) > 0

export const confirmJob = (signup: SignupRow): MailJob => ({ kind: 'confirm', signupId: signup.id })

/** Logs a sign-up's confirmation as deliberately not sent, which takes it out of the line for good. */
const skip = ({ env, now }: ComposeContext, signup: SignupRow, reason: string) =>
  skipMail(env.DB, claimOf(confirmJob(signup), signup.emailId, timestamp(now)), reason)

/**
 * The address's line: its sign-ups waiting for a confirmation, oldest first. One whose link expired
 * while it waited is logged `skipped` and left out, so that no mail carries a dead link.
 */
export async function lineOf(context: ComposeContext, address: AddressRow): Promise<SignupRow[]> {
  const line: SignupRow[] = []
  for (const signup of await waitingSignups(context.env.DB, address.id)) {
    if (Temporal.Instant.compare(context.now, confirmExpiry(signup)) >= 0)
      await skip(context, signup, 'expired while held')
    else line.push(signup)
  }
  return line
}

/**
 * The line once `sent`, its first, has been mailed. The same request made again before it was sent
 * (same source, fields, language and zone) is covered by it and logged `skipped`: a burst of one
 * request yields one mail, at the place of its first making.
 */
export async function lineAfter(
  context: ComposeContext,
  sent: SignupRow,
  line: readonly SignupRow[],
): Promise<SignupRow[]> {
  const rest: SignupRow[] = []
  for (const signup of line) {
    if (signup.id === sent.id) continue
    if (sameRequest(signup, sent))
      await skip(context, signup, 'covered by a confirmation of the same request')
    else rest.push(signup)
  }
  return rest
}

/**
 * Hands the address's turn to `next`, the first of the line: its job is queued `delaySeconds` from
 * now and the turn held until then. 'dropped' when another job took the turn first and holds it for
 * a window still to come; that job serves the line.
 */
export async function passTurn(
  context: ComposeContext,
  address: AddressRow,
  next: SignupRow,
  delaySeconds: number,
  later: (job: MailJob, delaySeconds: number) => Promise<void>,
): Promise<'held' | 'dropped'> {
  const d1 = context.env.DB
  const until = timestamp(context.now.add({ seconds: delaySeconds }))
  // Queued before the turn names it, so the turn never waits for a job that is not there. A job
  // queued here whose turn another takes finds that turn held when it wakes, and is dropped.
  await later(confirmJob(next), delaySeconds)
  let seen = address.confirmHeldUntil
  while (!(await takeConfirmTurn(d1, address.id, seen, until))) {
    const turn = await confirmTurn(d1, address.id)
    if (!turn || heldBeyond(turn.until, context.now)) return 'dropped'
    seen = turn.until
  }
  return 'held'
}
