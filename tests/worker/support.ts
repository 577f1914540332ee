import { env, exports } from 'cloudflare:workers'

let nextClient = 0
/** A fresh client address per request unless one is given: the API's rate limit is per client. */
export function clientIp(): string {
  nextClient++
  return `198.51.${Math.floor(nextClient / 250) % 250}.${nextClient % 250}`
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
