import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { Temporal } from '../../core/calc/temporal.ts'
import { type Signup, signupSchema } from '../../worker/api/schemas.ts'
import { signupDateProblem } from '../../worker/api/submissions.ts'
import { now, today, todayIn } from './clock.ts'
import {
  addressRow,
  clientIp,
  inOneRateLimitWindow,
  metadataOf,
  post,
  signupsOf,
  tableCounts,
} from './support.ts'

const daysAgo = (n: number) => today.subtract({ days: n }).toString()

describe('POST /api/signup stores the sign-up as submitted, unconfirmed', () => {
  it('calculator_guide: cycleLength, lastPeriodDate and results recomputed on the server', async () => {
    const lmp = daysAgo(10)
    const res = await post('/api/signup', {
      source: 'calculator_guide',
      consent: true,
      email: ' Calc@Example.com ',
      cycleLength: 30,
      lastPeriodDate: lmp,
    })
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({ status: 'pending' })
    const address = await addressRow('calc@example.com')
    expect(address?.status).toBe('pending')
    // Nothing reaches the address's data before its owner confirms.
    expect(await metadataOf('calc@example.com')).toEqual({ sources: [] })
    const [signup] = await signupsOf('calc@example.com')
    const d = (n: number) => Temporal.PlainDate.from(lmp).add({ days: n }).toString()
    expect(signup?.fields).toEqual({
      cycleLength: 30,
      lastPeriodDate: lmp,
      calculatedResults: {
        ovulationDate: d(16),
        // Issue 46: ovulation − 5 through ovulation + 1.
        fertileWindowStart: d(11),
        fertileWindowEnd: d(17),
        nextPeriodDate: d(30),
      },
    })
    expect(signup?.confirmed_at).toBeNull()
  })

  it('pregnancy_guide: the due date, week and trimester, and the browser zone', async () => {
    const lmp = daysAgo(100)
    await post('/api/signup', {
      source: 'pregnancy_guide',
      consent: true,
      email: 'preg@example.com',
      cycleLength: 28,
      lastPeriodDate: lmp,
      timeZone: 'Europe/Moscow',
    })
    const [signup] = await signupsOf('preg@example.com')
    expect(signup?.time_zone).toBe('Europe/Moscow')
    expect(signup?.fields.calculatedResults).toEqual({
      dueDate: Temporal.PlainDate.from(lmp).add({ days: 280 }).toString(),
      currentWeek: 15,
      currentTrimester: 2,
    })
  })

  it('due_date_guide: method, both dates, due date, week and gestational days', async () => {
    const conception = daysAgo(30)
    await post('/api/signup', {
      source: 'due_date_guide',
      consent: true,
      email: 'due@example.com',
      calculationType: 'conception',
      lastPeriodDate: null,
      conceptionDate: conception,
    })
    const [signup] = await signupsOf('due@example.com')
    expect(signup?.fields).toEqual({
      calculationType: 'conception',
      lastPeriodDate: null,
      conceptionDate: conception,
      calculatedResults: {
        dueDate: Temporal.PlainDate.from(conception).add({ days: 266 }).toString(),
        currentWeek: 7,
        gestationalDays: 44,
      },
    })
  })

  it('signup: resource, page, language and a server timestamp, in the language of the card', async () => {
    await post(
      '/api/signup',
      {
        source: 'signup',
        email: 'kit@example.com',
        resource: 'tracking_kit',
        page: '/fr',
        language: 'fr',
        consent: true,
      },
      { language: 'fr' },
    )
    const [signup] = await signupsOf('kit@example.com')
    expect(signup?.locale).toBe('fr')
    expect(signup?.fields).toMatchObject({ resource: 'tracking_kit', page: '/fr', language: 'fr' })
    expect(signup?.fields.timestamp).toBe(now.toString())
  })

  it('refuses results the browser made up', async () => {
    const before = await tableCounts()
    const res = await post('/api/signup', {
      source: 'calculator_guide',
      consent: true,
      email: 'liar@example.com',
      cycleLength: 28,
      lastPeriodDate: daysAgo(5),
      calculatedResults: { ovulationDate: '1999-01-01' },
    })
    expect(res.status).toBe(400)
    expect(await tableCounts()).toEqual(before)
  })
})

describe('dates are checked by the calculators’ own rules', () => {
  const body = (lastPeriodDate: string | null) => ({
    source: 'calculator_guide',
    consent: true,
    email: 'dates@example.com',
    cycleLength: 28,
    lastPeriodDate,
  })

  it.each([
    ['2200-01-01', 'in the future'],
    ['1900-01-01', 'too far back'],
    [todayIn('+14:00').add({ days: 1 }).toString(), 'after the latest today on Earth'],
    [today.subtract({ months: 13 }).toString(), 'over 12 months back for a cycle'],
  ])('%s (%s) is refused with the catalogue message and nothing is stored', async (date) => {
    const before = await tableCounts()
    const res = await post('/api/signup', body(date), { language: 'pt' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: { code: 'invalid_date', message: messagesFor('pt')['errors.invalidDate'] },
    })
    expect(await tableCounts()).toEqual(before)
  })

  it('a guide without the date it is computed from is refused', async () => {
    const res = await post('/api/signup', body(null))
    expect(res.status).toBe(400)
  })

  it('the latest today on Earth (UTC+14’s) is accepted: it is already today somewhere', async () => {
    const res = await post('/api/signup', body(todayIn('+14:00').toString()))
    expect(res.status).toBe(202)
  })

  it.each([
    // At 09:59 UTC, UTC+14 is at 23:59 on the 25th; at 10:01 it is at 00:01 on the 26th.
    ['2026-11-25T09:59:00Z', '2026-11-25'],
    ['2026-11-25T10:01:00Z', '2026-11-26'],
  ])('at %s the latest date accepted is %s, and the day after it is refused', (instant, latest) => {
    const at = Temporal.Instant.from(instant)
    const signup = (lastPeriodDate: string): Signup =>
      signupSchema.parse({ ...body(lastPeriodDate), email: 'edge@example.com' })
    expect(signupDateProblem(signup(latest), at)).toBeNull()
    const dayAfter = Temporal.PlainDate.from(latest).add({ days: 1 }).toString()
    expect(signupDateProblem(signup(dayAfter), at)).toBe('calc.futureDate')
  })

  it('a pregnancy may go back 44 weeks, not more', async () => {
    const pregnancy = (lastPeriodDate: string) => ({
      source: 'pregnancy_guide',
      consent: true,
      email: 'weeks44@example.com',
      cycleLength: 28,
      lastPeriodDate,
    })
    expect((await post('/api/signup', pregnancy(today.subtract({ weeks: 44 }).toString()))).status).toBe(202)
    expect((await post('/api/signup', pregnancy(today.subtract({ weeks: 45 }).toString()))).status).toBe(400)
  })
})

describe('POST /api/contact', () => {
  it('appends the message, linked to its address', async () => {
    const res = await post('/api/contact', {
      name: 'Maria',
      email: 'maria@example.com',
      message: 'Bonjour',
      language: 'fr',
      consent: true,
    })
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({ status: 'pending' })
    const row = await env.DB.prepare(
      'SELECT m.name, m.subject, m.message, m.language FROM contact_messages m JOIN emails e ON e.id = m.email_id WHERE e.email = ?',
    )
      .bind('maria@example.com')
      .first()
    expect(row).toEqual({ name: 'Maria', subject: '', message: 'Bonjour', language: 'fr' })
  })

  it('refuses an address that is not one mailbox, which would become the Reply-To', async () => {
    const before = await tableCounts()
    const res = await post('/api/contact', {
      name: 'Ana',
      email: 'ana@x.test,b',
      message: 'hi',
      language: 'en',
      consent: true,
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_email' } })
    expect(await tableCounts()).toEqual(before)
  })

  it('refuses missing fields with the catalogue message', async () => {
    const res = await post('/api/contact', {
      name: '',
      email: 'x@example.com',
      message: 'hi',
      language: 'en',
      consent: true,
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
    consent: true,
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

  it.each([
    ['a zero-width space', 'ana\u200b@example.com'],
    ['a right-to-left override', 'ana\u202e@example.com'],
    ['full-width letters', 'ａｎａ@example.com'],
    ['a full-width at sign', 'ana＠example.com'],
    ['a soft hyphen', 'an\u00ada@example.com'],
    // The URL parser reads a numeric host as an IPv4 address (fast-check found `#@0`).
    ['a number for its domain', '#@0'],
    ['a short IPv4 address for its domain', 'ana@127.1'],
    ['an IPv4 address for its domain', 'ana@192.168.0.1'],
    ['a hexadecimal IPv4 address for its domain', 'ana@0x7f.1'],
    // Security review, round two, item 1: none of these is one mailbox.
    ['a comma after the domain', 'a@x.test,b'],
    ['a comma in the domain', 'a@x,y.test'],
    ['a semicolon in the domain', 'a@x;y.test'],
    ['a quote in the domain', 'a@x"y.test'],
    ['a comment in the domain', 'a@x(y).test'],
    ['a brace, a plus and an equals sign in the domain', 'a@x{+=}.test'],
    ['a hyphen at the end of a label', 'a@x-.test'],
    ['a lone surrogate in the local part', 'a\ud800b@x.test'],
    ['a noncharacter in the local part', 'a\ufdd0@x.test'],
    ['a plane-end noncharacter in the local part', 'a\u{10ffff}@x.test'],
  ])('refuses an address with %s as an invalid address', async (_, email) => {
    const before = await tableCounts()
    const res = await post('/api/signup', { ...valid, email })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_email' } })
    expect(await tableCounts()).toEqual(before)
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

  it('405 with Allow for other methods, not counted against the limit', async () => {
    const ip = clientIp()
    for (const method of [
      'GET',
      'PUT',
      'OPTIONS',
      'DELETE',
      'GET',
      'PUT',
      'OPTIONS',
      'DELETE',
      'GET',
      'PUT',
      'GET',
    ]) {
      const res = await exports.default.fetch(
        new Request('http://localhost/api/signup', {
          method,
          headers: { 'cf-connecting-ip': ip, 'accept-language': 'es' },
        }),
      )
      expect(res.status).toBe(405)
      expect(res.headers.get('allow')).toBe('POST')
      expect(await res.json()).toEqual({
        error: { code: 'method_not_allowed', message: messagesFor('es')['errors.methodNotAllowed'] },
      })
    }
    // Eleven refused methods later, this client still has its ten requests.
    expect((await post('/api/signup', valid, { ip })).status).toBe(202)
  })

  it('404 for a path under /api that is no endpoint, whatever the method', async () => {
    for (const path of ['/api/nope', '/api', '/api/', '/api/signup/extra', '/api/Signup']) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']) {
        const res = await exports.default.fetch(
          new Request(`http://localhost${path}`, {
            method,
            headers: {
              'cf-connecting-ip': clientIp(),
              'accept-language': 'ru',
              'content-type': 'application/json',
            },
            ...(method === 'POST' || method === 'PUT' ? { body: JSON.stringify(valid) } : {}),
          }),
        )
        expect(res.status, `${method} ${path}`).toBe(404)
        expect(await res.json()).toEqual({
          error: { code: 'not_found', message: messagesFor('ru')['errors.notFound'] },
        })
      }
    }
  })

  it('429 after 10 requests a minute from one client, with Retry-After', async () => {
    const { statuses, res } = await inOneRateLimitWindow(async (ip) => {
      const statuses: number[] = []
      for (let i = 0; i < 12; i++) {
        const res = await post('/api/signup', { ...valid, email: `limit${i}-${ip}@example.com` }, { ip })
        statuses.push(res.status)
      }
      return { statuses, res: await post('/api/signup', valid, { ip, language: 'es' }) }
    })
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
    expect(res.headers.get('retry-after')).toBe('60')
    expect(await res.json()).toEqual({
      error: { code: 'rate_limited', message: messagesFor('es')['errors.rateLimited'] },
    })
  })

  it('every API answer says no-store', async () => {
    for (const res of [
      await post('/api/signup', valid),
      await post('/api/signup', { ...valid, email: 'x' }),
      await post('/api/contact', {
        name: 'A',
        email: 'a@example.com',
        message: 'm',
        language: 'en',
        consent: true,
      }),
    ]) {
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('a bot that fills the honeypot is told yes and nothing is stored', async () => {
    const before = await tableCounts()
    const res = await post('/api/signup', {
      ...valid,
      email: 'bot@example.com',
      website: 'https://spam.example',
    })
    expect(res.status).toBe(202)
    expect(await tableCounts()).toEqual(before)
  })
})

describe('when D1 is down', () => {
  it('the API answers 503 with the message, and pages still answer 200', async () => {
    await env.DB.exec('ALTER TABLE signups RENAME TO signups_offline')
    try {
      const res = await post('/api/signup', {
        source: 'signup',
        consent: true,
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
      // The address row of the failed request was rolled back with it: one transaction.
      expect(await addressRow('down@example.com')).toBeNull()
      const page = await exports.default.fetch('http://localhost/fr/contact')
      expect(page.status).toBe(200)
    } finally {
      await env.DB.exec('ALTER TABLE signups_offline RENAME TO signups')
    }
  })
})
