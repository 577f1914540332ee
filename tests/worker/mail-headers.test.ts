import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { type Locale, locales } from '../../core/i18n/locales.ts'
import { contactMails } from './mail-support.ts'
import { post, postForm, tableCounts, withRussianStorage } from './support.ts'

/** What a stranger puts in a field to add a header line: line breaks, NUL, and Unicode's own. */
const BREAKS = {
  CR: '\r',
  LF: '\n',
  CRLF: '\r\n',
  NUL: '\u0000',
  'U+2028': '\u2028',
  'U+0085': '\u0085',
} as const
const injected = (text: string, br: string) => `${text}${br}Bcc: evil@attacker.test${br}X-Injected: 1`

/** A contact message as the API takes it, or as the no-JavaScript form posts it. */
const channels = {
  api: (locale: Locale, fields: Record<string, string>) =>
    post('/api/contact', { ...fields, language: locale, consent: true }, { language: locale }),
  form: (locale: Locale, fields: Record<string, string>) =>
    postForm(
      `${locale === 'en' ? '' : `/${locale}`}/contact?form=contact`,
      new URLSearchParams({ ...fields, form: 'contact', consent: 'yes' }).toString(),
    ),
}

let sent = 0
const contact = (field: string, value: string) => {
  sent++
  const fields: Record<string, string> = {
    name: 'Ana',
    email: `headers${sent}@example.com`,
    subject: 'Question',
    message: 'Hello',
  }
  fields[field] = value
  return fields
}

/** No value of the visitor's may end a header line: every character a header cannot hold. */
const oneLine = (value: string) => !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(value)

describe('nothing a stranger types reaches a mail header', () => {
  for (const [channel, send] of Object.entries(channels)) {
    for (const locale of locales) {
      it(`${channel}, ${locale}: a name, subject or address with a line break is refused, and nothing is stored`, async () => {
        // The Russian edition takes messages only where storage in Russia is named (decision 068).
        if (locale === 'ru') withRussianStorage()
        for (const [name, br] of Object.entries(BREAKS)) {
          for (const field of ['name', 'subject', 'email']) {
            const before = await tableCounts()
            const value = field === 'email' ? `a${br}b@example.com` : injected('Probe', br)
            const res = await send(locale, contact(field, value))
            expect(res.status, `${field} with ${name}`).toBe(400)
            const body = await res.text()
            const message =
              field === 'email'
                ? messagesFor(locale)[channel === 'api' ? 'errors.invalidEmail' : 'errors.invalidEmailClient']
                : messagesFor(locale)['errors.singleLine']
            expect(body, `${field} with ${name}`).toContain(
              channel === 'api' ? JSON.stringify(message) : message,
            )
            expect(await tableCounts()).toEqual(before)
          }
        }
      })

      it(`${channel}, ${locale}: a message with line breaks is kept, and its mails have one To, one Reply-To and a one-line subject`, async () => {
        if (locale === 'ru') withRussianStorage()
        for (const [name, br] of Object.entries(BREAKS)) {
          // No subject: the support mail's subject is made from the message.
          const fields = contact('message', injected('Hello', br))
          delete fields.subject
          const res = await send(locale, fields)
          expect(res.status, name).toBe(channel === 'api' ? 202 : 200)
          for (const { kind, message } of await contactMails(fields.email ?? '')) {
            const { to, replyTo, subject, headers } = message
            expect(typeof to === 'string' && oneLine(to), `${kind} To`).toBe(true)
            expect(Object.keys(message)).not.toEqual(expect.arrayContaining(['cc']))
            expect(Object.keys(message)).not.toEqual(expect.arrayContaining(['bcc']))
            expect(oneLine(subject), `${kind} subject with ${name}`).toBe(true)
            if (kind === 'support') {
              expect(subject).toContain('Bcc: evil@attacker.test X-Injected: 1')
              expect(replyTo).toEqual({ name: 'Ana', email: fields.email })
            }
            for (const [header, value] of Object.entries(headers ?? {})) {
              expect(oneLine(header) && oneLine(value), header).toBe(true)
            }
          }
        }
      })
    }
  }

  it('a name that would read as another sender in "From" or "Reply-To" is refused, by the API and the form, and nothing is stored', async () => {
    // The security review's probe (finding 4), then each special alone.
    const forged = ['Support Team" <attacker@evil.test>, "x', 'a"b', 'a<b', 'a>b', 'a@b', 'a,b', 'a;b']
    for (const [channel, send] of Object.entries(channels)) {
      for (const name of forged) {
        const before = await tableCounts()
        const res = await send('fr', contact('name', name))
        expect(res.status, `${channel}: ${name}`).toBe(400)
        const message = messagesFor('fr')['errors.singleLine']
        expect(await res.text()).toContain(channel === 'api' ? JSON.stringify(message) : message)
        expect(await tableCounts()).toEqual(before)
      }
    }
    // A name with an apostrophe, a hyphen, a dot and letters of any script is a name.
    const fields = contact('name', "Anne-Marie O'Neil Jr. Жанна")
    expect((await channels.api('fr', fields)).status).toBe(202)
  })

  it('an address that is not one mailbox is refused: a second address, a quoted part, a control character', async () => {
    for (const email of [
      'c9i>,<evil8@probe.test',
      '"a b"@probe.test',
      'a\u0000b@probe.test',
      'a\u001bb@probe.test',
      'a\u007fb@probe.test',
      'a(comment)@probe.test',
      'Probe <probe@probe.test>',
      `${'a'.repeat(65)}@probe.test`,
    ]) {
      const res = await post('/api/signup', {
        source: 'signup',
        email,
        resource: 'tracking_kit',
        page: '/',
        language: 'en',
        consent: true,
      })
      expect(res.status, email).toBe(400)
      expect(await res.json()).toMatchObject({ error: { code: 'invalid_email' } })
    }
  })
})
