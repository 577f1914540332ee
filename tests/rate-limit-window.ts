import { RATE_LIMIT_PERIOD_SECONDS } from '../worker/api/rate-limit-period.ts'

/** Long enough for a test's dozen requests to the limiter on a busy machine, with room to spare. */
const RATE_LIMIT_ROOM_MS = 20_000
/** A test that waits for a fresh window may wait this long, and a little more for its own requests. */
export const RATE_LIMIT_TEST_TIMEOUT_MS = 60_000

/**
 * Waits, when needed, until the local rate limiter's window has room for a whole test. Miniflare
 * counts each client's requests in windows aligned to the wall clock (`floor(now / period)`), so
 * twelve requests that straddle the turn of a minute start counting again from zero halfway: the
 * test would see 202 where the limit says 429. The clock is read here only to schedule the
 * requests; nothing a test asserts depends on it.
 */
export async function freshRateLimitWindow(): Promise<void> {
  const period = RATE_LIMIT_PERIOD_SECONDS * 1000
  const left = period - (Date.now() % period)
  if (left < RATE_LIMIT_ROOM_MS) await new Promise((resolve) => setTimeout(resolve, left + 250))
}
