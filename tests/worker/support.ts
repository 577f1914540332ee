import { env, exports } from 'cloudflare:workers'
import { onTestFinished } from 'vitest'
import { RUSSIAN_STORAGE_VAR } from '../../core/personal-data-storage.ts'

/**
 * The count of client addresses handed out, kept on the isolate rather than in this module: the
 * clock tier loads the test files afresh for each instant (tests/clock/worker-dates.test.ts), and
 * the rate limiter, which counts in real minutes, must see a new client each time.
 */
const clients = globalThis as { testClientCount?: number }

/** A fresh client address per request unless one is given: the API's rate limit is per client. */
export function clientIp(): string {
  const next = (clients.testClientCount ?? 0) + 1
  clients.testClientCount = next
  return `198.51.${Math.floor(next / 250) % 250}.${next % 250}`
}

export interface PostOptions {
  ip?: string
  origin?: string
  contentType?: string
  language?: string
}

export function post(path: string, body: unknown, options: PostOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': options.contentType ?? 'application/json',
    'cf-connecting-ip': options.ip ?? clientIp(),
    origin: options.origin ?? 'http://localhost',
  }
  if (options.language) headers['accept-language'] = options.language
  return exports.default.fetch(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    }),
  )
}

export async function rowCount(): Promise<number> {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM emails').first<{ n: number }>()
  return row?.n ?? 0
}

export async function metadataOf(email: string): Promise<Record<string, unknown> | null> {
  const row = await env.DB.prepare('SELECT metadata FROM emails WHERE email = ?')
    .bind(email)
    .first<{ metadata: string }>()
  return row ? (JSON.parse(row.metadata) as Record<string, unknown>) : null
}

/** Every table a submission can write to: a refused request must leave all of them as they were. */
export async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of ['emails', 'signups', 'contact_messages']) {
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>()
    counts[table] = row?.n ?? 0
  }
  return counts
}

export async function addressRow(email: string) {
  return env.DB.prepare('SELECT * FROM emails WHERE email = ?')
    .bind(email)
    .first<{ id: number; email: string; status: string; secret: string; metadata: string; locale: string }>()
}

/** The sign-ups stored for an address, oldest first, with their fields parsed. */
export async function signupsOf(email: string) {
  const { results } = await env.DB.prepare(
    'SELECT s.* FROM signups s JOIN emails e ON e.id = s.email_id WHERE e.email = ? ORDER BY s.id',
  )
    .bind(email)
    .all<{
      id: number
      source: string
      fields: string
      locale: string
      time_zone: string | null
      confirmed_at: string | null
    }>()
  return results.map((row) => ({ ...row, fields: JSON.parse(row.fields) as Record<string, unknown> }))
}

export function postForm(path: string, body: string, options: PostOptions = {}): Promise<Response> {
  return post(path, body, { contentType: 'application/x-www-form-urlencoded', ...options })
}

/**
 * Runs `run` with a fresh client address until its requests provably fell in one window of the
 * rate limiter, and returns what it saw. Miniflare counts in windows aligned to the wall clock,
 * so requests that straddle the turn of a minute start counting from zero halfway. Without
 * reading any clock: a sentinel client uses up its allowance before the run; if it is still
 * refused after, no window turned in between. A run a window cut in two is done again, whole.
 */
export async function inOneRateLimitWindow<T>(run: (ip: string) => Promise<T>): Promise<T> {
  const limited = async (key: string) => !(await env.API_RATE_LIMITER.limit({ key })).success
  for (let attempt = 0; attempt < 3; attempt++) {
    const sentinel = `window-sentinel-${crypto.randomUUID()}`
    for (let i = 0; i < 100 && !(await limited(sentinel)); i++) {}
    const seen = await run(clientIp())
    if (await limited(sentinel)) return seen
  }
  throw new Error('the rate limiter’s window turned during each of three runs')
}

/** A name for the Russian edition's storage in Russia, as an operator would set it: the tests' own. */
export const TEST_RUSSIAN_STORAGE = 'Worker tests storage, Moscow'

/**
 * Names storage in Russia (`RU_DATA_STORAGE`, decision 068) for the rest of the running test, and
 * restores the binding as it was when the test ends, passed or failed: until it is named, the
 * Russian edition keeps no personal data, and a Russian submission is refused with 403.
 */
export function withRussianStorage(value: string = TEST_RUSSIAN_STORAGE): void {
  const vars = env as unknown as Record<typeof RUSSIAN_STORAGE_VAR, string>
  const before = vars[RUSSIAN_STORAGE_VAR]
  vars[RUSSIAN_STORAGE_VAR] = value
  onTestFinished(() => {
    vars[RUSSIAN_STORAGE_VAR] = before
  })
}

/** A text as React writes it in the page's HTML: `&`, `<`, `>`, `"` and `'` as entities. */
export const escaped = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
