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
