/** D1 failures worth another try: the statement is idempotent, so repeating it is safe. */
const TRANSIENT =
  /network connection lost|connection reset|reset because its code was updated|storage caused object to be reset|internal error|timed? ?out|overloaded|try again/i

/**
 * The D1 error under Drizzle's wrapper. Drizzle's own message repeats the query and its
 * parameters (an address), so only the root cause ever leaves this module.
 */
function rootCause(error: unknown): unknown {
  let current = error
  while (current instanceof Error && current.cause !== undefined) current = current.cause
  return current
}

export function isTransientD1Error(error: unknown): boolean {
  return (
    error instanceof Error &&
    TRANSIENT.test(error.message) &&
    !/constraint|no such|syntax/i.test(error.message)
  )
}

export interface RetryOptions {
  attempts?: number
  /** Milliseconds before retry n (1-based); injected so tests need not wait. */
  backoff?: (attempt: number) => number
}

const defaultBackoff = (attempt: number) => 40 * 2 ** (attempt - 1) + Math.random() * 20

export async function withRetry<T>(
  run: () => Promise<T>,
  { attempts = 4, backoff = defaultBackoff }: RetryOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (wrapped) {
      const error = rootCause(wrapped)
      if (attempt >= attempts || !isTransientD1Error(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, backoff(attempt)))
    }
  }
}
