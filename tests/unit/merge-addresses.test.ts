import { describe, expect, it } from 'vitest'
import { mergePlan } from '../../db/merge-addresses.ts'

const row = (id: number, email: string, metadata: object) => ({
  id,
  email,
  metadata: JSON.stringify(metadata),
})

describe('mergePlan (the data migration to canonical addresses)', () => {
  it('does nothing when every address is canonical', () => {
    expect(mergePlan([row(1, 'a@example.com', { sources: ['signup'] })])).toEqual([])
  })

  it('merges NFD and punycode spellings into the oldest row, keeping every source and message', () => {
    const plan = mergePlan([
      row(3, 'zoe\u0308@xn--exmple-cua.test', { sources: ['contact_form'], name: 'Zoë' }),
      row(1, 'zoë@exämple.test', { sources: ['signup'], resource: 'tracking_kit' }),
      row(2, 'other@example.com', { sources: ['signup'] }),
    ])
    expect(plan).toEqual([
      'UPDATE signups SET email_id = 1 WHERE email_id = 3;',
      'UPDATE contact_messages SET email_id = 1 WHERE email_id = 3;',
      'UPDATE mail_log SET email_id = 1 WHERE email_id = 3;',
      'DELETE FROM emails WHERE id = 3;',
      `UPDATE emails SET email = 'zoë@xn--exmple-cua.test', metadata = '${JSON.stringify({
        sources: ['signup', 'contact_form'],
        resource: 'tracking_kit',
        name: 'Zoë',
      })}', updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1;`,
    ])
  })

  it('leaves an address that has no canonical form for the operator to see, untouched', () => {
    expect(mergePlan([row(1, 'a\u200b@example.com', { sources: [] })])).toEqual([])
  })
})
