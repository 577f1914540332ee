import { env } from 'cloudflare:workers'
import { Temporal } from '../../core/calc/temporal.ts'
import { timestamp } from '../../worker/request/clock.ts'

/**
 * The instant the Worker under test takes as now: its `TEST_NOW` binding, which vitest.config.ts
 * sets (decision 022). Every date a worker test expects is derived from it, never from the wall
 * clock, so that the tests say the same at any hour.
 */
export const now = Temporal.Instant.from(env.TEST_NOW)

/** The calendar date at `now` in a zone (UTC unless named). */
export const todayIn = (zone = 'UTC') => now.toZonedDateTimeISO(zone).toPlainDate()

/** UTC's date at `now`: the server's "today" for a request without a zone. */
export const today = todayIn('UTC')

/** Link expiry as signed links carry it: whole seconds since the epoch, `seconds` from `now`. */
export const epochSecondsFromNow = (seconds: number) => Math.floor(now.epochMilliseconds / 1000) + seconds

/** `now` as the store writes it, for tests that call the store directly. */
export const at = timestamp(now)
