/**
 * An address's turn to be sent a confirmation (decision 077): `emails.confirm_held_until`, when its
 * one held confirmation job is due. Each change is made only from the value the job read, so that
 * of two jobs that read the same turn, one changes it and the other learns it has been taken.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/d1'
import { emails } from './schema.ts'

const turnIs = (emailId: number, seen: string | null) =>
  and(
    eq(emails.id, emailId),
    seen === null ? isNull(emails.confirmHeldUntil) : eq(emails.confirmHeldUntil, seen),
  )

/** The turn as it is now: `{ until }`, or null when the address is gone. */
export async function confirmTurn(d1: D1Database, emailId: number): Promise<{ until: string | null } | null> {
  const [row] = await drizzle(d1)
    .select({ until: emails.confirmHeldUntil })
    .from(emails)
    .where(eq(emails.id, emailId))
  return row ?? null
}

/** Holds the turn until `until`, if it is still `seen`; true when this call took it. */
export async function takeConfirmTurn(
  d1: D1Database,
  emailId: number,
  seen: string | null,
  until: string,
): Promise<boolean> {
  const rows = await drizzle(d1)
    .update(emails)
    .set({ confirmHeldUntil: until })
    .where(turnIs(emailId, seen))
    .returning({ id: emails.id })
  return rows.length > 0
}

/** Clears a turn that has come and that nobody took since: no job is held for the address. */
export async function freeConfirmTurn(d1: D1Database, emailId: number, seen: string | null): Promise<void> {
  if (seen === null) return
  await drizzle(d1).update(emails).set({ confirmHeldUntil: null }).where(turnIs(emailId, seen))
}
