import { execFileSync } from 'node:child_process'

/** Reads the local D1 that wrangler dev serves, as an operator would, through wrangler itself. */
export function queryLocalD1<T>(sql: string): T[] {
  const out = execFileSync(
    'npx',
    ['wrangler', 'd1', 'execute', 'DB', '--local', '--json', '--command', sql],
    {
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  )
  const [first] = JSON.parse(out) as { results: T[] }[]
  return first?.results ?? []
}

export function storedMetadata(email: string): Record<string, unknown> | null {
  if (!/^[\w.+-]+@[\w.-]+$/.test(email)) throw new Error('test addresses only')
  const [row] = queryLocalD1<{ metadata: string }>(`SELECT metadata FROM emails WHERE email = '${email}'`)
  return row ? (JSON.parse(row.metadata) as Record<string, unknown>) : null
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

const testAddress = (email: string) => {
  if (!/^[\w.+-]+@[\w.-]+$/.test(email)) throw new Error('test addresses only')
  return email
}

/** The newest sign-up stored for an address, unconfirmed or not: its source and its fields. */
export function latestSignup(email: string): Record<string, unknown> | null {
  const [row] = queryLocalD1<{ source: string; fields: string }>(
    `SELECT s.source, s.fields FROM signups s JOIN emails e ON e.id = s.email_id
     WHERE e.email = '${testAddress(email)}' ORDER BY s.id DESC LIMIT 1`,
  )
  return row ? { source: row.source, ...(JSON.parse(row.fields) as Record<string, unknown>) } : null
}

/** The newest contact message stored for an address. */
export function latestContact(email: string): Record<string, unknown> | null {
  const [row] = queryLocalD1<Record<string, unknown>>(
    `SELECT m.name, m.subject, m.message, m.language FROM contact_messages m JOIN emails e ON e.id = m.email_id
     WHERE e.email = '${testAddress(email)}' ORDER BY m.id DESC LIMIT 1`,
  )
  return row ?? null
}
