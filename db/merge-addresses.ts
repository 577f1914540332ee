/**
 * The data migration to canonical addresses (scripts/merge-addresses.ts runs it): SQL cannot
 * normalise Unicode or IDN, so the plan is computed here and applied as SQL.
 */
import { canonicalAddress } from '../core/address.ts'
import { sqlText } from './sql-text.ts'

export interface AddressRecord {
  id: number
  email: string
  metadata: string
}

type Metadata = { sources?: string[] } & Record<string, unknown>

/** The statements that make every address canonical, merging duplicates into their oldest row. */
export function mergePlan(rows: readonly AddressRecord[]): string[] {
  const groups = new Map<string, AddressRecord[]>()
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const canonical = canonicalAddress(row.email)
    if (canonical === null) continue
    groups.set(canonical, [...(groups.get(canonical) ?? []), row])
  }
  const statements: string[] = []
  for (const [canonical, [keeper, ...others]] of groups) {
    if (!keeper || (others.length === 0 && keeper.email === canonical)) continue
    // Newer rows' fields fill in and update the oldest's; sources are the union, in order of arrival.
    const merged: Metadata = { sources: [] }
    for (const row of [keeper, ...others]) {
      const metadata = JSON.parse(row.metadata) as Metadata
      const sources = [...(merged.sources ?? []), ...(metadata.sources ?? [])]
      Object.assign(merged, metadata, { sources: [...new Set(sources)] })
    }
    for (const other of others) {
      for (const table of ['signups', 'contact_messages', 'mail_log']) {
        statements.push(`UPDATE ${table} SET email_id = ${keeper.id} WHERE email_id = ${other.id};`)
      }
      statements.push(`DELETE FROM emails WHERE id = ${other.id};`)
    }
    statements.push(
      `UPDATE emails SET email = ${sqlText(canonical)}, metadata = ${sqlText(JSON.stringify(merged))}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ${keeper.id};`,
    )
  }
  return statements
}
