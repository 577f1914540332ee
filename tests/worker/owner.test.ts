import { env, exports } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { type AddressRecord, mergePlan } from '../../db/merge-addresses.ts'
import { confirmSignup, findSignup, recordSignup } from '../../db/subscribers.ts'
import { app } from '../../worker/app.ts'
import {
  LinkSecretMissing,
  linkSecret,
  newRowSecret,
  readLink,
  verifyLink,
} from '../../worker/links/signed-links.ts'
import { deliver } from '../../worker/mail/consumer.ts'
import { at, today } from './clock.ts'
import { getPage, linkFor, postPage, recordingDeps } from './mail-support.ts'
import {
  addressRow,
  clientIp,
  inOneRateLimitWindow,
  metadataOf,
  post,
  postForm,
  signupsOf,
  tableCounts,
  withRussianStorage,
} from './support.ts'

const lmp = today.subtract({ days: 5 }).toString()
const guide = (email: string, cycleLength = 28) => ({
  source: 'calculator_guide',
  email,
  cycleLength,
  lastPeriodDate: lmp,
  consent: true,
})

/** An address its owner has confirmed, as after a click in their inbox. */
async function confirmedAddress(email: string, cycleLength: number) {
  const { signupId } = await recordSignup(env.DB, {
    email,
    source: 'calculator_guide',
    fields: { cycleLength, lastPeriodDate: lmp },
    locale: 'en',
    timeZone: null,
    secret: newRowSecret(),
    at,
    consent: { text: 'I agree that my cycle dates are kept to send me the guide.' },
  })
  const signup = await findSignup(env.DB, signupId)
  if (!signup) throw new Error('no sign-up')
  await confirmSignup(env.DB, signup, at)
}

const erase = (token: string) =>
  exports.default.fetch(
    new Request('http://localhost/unsubscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': clientIp() },
      body: `token=${encodeURIComponent(token)}`,
    }),
  )

describe('a second client cannot learn about an address', () => {
  it('a new and a stored address get the same status, headers and body', async () => {
    await confirmedAddress('known@example.com', 30)
    const answers = []
    for (const email of ['known@example.com', 'KNOWN@example.com', 'unknown@example.com']) {
      const res = await post('/api/signup', guide(email))
      answers.push({ status: res.status, body: await res.text(), headers: [...res.headers.keys()].sort() })
    }
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
    expect(answers[0]?.body).toBe('{"status":"pending"}')
  })

  it('no answer, API or page, carries a link that acts on the address', async () => {
    await confirmedAddress('victim@example.com', 30)
    const api = await post('/api/signup', guide('victim@example.com'))
    const contact = await post('/api/contact', {
      name: 'X',
      email: 'victim@example.com',
      message: 'hi',
      language: 'en',
      consent: true,
    })
    const page = await postForm(
      '/?form=home-guide',
      new URLSearchParams({ ...guide('victim@example.com'), cycleLength: '28', consent: 'yes' }).toString(),
    )
    for (const text of [await api.text(), await contact.text(), await page.text()]) {
      expect(text).not.toMatch(/unsubscribe\?token|confirm\?token|token=/)
    }
  })
})

describe('a second client cannot overwrite an address’s data', () => {
  it('a sign-up for a confirmed address waits, unapplied, until its owner confirms it', async () => {
    await confirmedAddress('owner@example.com', 30)
    const before = await metadataOf('owner@example.com')
    const res = await post('/api/signup', guide('OWNER@example.com', 21))
    expect(res.status).toBe(202)
    expect(await metadataOf('owner@example.com')).toEqual(before)
    expect((await metadataOf('owner@example.com'))?.cycleLength).toBe(30)
    const pending = await signupsOf('owner@example.com')
    expect(pending.map((s) => [s.fields.cycleLength, s.confirmed_at === null])).toEqual([
      [30, false],
      [21, true],
    ])
  })

  it('keeps both contact messages from one address', async () => {
    for (const message of ['First message', 'Second message']) {
      await post('/api/contact', {
        name: 'Ana',
        email: 'ana@example.com',
        message,
        language: 'pt',
        consent: true,
      })
    }
    const { results } = await env.DB.prepare(
      'SELECT m.message FROM contact_messages m JOIN emails e ON e.id = m.email_id WHERE e.email = ? ORDER BY m.id',
    )
      .bind('ana@example.com')
      .all<{ message: string }>()
    expect(results.map((r) => r.message)).toEqual(['First message', 'Second message'])
  })
})

describe('links are bound to one purpose and one row', () => {
  it('an old erase link does nothing after the address signs up anew', async () => {
    await post('/api/signup', guide('again@example.com'))
    const old = await linkFor('again@example.com', { purpose: 'unsubscribe', ref: 0, expires: 0 })
    expect((await erase(old)).status).toBe(200)
    expect(await addressRow('again@example.com')).toBeNull()
    await post('/api/signup', guide('again@example.com'))
    const res = await erase(old)
    expect(res.status).toBe(400)
    expect(await addressRow('again@example.com')).not.toBeNull()
    expect(await signupsOf('again@example.com')).toHaveLength(1)
  })

  it('an erase link erases the address and everything stored with it', async () => {
    await post('/api/signup', guide('all@example.com'))
    await post('/api/contact', {
      name: 'A',
      email: 'all@example.com',
      message: 'Hello',
      language: 'en',
      consent: true,
    })
    const link = await linkFor('all@example.com', { purpose: 'unsubscribe', ref: 0, expires: 0 })
    const page = await getPage(`/unsubscribe?token=${link}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(await page.text()).toContain('all@example.com')
    expect(await addressRow('all@example.com')).not.toBeNull()
    expect((await erase(link)).status).toBe(200)
    expect(await addressRow('all@example.com')).toBeNull()
    const orphans = await env.DB.prepare(
      'SELECT (SELECT count(*) FROM signups WHERE email_id NOT IN (SELECT id FROM emails)) + (SELECT count(*) FROM contact_messages WHERE email_id NOT IN (SELECT id FROM emails)) AS n',
    ).first<{ n: number }>()
    expect(orphans?.n).toBe(0)
  })

  it('accepts the RFC 8058 one-click POST from a mail provider’s server', async () => {
    await post('/api/signup', guide('oneclick@example.com'))
    const link = await linkFor('oneclick@example.com', { purpose: 'unsubscribe', ref: 0, expires: 0 })
    const res = await exports.default.fetch(
      new Request(`http://localhost/unsubscribe?token=${link}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(res.status).toBe(200)
    expect(await addressRow('oneclick@example.com')).toBeNull()
  })

  it('a confirmation link cannot erase, and an erase link cannot confirm', async () => {
    await post('/api/signup', guide('purpose@example.com'))
    const [signup] = await signupsOf('purpose@example.com')
    const confirm = await linkFor('purpose@example.com', {
      purpose: 'confirm',
      ref: signup?.id ?? 0,
      expires: 2_000_000_000,
    })
    const unsubscribe = await linkFor('purpose@example.com', { purpose: 'unsubscribe', ref: 0, expires: 0 })
    expect((await erase(confirm)).status).toBe(400)
    expect((await postPage('/confirm', `token=${unsubscribe}`)).status).toBe(400)
    expect(await addressRow('purpose@example.com')).toMatchObject({ status: 'pending' })
  })

  it('a token has one spelling: every change of one character is refused, the spare bits included', async () => {
    await post('/api/signup', guide('spelling@example.com'))
    const row = await addressRow('spelling@example.com')
    const token = await linkFor('spelling@example.com', { purpose: 'manage', ref: 0, expires: 0 })
    const claims = readLink(token)
    if (!row || !claims) throw new Error('no row or no claims')
    expect(await verifyLink(linkSecret(env), row.secret, token, claims)).toBe(true)
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.'
    const accepted: string[] = []
    let variants = 0
    for (let i = 0; i < token.length; i++) {
      for (const char of alphabet) {
        if (char === token[i]) continue
        const variant = `${token.slice(0, i)}${char}${token.slice(i + 1)}`
        const read = readLink(variant)
        variants++
        if (read && (await verifyLink(linkSecret(env), row.secret, variant, read))) accepted.push(variant)
      }
    }
    expect(variants).toBeGreaterThan(3000)
    expect(accepted).toEqual([])
    // The same bytes, written with the 2 spare bits of the last character set: refused by the page too.
    const last = token.at(-1) ?? ''
    const spare = alphabet[alphabet.indexOf(last) + 3] ?? ''
    const twin = `${token.slice(0, -1)}${spare}`
    expect((await getPage(`/due-date?token=${twin}`)).status).toBe(400)
    expect((await getPage(`/due-date?token=${token}`)).status).toBe(200)
  })

  it('POST /unsubscribe is rate limited, with Retry-After', async () => {
    const responses = await inOneRateLimitWindow(async (ip) => {
      const responses: Response[] = []
      for (let i = 0; i < 12; i++) {
        responses.push(
          await exports.default.fetch(
            new Request('http://localhost/unsubscribe', {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip },
              body: 'token=nothing',
            }),
          ),
        )
      }
      return responses
    })
    const statuses = responses.map((res) => res.status)
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
    expect(responses.at(-1)?.headers.get('retry-after')).toBe('60')
  })
})

describe('one canonical form per address', () => {
  it('NFC, NFD, upper case and punycode spellings make one row', async () => {
    const spellings = [
      'zoë@exämple.test',
      'zoe\u0308@exa\u0308mple.test',
      'ZOË@EXÄMPLE.TEST',
      ' zoë@xn--exmple-cua.test ',
    ]
    for (const email of spellings) expect((await post('/api/signup', guide(email))).status).toBe(202)
    const { results } = await env.DB.prepare("SELECT email FROM emails WHERE email LIKE 'zo%'").all<{
      email: string
    }>()
    expect(results).toEqual([{ email: 'zoë@xn--exmple-cua.test' }])
    expect(await signupsOf('zoë@xn--exmple-cua.test')).toHaveLength(4)
  })
})

describe('malformed bodies on every POST route get a 4xx, never a 500', () => {
  const garbage = [
    ['multipart/form-data', 'garbage'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nunterminated',
    ],
    ['multipart/form-data; boundary=', '--\r\n\r\n'],
    ['application/x-www-form-urlencoded', '%E0%A4%A=%%'],
  ] as const
  it.each([
    '/?form=home-guide',
    '/fr/contact?form=contact',
    '/unsubscribe',
    '/ru/unsubscribe',
    '/confirm',
    '/es/confirm',
  ])('%s', async (path) => {
    const before = await tableCounts()
    for (const [contentType, body] of garbage) {
      const res = await exports.default.fetch(
        new Request(`http://localhost${path}`, {
          method: 'POST',
          headers: {
            'content-type': contentType,
            origin: 'http://localhost',
            'cf-connecting-ip': clientIp(),
          },
          body,
        }),
      )
      expect(res.status, `${contentType}: ${body}`).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
    }
    expect(await tableCounts()).toEqual(before)
  })
})

describe('every state-changing POST comes from this site', () => {
  it('each POST route of the app refuses another origin, but the one-click unsubscribe', async () => {
    const paths = [
      ...new Set(app.routes.filter((route) => route.method === 'POST').map((route) => route.path)),
    ]
    // The route patterns as a visitor's paths: a language prefix, and a page for the form posts.
    const concrete = paths.map((path) => path.replace(/:lang\{[^}]+\}/, 'fr').replace(/\*$/, 'fr/contact'))
    expect(concrete).toEqual(
      expect.arrayContaining([
        '/api/signup',
        '/confirm',
        '/fr/due-date',
        '/stop',
        '/unsubscribe',
        '/fr/contact',
      ]),
    )
    const before = await tableCounts()
    for (const path of concrete) {
      const res = await exports.default.fetch(
        new Request(`http://localhost${path}`, {
          method: 'POST',
          headers: {
            origin: 'https://evil.example',
            'content-type': 'application/x-www-form-urlencoded',
            'cf-connecting-ip': clientIp(),
          },
          body: 'token=m1.0.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&dueDate=2027-01-01',
        }),
      )
      const exempt = path.endsWith('/unsubscribe')
      expect(res.status, path).toBe(exempt ? 400 : 403)
    }
    expect(await tableCounts()).toEqual(before)
  })

  it('a link page says why in the visitor’s language', async () => {
    const res = await exports.default.fetch(
      new Request('http://localhost/ru/confirm', {
        method: 'POST',
        headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'token=x',
      }),
    )
    expect(res.status).toBe(403)
    expect(await res.text()).toContain(messagesFor('ru')['errors.forbiddenOrigin'])
  })

  it('a body too large for a link page is said to be too large', async () => {
    const res = await postPage('/es/due-date', `token=${'x'.repeat(20_000)}`)
    expect(res.status).toBe(413)
    expect(await res.text()).toContain(messagesFor('es')['links.tooLarge'])
  })
})

describe('without a usable LINK_SECRET, no link is signed or checked', () => {
  for (const [name, LINK_SECRET] of [
    ['missing', ''],
    ['short', 'only-twenty-characters'],
  ] as const) {
    it(`${name}: a link page answers 503 in the visitor’s language and the log says why`, async () => {
      await post('/api/signup', guide(`nokey-${name}@example.com`))
      const token = await linkFor(`nokey-${name}@example.com`, { purpose: 'manage', ref: 0, expires: 0 })
      const logged: unknown[] = []
      const spy = vi.spyOn(console, 'error').mockImplementation((...args) => logged.push(args.join(' ')))
      const res = await app.fetch(new Request(`http://localhost/fr/due-date?token=${token}`), {
        ...env,
        LINK_SECRET,
      })
      spy.mockRestore()
      expect(res.status).toBe(503)
      expect(await res.text()).toContain(messagesFor('fr')['errors.unavailable'])
      expect(logged.join('\n')).toMatch(/LINK_SECRET is missing or shorter than 32 characters/)
    })

    it(`${name}: the mail consumer signs nothing and sends nothing`, async () => {
      await post('/api/signup', guide(`nokey-mail-${name}@example.com`))
      const [signup] = await signupsOf(`nokey-mail-${name}@example.com`)
      const deps = recordingDeps()
      await expect(
        deliver({ ...env, LINK_SECRET }, { kind: 'confirm', signupId: signup?.id ?? 0 }, deps),
      ).rejects.toThrow(LinkSecretMissing)
      expect(deps.tries()).toBe(0)
    })
  }
})

describe('a cycle length is plain decimal digits', () => {
  it.each(['0x1c', '2.8e1', '28 ', '28.0'])(
    'the guide form refuses %j, which Number() reads as 28',
    async (cycle) => {
      const before = await tableCounts()
      const res = await postForm(
        '/?form=home-guide',
        new URLSearchParams({
          source: 'calculator_guide',
          email: 'digits@example.com',
          cycleLength: cycle,
          lastPeriodDate: today.subtract({ days: 10 }).toString(),
          consent: 'yes',
        }).toString(),
      )
      expect(res.status).toBe(400)
      expect(await tableCounts()).toEqual(before)
    },
  )

  it.each(['0x1c', '2.8e1', '%2028'])('the result page and the .ics refuse cycle=%s', async (cycle) => {
    const lmp = today.subtract({ days: 10 }).toString()
    const page = await getPage(`/?lmp=${lmp}&cycle=${cycle}`)
    const html = await page.text()
    expect(html.includes('class="result-panel"')).toBe(false)
    expect(html).toContain(messagesFor('en')['calc.invalidCycle'])
    expect((await getPage(`/fertility-calendar.ics?lmp=${lmp}&cycle=${cycle}`)).status).toBe(400)
  })
})

describe('the form posts use the same date rules', () => {
  it.each(['2200-01-01', '1900-01-01'])(
    'refuse %s on the guide form, with the message in place',
    async (date) => {
      // The Russian edition, where it keeps data (decision 068): else every guide there is refused.
      withRussianStorage()
      const before = await tableCounts()
      const res = await postForm(
        '/ru?form=home-guide',
        new URLSearchParams({
          source: 'calculator_guide',
          email: 'form@example.com',
          cycleLength: '28',
          lastPeriodDate: date,
          consent: 'yes',
        }).toString(),
      )
      expect(res.status).toBe(400)
      expect(await tableCounts()).toEqual(before)
    },
  )
})

describe('the data migration to canonical addresses', () => {
  it('merges rows stored before normalisation without losing a source or a message', async () => {
    const insert = (email: string, metadata: object) =>
      env.DB.prepare(
        "INSERT INTO emails (email, source, metadata, secret) VALUES (?, 'signup', ?, 'x') RETURNING id",
      )
        .bind(email, JSON.stringify(metadata))
        .first<{ id: number }>()
    const a = await insert('léa@exämple.test', { sources: ['signup'] })
    const b = await insert('le\u0301a@xn--exmple-cua.test', { sources: ['contact_form'] })
    for (const row of [a, b]) {
      await env.DB.prepare(
        "INSERT INTO contact_messages (email_id, name, message, language) VALUES (?, 'Léa', 'Bonjour', 'fr')",
      )
        .bind(row?.id)
        .run()
    }
    const { results } = await env.DB.prepare(
      "SELECT id, email, metadata FROM emails WHERE email LIKE 'l%a@%'",
    ).all<AddressRecord>()
    await env.DB.batch(mergePlan(results).map((statement) => env.DB.prepare(statement)))
    const merged = await env.DB.prepare(
      "SELECT id, email, metadata FROM emails WHERE email LIKE 'l%a@%'",
    ).all<AddressRecord>()
    expect(merged.results).toEqual([
      {
        id: a?.id,
        email: 'léa@xn--exmple-cua.test',
        metadata: JSON.stringify({ sources: ['signup', 'contact_form'] }),
      },
    ])
    const messages = await env.DB.prepare('SELECT count(*) AS n FROM contact_messages WHERE email_id = ?')
      .bind(a?.id)
      .first()
    expect(messages).toEqual({ n: 2 })
  })
})

describe('pages that carry personal data are never cached', () => {
  it('the no-JavaScript thank-you and its refusals say no-store, and a 429 says when to retry', async () => {
    const body = new URLSearchParams({
      source: 'signup',
      resource: 'tracking_kit',
      email: 'cache@example.com',
      consent: 'yes',
    }).toString()
    const { ok, limited } = await inOneRateLimitWindow(async (ip) => {
      const ok = await postForm('/?form=home-kit', body, { ip })
      for (let i = 0; i < 10; i++) await postForm('/?form=home-kit', body, { ip })
      return { ok, limited: await postForm('/?form=home-kit', body, { ip }) }
    })
    expect(ok.status).toBe(200)
    expect(ok.headers.get('cache-control')).toBe('private, no-store')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('cache-control')).toBe('private, no-store')
    expect(limited.headers.get('retry-after')).toBe('60')
  })
})
