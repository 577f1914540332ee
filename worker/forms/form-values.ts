import type { AppContext } from '../request/clock.ts'

/**
 * The text fields of a posted form, or null when the body cannot be read as the form its
 * Content-Type names (a truncated or forged multipart body): a refusal, never a 500.
 */
export async function formValues(c: AppContext): Promise<Record<string, string> | null> {
  try {
    const body = await c.req.parseBody()
    return Object.fromEntries(
      Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
  } catch {
    return null
  }
}
