import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../client/i18n/messages.ts'
import { signEraseToken } from '../../worker/erase-token.ts'
import { metadataOf, post, rowCount } from './support.ts'

const today = new Date().toISOString().slice(0, 10)

describe('POST /api/signup stores exactly the fields of each source', () => {
  it('calculator_guide: cycleLength, lastPeriodDate and recomputed results', async () => {
    const res = await post('/api/signup', {
      source: 'calculator_guide',
      email: ' Calc@Example.com ',
      cycleLength: 30,
      lastPeriodDate: '2026-01-30',
    })
    expect(res.status).toBe(201)
    const body = (await res.json()) as { created: boolean; erasePath: string }
    expect(body.created).toBe(true)
    expect(body.erasePath).toMatch(/^\/unsubscribe\?token=[\w-]+\.[\w-]+$/)
    expect(await metadataOf('calc@example.com')).toEqual({
      sources: ['calculator_guide'],
      cycleLength: 30,
      lastPeriodDate: '2026-01-30',
      calculatedResults: {
        ovulationDate: '2026-02-15',
        fertileWindowStart: '2026-02-12',
        fertileWindowEnd: '2026-02-17',
        nextPeriodDate: '2026-03-01',
      },
    })
  })

  it('pregnancy_guide: cycleLength, lastPeriodDate, due date, week and trimester', async () => {
    const res = await post('/api/signup', {
      source: 'pregnancy_guide',
      email: 'preg@example.com',
      cycleLength: 28,
      lastPeriodDate: '2024-02-29',
    })
    expect(res.status).toBe(201)
    const metadata = await metadataOf('preg@example.com')
    expect(Object.keys(metadata ?? {}).sort()).toEqual([
      'calculatedResults',
      'cycleLength',
      'lastPeriodDate',
      'sources',
    ])
    expect(metadata?.calculatedResults).toMatchObject({ dueDate: '2024-12-05', currentTrimester: 3 })
  })

  it('pregnancy_guide without a date stores null results', async () => {
    await post('/api/signup', {
      source: 'pregnancy_guide',
      email: 'nodate@example.com',
      cycleLength: 28,
      lastPeriodDate: null,
    })
    expect(await metadataOf('nodate@example.com')).toEqual({
      sources: ['pregnancy_guide'],
      cycleLength: 28,
      lastPeriodDate: null,
      calculatedResults: null,
    })
  })

  it('due_date_guide: method, both dates and due date, week, gestational age', async () => {
    const res = await post('/api/signup', {
      source: 'due_date_guide',
      email: 'due@example.com',
      calculationType: 'conception',
      lastPeriodDate: null,
      conceptionDate: '2026-06-14',
    })
    expect(res.status).toBe(201)
    const metadata = await metadataOf('due@example.com')
    expect(Object.keys(metadata ?? {}).sort()).toEqual([
      'calculatedResults',
      'calculationType',
      'conceptionDate',
      'lastPeriodDate',
      'sources',
    ])
    expect(metadata?.calculatedResults).toMatchObject({ dueDate: '2027-03-07' })
    const results = metadata?.calculatedResults as { gestationalAge: string } | undefined
    expect(results?.gestationalAge).toMatch(/^\d+ weeks? and \d days?$/)
  })

  it('signup: resource, page, language and a server timestamp', async () => {
    const res = await post(
      '/api/signup',
      { source: 'signup', email: 'kit@example.com', resource: 'tracking_kit', page: '/fr', language: 'fr' },
      { language: 'fr' },
    )
    expect(res.status).toBe(201)
    const metadata = await metadataOf('kit@example.com')
    expect(metadata).toMatchObject({
      sources: ['signup'],
      resource: 'tracking_kit',
      page: '/fr',
      language: 'fr',
    })
    expect(Object.keys(metadata ?? {}).sort()).toEqual([
      'language',
      'page',
      'resource',
      'sources',
      'timestamp',
    ])
    expect(String(metadata?.timestamp).slice(0, 10)).toBe(today)
  })

  it('the server recomputes results whatever the browser claims', async () => {
    const res = await post('/api/signup', {
      source: 'calculator_guide',
      email: 'liar@example.com',
      cycleLength: 28,
      lastPeriodDate: '2026-03-01',
      calculatedResults: { ovulationDate: '1999-01-01' },
    })
    expect(res.status).toBe(400)
    expect(await metadataOf('liar@example.com')).toBeNull()
  })
})

describe('a second sign-up', () => {
  it('merges the sources and answers 200 with created: false', async () => {
    await post('/api/signup', {
      source: 'signup',
      email: 'twice@example.com',
      resource: 'tracking_kit',
      page: '/',
      language: 'en',
    })
    const res = await post('/api/signup', {
      source: 'calculator_guide',
      email: 'TWICE@example.com',
      cycleLength: 28,
      lastPeriodDate: null,
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ created: false })
    expect((await metadataOf('twice@example.com'))?.sources).toEqual(['signup', 'calculator_guide'])
  })
})

describe('POST /api/contact', () => {
  it('stores name, subject, message, timestamp and language', async () => {
    const res = await post('/api/contact', {
      name: 'Maria',
      email: 'maria@example.com',
      message: 'Bonjour',
      language: 'fr',
    })
    expect(res.status).toBe(201)
    const metadata = await metadataOf('maria@example.com')
    expect(metadata).toMatchObject({
      sources: ['contact_form'],
      name: 'Maria',
      subject: '',
      message: 'Bonjour',
      language: 'fr',
    })
  })

  it('refuses missing fields with the catalogue message', async () => {
    const res = await post('/api/contact', {
      name: '',
      email: 'x@example.com',
      message: 'hi',
      language: 'en',
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: { code: 'missing_fields', message: 'Please fill out all required fields' },
    })
  })
})

describe('refusals', () => {
  const valid = {
    source: 'signup',
    email: 'r@example.com',
    resource: 'tracking_kit',
    page: '/',
    language: 'en',
  }

  it('400 Invalid email format, in the request language', async () => {
    const en = await post('/api/signup', { ...valid, email: 'not-an-address' })
    expect(en.status).toBe(400)
    expect(await en.json()).toEqual({ error: { code: 'invalid_email', message: 'Invalid email format' } })
    const ru = await post('/api/signup', { ...valid, email: 'a@b' }, { language: 'ru-RU,ru;q=0.9' })
    expect(await ru.json()).toEqual({
      error: { code: 'invalid_email', message: messagesFor('ru')['errors.invalidEmail'] },
    })
  })

  it('413 over 16 KB', async () => {
    const res = await post('/api/signup', { ...valid, page: `/${'a'.repeat(17 * 1024)}` })
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ error: { code: 'payload_too_large' } })
  })

  it('415 for a body that is not JSON', async () => {
    const res = await post('/api/signup', 'email=r@example.com', {
      contentType: 'application/x-www-form-urlencoded',
    })
    expect(res.status).toBe(415)
    expect(await res.json()).toMatchObject({ error: { code: 'unsupported_media_type' } })
  })

  it('403 for a cross-origin request', async () => {
    const res = await post('/api/signup', valid, { origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ error: { code: 'forbidden_origin' } })
  })

  it('429 after 10 requests a minute from one client', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const res = await post(
        '/api/signup',
        { ...valid, email: `limit${i}@example.com` },
        { ip: '203.0.113.77' },
      )
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
    const res = await post('/api/signup', valid, { ip: '203.0.113.77', language: 'es' })
    expect(await res.json()).toEqual({
      error: { code: 'rate_limited', message: messagesFor('es')['errors.rateLimited'] },
    })
  })

  it('a bot that fills the honeypot is told yes and nothing is stored', async () => {
    const before = await rowCount()
    const res = await post('/api/signup', {
      ...valid,
      email: 'bot@example.com',
      website: 'https://spam.example',
    })
    expect(res.status).toBe(201)
    expect(await rowCount()).toBe(before)
  })
})

describe('when D1 is down', () => {
  it('the API answers 503 with the message, and pages still answer 200', async () => {
    await env.DB.exec('ALTER TABLE emails RENAME TO emails_offline')
    try {
      const res = await post('/api/signup', {
        source: 'signup',
        email: 'down@example.com',
        resource: 'tracking_kit',
        page: '/',
        language: 'en',
      })
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({
        error: {
          code: 'unavailable',
          message: 'Our service is temporarily unavailable. Please try again in a few minutes.',
        },
      })
      const page = await exports.default.fetch('http://localhost/fr/contact')
      expect(page.status).toBe(200)
    } finally {
      await env.DB.exec('ALTER TABLE emails_offline RENAME TO emails')
    }
  })
})

describe('the erase link', () => {
  const secret = 'development-only-erase-secret-not-for-production'
  const get = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`))
  const confirm = (path: string, body: string) =>
    exports.default.fetch(
      new Request(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      }),
    )

  it('GET shows the address and deletes nothing; the confirmation deletes once', async () => {
    const res = await post('/api/signup', {
      source: 'signup',
      email: 'erase@example.com',
      resource: 'tracking_kit',
      page: '/',
      language: 'en',
    })
    const { erasePath } = (await res.json()) as { erasePath: string }
    const page = await get(erasePath)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('erase@example.com')
    expect(await metadataOf('erase@example.com')).not.toBeNull()

    const token = new URL(erasePath, 'http://localhost').searchParams.get('token') ?? ''
    const first = await confirm('/unsubscribe', `token=${token}`)
    expect(first.status).toBe(200)
    expect(await first.text()).toContain('Your address has been removed')
    expect(await metadataOf('erase@example.com')).toBeNull()
    const second = await confirm('/unsubscribe', `token=${token}`)
    expect(second.status).toBe(410)
  })

  it('accepts the RFC 8058 one-click POST from a mail provider', async () => {
    await post('/api/signup', {
      source: 'signup',
      email: 'oneclick@example.com',
      resource: 'tracking_kit',
      page: '/',
      language: 'en',
    })
    const token = await signEraseToken(secret, 'oneclick@example.com')
    const res = await exports.default.fetch(
      new Request(`http://localhost/unsubscribe?token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(res.status).toBe(200)
    expect(await metadataOf('oneclick@example.com')).toBeNull()
  })

  it('refuses a forged or altered token', async () => {
    await post('/api/signup', {
      source: 'signup',
      email: 'keep@example.com',
      resource: 'tracking_kit',
      page: '/',
      language: 'en',
    })
    const forged = await signEraseToken('another-secret', 'keep@example.com')
    const good = await signEraseToken(secret, 'keep@example.com')
    const [address, signature] = good.split('.')
    const otherAddress = btoa('other@example.com').replace(/=+$/, '')
    for (const token of [
      forged,
      `${otherAddress}.${signature}`,
      `${address}.${signature}x`,
      `${address}`,
      '',
      '...',
    ]) {
      const res = await confirm('/fr/unsubscribe', `token=${encodeURIComponent(token)}`)
      expect(res.status, token).toBe(400)
      expect(await res.text()).toContain(messagesFor('fr')['unsubscribe.invalid'].slice(0, 20))
    }
    expect(await metadataOf('keep@example.com')).not.toBeNull()
  })
})
