import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { eraseEmail, saveEmail } from '../../db/save-email.ts'

interface Row {
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
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { db: proxy, calls: () => calls }
}

describe('saveEmail', () => {
  it('inserts a new address trimmed and lowercased, with its source and fields', async () => {
    const result = await saveEmail(env.DB, {
      email: '  Ada@Example.COM ',
      source: 'calculator_guide',
      fields: {
        cycleLength: 28,
        lastPeriodDate: '2026-11-01',
        calculatedResults: { ovulationDate: '2026-11-15' },
      },
    })
    expect(result).toEqual({ created: true })
    const row = await rowFor('ada@example.com')
    expect(row?.source).toBe('calculator_guide')
    expect(row?.metadata).toEqual({
      sources: ['calculator_guide'],
      cycleLength: 28,
      lastPeriodDate: '2026-11-01',
      calculatedResults: { ovulationDate: '2026-11-15' },
    })
    expect(row?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  })

  it('merges a second sign-up: sources without duplicates, fields replaced, nulls kept', async () => {
    await saveEmail(env.DB, {
      email: 'b@example.com',
      source: 'signup',
      fields: { resource: 'tracking_kit', page: '/' },
    })
    const second = await saveEmail(env.DB, {
      email: 'B@example.com',
      source: 'pregnancy_guide',
      fields: { cycleLength: 30, lastPeriodDate: null, page: '/fr' },
    })
    const third = await saveEmail(env.DB, {
      email: 'b@example.com',
      source: 'signup',
      fields: { resource: 'calendar' },
    })
    expect(second).toEqual({ created: false })
    expect(third).toEqual({ created: false })
    const row = await rowFor('b@example.com')
    expect(row?.source).toBe('signup')
    expect(row?.revision).toBe(2)
    expect(row?.metadata).toEqual({
      sources: ['signup', 'pregnancy_guide'],
      resource: 'calendar',
      page: '/fr',
      cycleLength: 30,
      lastPeriodDate: null,
    })
    expect(row && row.updated_at >= row.created_at).toBe(true)
  })

  it('keeps every source of 200 concurrent sign-ups for 20 addresses', async () => {
    const sources = ['calculator_guide', 'pregnancy_guide', 'due_date_guide', 'signup', 'contact_form']
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        saveEmail(env.DB, {
          email: `race${i % 20}@example.com`,
          source: sources[i % 5] ?? 'signup',
          fields: { n: i },
        }),
      ),
    )
    expect(results.filter((r) => r.created)).toHaveLength(20)
    const rows = await env.DB.prepare("SELECT metadata FROM emails WHERE email LIKE 'race%'").all<{
      metadata: string
    }>()
    expect(rows.results).toHaveLength(20)
    for (const row of rows.results) {
      const { sources: stored } = JSON.parse(row.metadata) as { sources: string[] }
      // Address k gets indexes k, k+20, …: sources k % 5 only, since 20 is a multiple of 5.
      expect(stored).toHaveLength(1)
    }
  })

  it('retries a transient D1 failure and succeeds', async () => {
    const flaky = failingD1(env.DB, [
      new Error('D1_ERROR: Network connection lost.'),
      new Error('D1_ERROR: internal error'),
    ])
    const result = await saveEmail(
      flaky.db,
      { email: 'retry@example.com', source: 'signup', fields: {} },
      { backoff: () => 1 },
    )
    expect(result).toEqual({ created: true })
    expect(flaky.calls()).toBe(3)
    expect(await rowFor('retry@example.com')).not.toBeNull()
  })

  it('reports a permanent failure without retrying', async () => {
    const broken = failingD1(env.DB, [new Error('D1_ERROR: no such table: emails')])
    await expect(
      saveEmail(broken.db, { email: 'perm@example.com', source: 'signup', fields: {} }, { backoff: () => 1 }),
    ).rejects.toThrow('no such table')
    expect(broken.calls()).toBe(1)
  })

  it('gives up after the last attempt', async () => {
    const lost = () => new Error('D1_ERROR: Network connection lost.')
    const down = failingD1(env.DB, [lost(), lost(), lost(), lost(), lost()])
    await expect(
      saveEmail(down.db, { email: 'down@example.com', source: 'signup', fields: {} }, { backoff: () => 1 }),
    ).rejects.toThrow('Network connection lost')
    expect(down.calls()).toBe(4)
    expect(await rowFor('down@example.com')).toBeNull()
  })
})

describe('eraseEmail', () => {
  it('deletes the row once', async () => {
    await saveEmail(env.DB, { email: 'gone@example.com', source: 'signup', fields: {} })
    expect(await eraseEmail(env.DB, 'GONE@example.com')).toBe(true)
    expect(await eraseEmail(env.DB, 'gone@example.com')).toBe(false)
    expect(await rowFor('gone@example.com')).toBeNull()
  })
})
