import { env, exports } from 'cloudflare:workers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { today } from './clock.ts'
import { contactMails } from './mail-support.ts'
import { clientIp, post } from './support.ts'

const recent = (days: number) => today.subtract({ days }).toString()

/**
 * Everything a refused request could have changed: rows in each table, and the content and
 * update times of the addresses.
 */
async function fingerprint(): Promise<unknown> {
  return env.DB.prepare(
    `SELECT (SELECT count(*) FROM emails) AS emails,
      (SELECT coalesce(sum(length(metadata) + revision), 0) FROM emails) AS content,
      (SELECT max(updated_at) FROM emails) AS updated,
      (SELECT count(*) FROM signups) AS signups,
      (SELECT count(*) FROM contact_messages) AS messages`,
  ).first()
}

const validBodies = {
  calculator_guide: {
    source: 'calculator_guide',
    email: 'f@example.com',
    cycleLength: 28,
    lastPeriodDate: recent(10),
    consent: true,
  },
  pregnancy_guide: {
    source: 'pregnancy_guide',
    email: 'f@example.com',
    cycleLength: 28,
    lastPeriodDate: recent(60),
    consent: true,
  },
  due_date_guide: {
    source: 'due_date_guide',
    email: 'f@example.com',
    calculationType: 'lmp',
    lastPeriodDate: recent(40),
    conceptionDate: null,
    consent: true,
  },
  signup: {
    source: 'signup',
    email: 'f@example.com',
    resource: 'tracking_kit',
    page: '/',
    language: 'en',
    consent: true,
  },
  contact: { name: 'Ana', email: 'f@example.com', message: 'Hello', language: 'pt', consent: true },
} as const

type Kind = keyof typeof validBodies

/** What the server receives: JSON has no NaN or Infinity, it sends them as null. */
const asSent = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null')
const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)

const hostile = fc.constantFrom(
  "'; DROP TABLE emails; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000\u0001\u0002',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👶🏽 ‮evil',
  '../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, on purpose.
  '${7*7}{{7*7}}',
  ' ',
  '',
)
/**
 * A valid address broken in one place (security review, round two, item 1): an RFC 5322 special
 * or a character the URL parser keeps in a host put into the domain, or a lone surrogate or a
 * noncharacter put into the local part.
 */
const brokenMailbox = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...',;"()<>{}!$&\'*+=~`|^'),
      fc.constantFrom('a@x#.test', 'a@#x.test', 'a@x.test#', 'a@x.#test', 'a@x.te#st'),
    )
    .map(([special, shape]) => shape.replace('#', special)),
  fc
    .tuple(
      fc.oneof(
        fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
        fc.integer({ min: 0xfdd0, max: 0xfdef }).map((point) => String.fromCodePoint(point)),
        fc.integer({ min: 0, max: 16 }).map((plane) => String.fromCodePoint(plane * 0x10000 + 0xfffe)),
        fc.integer({ min: 0, max: 16 }).map((plane) => String.fromCodePoint(plane * 0x10000 + 0xffff)),
      ),
      fc.integer({ min: 0, max: 3 }),
    )
    .map(([odd, at]) => `${'ana'.slice(0, at)}${odd}${'ana'.slice(at)}@example.com`),
)
const notAnAddress = fc.oneof(
  brokenMailbox,
  hostile,
  fc.string({ maxLength: 40 }).filter((s) => !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(s.trim())),
  fc.constantFrom(
    'a@b',
    '@example.com',
    'a@.com',
    'a b@example.com',
    'a@example.',
    'a@@example.com',
    '#@0',
    'a@127.1',
  ),
)
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
)
const badDate = fc.constantFrom(
  '2026-02-30',
  '2026-13-01',
  '2026/01/01',
  '01-01-2026',
  '2026-1-1',
  '',
  '0000-00-00',
  'today',
)
const extraKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'isAdmin',
    'calculatedResults',
    'created_at',
    'id',
  ),
  fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !['website', 'subject'].includes(key)),
)

/** A body that some rule must refuse: one valid body broken in one way, or no object at all. */
const malformed = fc.oneof(
  // a required field removed
  fc.constantFrom(...(Object.keys(validBodies) as Kind[])).chain((kind) =>
    fc.constantFrom(...Object.keys(validBodies[kind])).map((key) => {
      const body: Record<string, unknown> = { ...validBodies[kind] }
      delete body[key]
      return { kind, body }
    }),
  ),
  // a field of the wrong type (null is allowed for the nullable dates, so it is skipped there;
  // a value of the field's own type may be valid, and is covered by the range cases below)
  fc.tuple(fc.constantFrom(...(Object.keys(validBodies) as Kind[])), wrongType).chain(([kind, value]) =>
    fc
      .constantFrom(...Object.keys(validBodies[kind]))
      .filter((key) => !(asSent(value) === null && /Date$/.test(key)))
      .filter((key) => typeOf(asSent(value)) !== typeOf((validBodies[kind] as Record<string, unknown>)[key]))
      .map((key) => ({ kind, body: { ...validBodies[kind], [key]: value } })),
  ),
  // an address that is not one
  fc
    .tuple(fc.constantFrom(...(Object.keys(validBodies) as Kind[])), notAnAddress)
    .map(([kind, email]) => ({ kind, body: { ...validBodies[kind], email } })),
  // an unknown field, prototype-pollution keys included
  fc
    .tuple(fc.constantFrom(...(Object.keys(validBodies) as Kind[])), extraKey, hostile)
    .filter(([kind, key]) => !(key in validBodies[kind]))
    .map(([kind, key, value]) => {
      const body: Record<string, unknown> = { ...validBodies[kind] }
      Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true })
      return { kind, body }
    }),
  // a cycle length out of range or not whole
  fc
    .tuple(
      fc.constantFrom<Kind>('calculator_guide', 'pregnancy_guide'),
      fc.oneof(fc.integer({ max: 14 }), fc.integer({ min: 61 }), fc.constant(28.5)),
    )
    .map(([kind, cycleLength]) => ({ kind, body: { ...validBodies[kind], cycleLength } })),
  // a date that is not a calendar date
  fc
    .tuple(fc.constantFrom<Kind>('calculator_guide', 'due_date_guide'), badDate)
    .map(([kind, lastPeriodDate]) => ({
      kind,
      body: { ...validBodies[kind], lastPeriodDate },
    })),
  // the consent box not ticked: false, or a truthy value that is not `true`
  fc
    .tuple(fc.constantFrom(...(Object.keys(validBodies) as Kind[])), fc.constantFrom(false, 'yes', 'true', 1))
    .map(([kind, consent]) => ({ kind, body: { ...validBodies[kind], consent } })),
  // an unknown source or resource, a page that is not one of ours
  fc.constantFrom(
    { kind: 'signup' as Kind, body: { ...validBodies.signup, source: 'admin' } },
    { kind: 'signup' as Kind, body: { ...validBodies.signup, resource: 'everything' } },
    { kind: 'signup' as Kind, body: { ...validBodies.signup, page: 'https://evil.example/' } },
    { kind: 'signup' as Kind, body: { ...validBodies.signup, language: 'de' } },
    { kind: 'due_date_guide' as Kind, body: { ...validBodies.due_date_guide, calculationType: 'ivf' } },
  ),
  // huge strings, far over the limits (and over 16 KB)
  fc
    .tuple(fc.constantFrom<Kind>('contact', 'signup'), fc.integer({ min: 5001, max: 20_000 }))
    .map(([kind, size]) => ({
      kind,
      body: { ...validBodies[kind], [kind === 'contact' ? 'message' : 'page']: `/${'x'.repeat(size)}` },
    })),
  // not an object at all, or not JSON
  fc
    .tuple(
      fc.constantFrom<Kind>('signup', 'contact'),
      fc.oneof(
        fc.constant('null'),
        fc.constant('[]'),
        fc.constant('"text"'),
        fc.constant('{'),
        fc.constant(''),
        fc.string({ maxLength: 30 }).map((s) => `{${s}`),
      ),
    )
    .map(([kind, raw]) => ({ kind, body: raw })),
)

describe('2,000 malformed bodies', () => {
  it('each gets a 4xx with an error body, and no row is written', async () => {
    const before = await fingerprint()
    let runs = 0
    await fc.assert(
      fc.asyncProperty(malformed, async ({ kind, body }) => {
        runs++
        const res = await post(kind === 'contact' ? '/api/contact' : '/api/signup', body)
        expect(res.status, JSON.stringify(body).slice(0, 200)).toBeGreaterThanOrEqual(400)
        expect(res.status).toBeLessThan(500)
        const json = (await res.json()) as { error?: { code?: unknown; message?: unknown } }
        expect(typeof json.error?.code).toBe('string')
        expect(typeof json.error?.message).toBe('string')
      }),
      { numRuns: 2000 },
    )
    expect(runs).toBeGreaterThanOrEqual(2000)
    expect(await fingerprint()).toEqual(before)
  }, 120_000)
})

describe('200 concurrent submissions for 20 addresses with mixed sources', () => {
  it('end with 20 address rows, every submission kept, and no 5xx', async () => {
    const kinds = Object.keys(validBodies) as Kind[]
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const kind = kinds[Math.floor(i / 20) % kinds.length] as Kind
        const body = { ...validBodies[kind], email: `many${i % 20}@example.com` }
        return post(kind === 'contact' ? '/api/contact' : '/api/signup', body)
      }),
    )
    expect(responses.map((r) => r.status).filter((s) => s !== 202)).toEqual([])
    const counts = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM emails WHERE email LIKE 'many%') AS addresses,
        (SELECT count(*) FROM signups s JOIN emails e ON e.id = s.email_id WHERE e.email LIKE 'many%') AS signups,
        (SELECT count(*) FROM contact_messages m JOIN emails e ON e.id = m.email_id WHERE e.email LIKE 'many%') AS messages`,
    ).first()
    expect(counts).toEqual({ addresses: 20, signups: 160, messages: 40 })
  })
})

/** The POST routes, each with its own way of being answered. */
const routes = [
  '/api/signup',
  '/api/contact',
  '/?form=home-guide',
  '/fr/contact?form=contact',
  '/ru/pregnancy-calculator?form=pregnancy-guide',
  '/es/fertility-tips?form=signup',
  '/unsubscribe',
  '/pt/unsubscribe',
  '/confirm',
  '/fr/confirm',
] as const

const formFields = fc.dictionary(
  fc.constantFrom(
    'email',
    'source',
    'name',
    'message',
    'cycleLength',
    'lastPeriodDate',
    'resource',
    'token',
    'form',
    'website',
    'calculationType',
    'consent',
  ),
  fc.oneof(
    hostile,
    fc.string({ maxLength: 30 }),
    fc.constantFrom(
      'f@example.com',
      'calculator_guide',
      'signup',
      'tracking_kit',
      '28',
      recent(3),
      '2200-01-01',
      'yes',
    ),
  ),
  { maxKeys: 6 },
)

/** One body in one of the three encodings, well formed or not. */
const encodedBody = fc.oneof(
  formFields.map((fields) => ({ type: 'application/json', body: JSON.stringify(fields) })),
  fc
    .constantFrom(...Object.values(validBodies))
    .map((body) => ({ type: 'application/json', body: JSON.stringify(body) })),
  formFields.map((fields) => ({
    type: 'application/x-www-form-urlencoded',
    body: new URLSearchParams(fields).toString(),
  })),
  formFields.map((fields) => {
    const parts = Object.entries(fields).map(
      ([name, value]) => `--b0und\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    return { type: 'multipart/form-data; boundary=b0und', body: `${parts.join('')}--b0und--\r\n` }
  }),
  fc
    .tuple(
      fc.constantFrom(
        'application/json',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=z',
        'text/plain',
        '',
      ),
      fc.oneof(
        fc.string({ maxLength: 60 }),
        fc.constantFrom('--z\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', '%%%', '{"a":', '\u0000'),
      ),
    )
    .map(([type, body]) => ({ type, body })),
)

describe('every POST route, with JSON, urlencoded and multipart bodies', () => {
  it.each(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'])(
    '2,000 bodies sent as %s: no 5xx, and a refused request changes no row',
    async (family) => {
      let runs = 0
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...routes),
          encodedBody.filter(
            ({ type }) => type.startsWith(family) || (family === 'application/json' && !/form/.test(type)),
          ),
          async (route, { type, body }) => {
            runs++
            const before = await fingerprint()
            const res = await exports.default.fetch(
              new Request(`http://localhost${route}`, {
                method: 'POST',
                headers: { 'content-type': type, origin: 'http://localhost', 'cf-connecting-ip': clientIp() },
                body,
              }),
            )
            expect(res.status, `${route} ${type} ${body.slice(0, 120)}`).toBeLessThan(500)
            await res.arrayBuffer()
            if (res.status >= 400) expect(await fingerprint()).toEqual(before)
          },
        ),
        { numRuns: 2000 },
      )
      expect(runs).toBeGreaterThanOrEqual(2000)
    },
    300_000,
  )
})

/** Line breaks, controls, format characters and Unicode's own separators, anywhere in a string. */
const lineBreaker = fc.constantFrom(
  '\r',
  '\n',
  '\r\n',
  '\u0000',
  '\u0085',
  '\u2028',
  '\u2029',
  '\u001b',
  '\u007f',
  '\u200e',
  '\u202e',
  '\t',
)
const withBreaks = (base: string) =>
  fc
    .array(fc.tuple(fc.nat({ max: base.length }), lineBreaker), { minLength: 1, maxLength: 3 })
    .map((cuts) =>
      cuts
        .sort(([a], [b]) => b - a)
        .reduce(
          (text, [at, br]) => `${text.slice(0, at)}${br}Bcc: evil@attacker.test${text.slice(at)}`,
          base,
        ),
    )
/** Header names the composer itself writes; any other would have come from a visitor's value. */
const OWN_HEADERS = new Set(['List-Unsubscribe', 'List-Unsubscribe-Post'])
const oneLine = (value: string) => !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(value)

describe('300 contact messages with line breaks and controls in every field', () => {
  it('no 5xx; a refusal changes no table; every mail composed has only its own header lines', async () => {
    let fuzzed = 0
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('name', 'subject', 'message', 'email'),
        withBreaks('Ana Maria'),
        async (field, value) => {
          fuzzed++
          const body: Record<string, string | boolean> = {
            ...validBodies.contact,
            subject: 'Question',
            email: `fuzz-lines-${fuzzed}@example.com`,
          }
          body[field] = field === 'email' ? `${value}@example.com` : value
          const before = await fingerprint()
          const res = await post('/api/contact', body)
          expect(res.status).toBeLessThan(500)
          if (res.status !== 202) {
            expect(await fingerprint()).toEqual(before)
            return
          }
          for (const { kind, message } of await contactMails(String(body.email))) {
            const { to, replyTo, subject, headers, from } = message
            expect(typeof to, 'one To, as one address').toBe('string')
            const mailbox = (value: string | EmailAddress | undefined) =>
              typeof value === 'object' ? [value.name ?? '', value.email] : [value ?? '']
            for (const text of [...mailbox(to as string), subject, ...mailbox(replyTo), ...mailbox(from)]) {
              expect(oneLine(text), `${kind}: ${JSON.stringify(text)}`).toBe(true)
            }
            for (const name of Object.keys(headers ?? {})) expect(OWN_HEADERS.has(name), name).toBe(true)
          }
        },
      ),
      { numRuns: 300 },
    )
    expect(fuzzed).toBeGreaterThanOrEqual(300)
  }, 120_000)
})
