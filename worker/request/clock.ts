import type { Context, MiddlewareHandler } from 'hono'
import { Temporal } from '../../client/calc/temporal.ts'

/**
 * The Worker's one clock (decision 022). Every "now" and "today" the Worker uses comes from here:
 * read once per request, per queue batch or per cron run, and passed down.
 *
 * A test run fixes it with the `TEST_NOW` binding (an ISO instant): Vitest's worker tier gives
 * it through Miniflare, the end-to-end server through `wrangler dev --var`. Nothing a request
 * carries can set it, and no configuration that is deployed defines it (a unit test reads
 * `wrangler.toml` to keep it that way).
 */
export function workerNow(env: Cloudflare.Env): Temporal.Instant {
  const fixed = (env as { TEST_NOW?: unknown }).TEST_NOW
  if (typeof fixed !== 'string' || fixed === '') return Temporal.Now.instant()
  return fixedInstant(fixed)
}

/** The fixed instant last read, parsed once: a test server answers thousands of requests at it. */
let lastFixed: { text: string; instant: Temporal.Instant } | null = null

function fixedInstant(text: string): Temporal.Instant {
  if (lastFixed?.text !== text) {
    // A malformed value throws: a test run at the wrong instant must not pass as one at the right one.
    lastFixed = { text, instant: Temporal.Instant.from(text) }
  }
  return lastFixed.instant
}

/** The Worker's Hono environment: its bindings, and the request's instant. */
export interface WorkerEnv {
  Bindings: Cloudflare.Env
  Variables: { now: Temporal.Instant }
}

/** A request's context in that environment: what every handler of the Worker takes. */
export type AppContext = Context<WorkerEnv>

/** Reads the clock once for the request; handlers take `c.var.now`. */
export const readClock: MiddlewareHandler<WorkerEnv> = async (c, next) => {
  c.set('now', workerNow(c.env))
  await next()
}

/**
 * An instant as D1 stores it: the same text SQLite's `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`
 * writes, so that stored timestamps from either source compare in order.
 */
export const timestamp = (instant: Temporal.Instant): string =>
  instant.toString({ fractionalSecondDigits: 3 })
