/**
 * `npm run emails:export -- --local|--remote [--out emails.csv]`: the address table as CSV,
 * each row with its status and its own unsubscribe-and-erase URL (the same URL takes the
 * RFC 8058 one-click POST). The links are signed with LINK_SECRET from the environment: set it
 * to the Worker's secret for --remote. Without it, --local uses this machine's own key in
 * `.dev.vars` (scripts/dev-vars.ts), the one `npm start` serves with.
 */
import { writeFileSync } from 'node:fs'
import { isLocale } from '../core/i18n/locales.ts'
import { linkUrl, signLink } from '../worker/links/signed-links.ts'
import { d1Query, whereFrom, wranglerVar } from './d1.ts'
import { localLinkSecret } from './dev-vars.ts'

const args = process.argv.slice(2)
const where = whereFrom(args, 'npm run emails:export -- --local|--remote [--out file.csv]')
const outIndex = args.indexOf('--out')
const out = outIndex >= 0 ? args[outIndex + 1] : undefined
const secret = process.env.LINK_SECRET ?? (where === '--local' ? localLinkSecret() : undefined)
if (!secret) {
  console.error(
    where === '--local'
      ? 'No LINK_SECRET in .dev.vars: run `npm start` once, or set LINK_SECRET.'
      : 'Set LINK_SECRET to the Worker secret to sign the links of a --remote export.',
  )
  process.exit(2)
}
const siteUrl = wranglerVar('SITE_URL')

interface Row {
  id: number
  email: string
  source: string
  status: string
  locale: string
  secret: string
  metadata: string
  created_at: string
  updated_at: string
}

const rows = d1Query<Row>(
  where,
  'SELECT id, email, source, status, locale, secret, metadata, created_at, updated_at FROM emails ORDER BY id',
)

/** RFC 4180: every field quoted, quotes doubled. */
const csvField = (value: string) => `"${value.replace(/"/g, '""')}"`

const lines = [
  ['email', 'status', 'source', 'sources', 'created_at', 'updated_at', 'metadata', 'unsubscribe_url'].join(
    ',',
  ),
]
for (const row of rows) {
  const metadata = JSON.parse(row.metadata) as { sources?: string[] }
  const token = await signLink(secret, row.secret, {
    purpose: 'unsubscribe',
    emailId: row.id,
    ref: 0,
    expires: 0,
  })
  lines.push(
    [
      row.email,
      row.status,
      row.source,
      (metadata.sources ?? []).join(' '),
      row.created_at,
      row.updated_at,
      row.metadata,
      linkUrl(siteUrl, isLocale(row.locale) ? row.locale : 'en', 'unsubscribe', token),
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
