/**
 * `node scripts/merge-addresses.ts --local|--remote`, run by `npm run db:migrate:*` after the SQL
 * migrations: rewrites every stored address in its canonical form (core/address.ts) and
 * merges rows that were one address spelled twice (NFC and NFD, an IDN domain and its punycode),
 * keeping the oldest row, every source, every sign-up and every message. SQL cannot normalise
 * Unicode or IDN, so this data migration is code; it is idempotent and does nothing when every
 * address is already canonical.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type AddressRecord, mergePlan } from '../db/merge-addresses.ts'
import { d1ExecuteFile, d1Query, whereFrom } from './d1.ts'

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const where = whereFrom(process.argv.slice(2), 'node scripts/merge-addresses.ts --local|--remote')
  const statements = mergePlan(d1Query<AddressRecord>(where, 'SELECT id, email, metadata FROM emails'))
  if (statements.length === 0) {
    console.log('Every stored address is in its canonical form.')
  } else {
    const file = join(mkdtempSync(join(tmpdir(), 'merge-addresses-')), 'merge.sql')
    writeFileSync(file, statements.join('\n'))
    d1ExecuteFile(where, file)
    console.log(`Addresses made canonical: ${statements.length} statements applied.`)
  }
}
