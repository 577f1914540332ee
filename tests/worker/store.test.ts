import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { FieldValue } from '../../db/subscribers.ts'
import { confirmSignup, eraseAddress, findSignup, recordSignup } from '../../db/subscribers.ts'
import { newRowSecret } from '../../worker/links/signed-links.ts'
import { at } from './clock.ts'

interface Row {
  id: number
  status: string
  secret: string
  email: string
  source: string
  metadata: string
  revision: number
  created_at: string
  updated_at: string
}

async function rowFor(email: string) {
  const row = await env.DB.prepare('SELECT * FROM emails WHERE email = ?').bind(email).first<Row>()
  return row && { ...row, metadata: JSON.parse(row.metadata) as Record<string, unknown> }
}

/**
 * The real local D1, with failures injected into the next statements' execution: what a
 * dropped connection to D1 looks like to the code above it.
 */
function failingD1(db: D1Database, failures: Error[]): { db: D1Database; calls: () => number } {
  let calls = 0
  const wrapStatement = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver)
        if (typeof value !== 'function') return value
        if (key === 'bind') return (...args: unknown[]) => wrapStatement(value.apply(target, args))
        if (['all', 'raw', 'run', 'first'].includes(String(key))) {
          return (...args: unknown[]) => {
            calls++
            const failure = failures.shift()
            return failure ? Promise.reject(failure) : value.apply(target, args)
          }
        }
        return value.bind(target)
      },
    })
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver)
      if (key === 'prepare') return (query: string) => wrapStatement(target.prepare(query))
      if (key === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          calls++
          const failure = failures.shift()
          return failure ? Promise.reject(failure) : target.batch(statements)
        }
      }
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { db: proxy, calls: () => calls }
}

const signup = (email: string, source: string, fields: Record<string, FieldValue>, locale = 'en') => ({
  email,
  source,
  fields,
  locale,
  timeZone: null,
  secret: newRowSecret(),
  at,
  consent: { text: 'I agree that what I send is kept to send me what I asked for.' },
})

async function confirm(signupId: number) {
  const row = await findSignup(env.DB, signupId)
  if (!row) throw new Error('no sign-up')
  return confirmSignup(env.DB, row, at)
}

describe('recordSignup', () => {
  it('stores a new address as pending, with its own secret, and the sign-up beside it', async () => {
    const { signupId } = await recordSignup(
      env.DB,
      signup('ada@example.com', 'calculator_guide', { cycleLength: 28, lastPeriodDate: '2026-11-01' }),
    )
    const row = await rowFor('ada@example.com')
    expect(row).toMatchObject({ status: 'pending', source: 'calculator_guide', metadata: { sources: [] } })
    expect(row?.secret).toMatch(/^[0-9a-f]{32}$/)
    // The Worker's clock, in the same text as SQLite's own strftime default.
    expect(row?.created_at).toBe(at)
    expect(row?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(await findSignup(env.DB, signupId)).toMatchObject({
      emailId: row?.id,
      source: 'calculator_guide',
      fields: JSON.stringify({ cycleLength: 28, lastPeriodDate: '2026-11-01' }),
      confirmedAt: null,
    })
  })

  it('leaves an existing address untouched: its secret, its data and its status', async () => {
    const first = await recordSignup(
      env.DB,
      signup('same@example.com', 'signup', { resource: 'tracking_kit' }),
    )
    await confirm(first.signupId)
    const before = await rowFor('same@example.com')
    await recordSignup(env.DB, signup('same@example.com', 'pregnancy_guide', { cycleLength: 30 }))
    expect(await rowFor('same@example.com')).toEqual(before)
  })

  it('keeps every one of 200 concurrent sign-ups for 20 addresses', async () => {
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        recordSignup(env.DB, signup(`race${i % 20}@example.com`, 'signup', { n: i })),
      ),
    )
    const counts = await env.DB.prepare(
      "SELECT count(DISTINCT e.id) AS addresses, count(s.id) AS signups FROM emails e JOIN signups s ON s.email_id = e.id WHERE e.email LIKE 'race%'",
    ).first()
    expect(counts).toEqual({ addresses: 20, signups: 200 })
  })

  it('retries a transient D1 failure and succeeds', async () => {
    const flaky = failingD1(env.DB, [
      new Error('D1_ERROR: Network connection lost.'),
      new Error('D1_ERROR: internal error'),
    ])
    await recordSignup(flaky.db, signup('retry@example.com', 'signup', {}), { backoff: () => 1 })
    expect(flaky.calls()).toBe(3)
    expect(await rowFor('retry@example.com')).not.toBeNull()
  })

  it('reports a permanent failure without retrying', async () => {
    const broken = failingD1(env.DB, [new Error('D1_ERROR: no such table: emails')])
    await expect(
      recordSignup(broken.db, signup('perm@example.com', 'signup', {}), { backoff: () => 1 }),
    ).rejects.toThrow('no such table')
    expect(broken.calls()).toBe(1)
  })

  it('gives up after the last attempt', async () => {
    const lost = () => new Error('D1_ERROR: Network connection lost.')
    const down = failingD1(env.DB, [lost(), lost(), lost(), lost(), lost()])
    await expect(
      recordSignup(down.db, signup('down@example.com', 'signup', {}), { backoff: () => 1 }),
    ).rejects.toThrow('Network connection lost')
    expect(down.calls()).toBe(4)
    expect(await rowFor('down@example.com')).toBeNull()
  })
})

describe('confirmSignup', () => {
  it('merges confirmed sign-ups: sources without duplicates, fields replaced, nulls kept, once each', async () => {
    const a = await recordSignup(
      env.DB,
      signup('b@example.com', 'signup', { resource: 'tracking_kit', page: '/' }),
    )
    const b = await recordSignup(
      env.DB,
      signup(
        'B@example.com'.toLowerCase(),
        'pregnancy_guide',
        { cycleLength: 30, lastPeriodDate: null, page: '/fr' },
        'fr',
      ),
    )
    const c = await recordSignup(env.DB, signup('b@example.com', 'signup', { resource: 'calendar' }))
    expect(await confirm(a.signupId)).toBe(true)
    expect(await confirm(b.signupId)).toBe(true)
    expect(await confirm(c.signupId)).toBe(true)
    expect(await confirm(c.signupId)).toBe(false)
    const row = await rowFor('b@example.com')
    expect(row).toMatchObject({ status: 'confirmed', revision: 3 })
    expect(row?.metadata).toEqual({
      sources: ['signup', 'pregnancy_guide'],
      resource: 'calendar',
      page: '/fr',
      cycleLength: 30,
      lastPeriodDate: null,
    })
  })
})

describe('eraseAddress', () => {
  it('deletes the row and what hangs from it, once', async () => {
    await recordSignup(env.DB, signup('gone@example.com', 'signup', {}))
    const row = await rowFor('gone@example.com')
    expect(await eraseAddress(env.DB, row?.id ?? 0)).toBe(true)
    expect(await eraseAddress(env.DB, row?.id ?? 0)).toBe(false)
    expect(await rowFor('gone@example.com')).toBeNull()
    const left = await env.DB.prepare('SELECT count(*) AS n FROM signups WHERE email_id = ?')
      .bind(row?.id)
      .first()
    expect(left).toEqual({ n: 0 })
  })
})
