/**
 * `npm run emails:export -- --local|--remote [--out emails.csv]`: the emails table as CSV,
 * each row with its unsubscribe-and-erase URL, ready for the mailing tool's List-Unsubscribe
 * header (the same URL takes the RFC 8058 one-click POST).
 *
 * The links are signed with ERASE_TOKEN_SECRET from the environment: set it to the Worker's
 * secret for --remote. Without it, --local uses the development default.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { DEV_ERASE_SECRET, signEraseToken } from '../worker/erase-token.ts'

const args = process.argv.slice(2)
const where = args.includes('--remote') ? '--remote' : args.includes('--local') ? '--local' : null
const outIndex = args.indexOf('--out')
const out = outIndex >= 0 ? args[outIndex + 1] : undefined
if (!where) {
  console.error('usage: npm run emails:export -- --local|--remote [--out file.csv]')
  process.exit(2)
}
const secret = process.env.ERASE_TOKEN_SECRET ?? (where === '--local' ? DEV_ERASE_SECRET : undefined)
if (!secret) {
  console.error('Set ERASE_TOKEN_SECRET to the Worker secret to sign the links of a --remote export.')
  process.exit(2)
}
const siteUrl = /^SITE_URL\s*=\s*"([^"]+)"/m.exec(readFileSync('wrangler.toml', 'utf8'))?.[1]
if (!siteUrl) throw new Error('SITE_URL is missing from wrangler.toml [vars]')

interface Row {
  email: string
  source: string
  metadata: string
  created_at: string
  updated_at: string
}

const json = execFileSync(
  'npx',
  [
    'wrangler',
    'd1',
    'execute',
    'DB',
    where,
    '--json',
    '--command',
    'SELECT email, source, metadata, created_at, updated_at FROM emails ORDER BY id',
  ],
  { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 30 },
)
const rows = (JSON.parse(json) as { results: Row[] }[])[0]?.results ?? []

/** RFC 4180: every field quoted, quotes doubled. */
const csvField = (value: string) => `"${value.replace(/"/g, '""')}"`

const lines = [
  ['email', 'source', 'sources', 'created_at', 'updated_at', 'metadata', 'unsubscribe_url'].join(','),
]
for (const row of rows) {
  const metadata = JSON.parse(row.metadata) as { sources?: string[] }
  const url = new URL('/unsubscribe', siteUrl)
  url.searchParams.set('token', await signEraseToken(secret, row.email))
  lines.push(
    [
      row.email,
      row.source,
      (metadata.sources ?? []).join(' '),
      row.created_at,
      row.updated_at,
      row.metadata,
      url.href,
    ]
      .map(csvField)
      .join(','),
  )
}
const csv = `${lines.join('\r\n')}\r\n`
if (out) {
  writeFileSync(out, csv)
  console.error(`${rows.length} rows written to ${out}`)
} else {
  process.stdout.write(csv)
}
