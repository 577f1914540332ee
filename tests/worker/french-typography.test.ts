import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { FIRST_WEEKLY_WEEK, LAST_WEEKLY_WEEK } from '../../core/calc/pregnancy-weeks.ts'
import type { Temporal } from '../../core/calc/temporal.ts'
import { localizedPath, routes } from '../../core/routes.ts'
import { type FieldValue, recordSignup } from '../../db/subscribers.ts'
import { consentRecord } from '../../worker/api/consent-text.ts'
import { newRowSecret } from '../../worker/links/signed-links.ts'
import { compose } from '../../worker/mail/compose.tsx'
import { at, now, today } from './clock.ts'
import {
  confirmPath,
  contactMails,
  getPage,
  linkFor,
  postPage,
  recordingDeps,
  runQueue,
} from './mail-support.ts'
import { addressRow, post } from './support.ts'

/**
 * Issue 48: French typography as a reader sees it, on every French page and in every French
 * e-mail, wherever the words come from (a catalogue, an article, a date or a number formatted in
 * code, a subject line). French sets a no-break space (U+00A0, or the narrow U+202F) before
 * « : ; ! ? », inside « », and between a number and its unit.
 */

const UNITS = 'SA|jours?|semaines?|mois|ans?|heures?|minutes?|kg|g|cm|mm|%|°C|µg|mg|h|min'

interface Rule {
  name: string
  pattern: RegExp
  /** Whether a match is after all right (a time, 10:30). */
  allowed?: (text: string, index: number) => boolean
}

const isDigit = (char: string | undefined) => char !== undefined && /\d/.test(char)

const RULES: Rule[] = [
  {
    name: 'a plain space or none before ; ! ?',
    // "?!" and "!!" take one space, before the first.
    pattern: /(?<![\u00a0\u202f?!])[;!?]/u,
  },
  {
    name: 'a plain space or none before :',
    pattern: /(?<![\u00a0\u202f]):/u,
    // A time or a ratio (10:30, 1:1) is no punctuation.
    allowed: (text, index) => isDigit(text[index - 1]) && isDigit(text[index + 1]),
  },
  { name: '« without a no-break space after it', pattern: /«(?![\u00a0\u202f])/u },
  { name: '» without a no-break space before it', pattern: /(?<![\u00a0\u202f])»/u },
  {
    name: 'a plain space between a number and its unit',
    pattern: new RegExp(`\\d (?:${UNITS})(?![\\p{L}\\d])`, 'u'),
  },
]

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (/^#x/i.test(name)) return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
    return ENTITIES[name.toLowerCase()] ?? entity
  })
}

const INLINE = /^(a|abbr|b|bdi|em|i|kbd|small|span|strong|sub|sup|time|u)$/i

/**
 * The text a reader sees in an HTML page or mail: its title but no other head, no scripts (the
 * islands' JSON data is a script), styles, templates or code, and no attributes (an href's query
 * string); tags gone, an inline one without a break, entities decoded, spaces kept as written.
 */
function visibleText(html: string): string {
  // The title is shown too: in the tab, in search results, in a bookmark.
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
  return decodeEntities(
    `${title}\n${html}`
      .replace(/<head\b[\s\S]*?<\/head>/i, '\n')
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '\n')
      .replace(/<code\b[\s\S]*?<\/code>/gi, ' ')
      .replace(/<!--[\s\S]*?-->|<![^>]*>/g, '')
      .replace(/<\/?([a-zA-Z0-9]+)[^>]*>/g, (_, tag: string) => (INLINE.test(tag) ? '' : '\n')),
  )
}

/** Addresses a reader copies (a mail's fallback link): their `?` and `:` are no French. */
const withoutUrls = (text: string) => text.replace(/https?:\/\/[^\s<>"]+/g, ' ')

/** Every place in `text` that breaks a rule, named, with its context. */
function typographyProblems(where: string, text: string): string[] {
  const plain = withoutUrls(text)
  const problems: string[] = []
  for (const rule of RULES) {
    for (const match of plain.matchAll(new RegExp(rule.pattern.source, `${rule.pattern.flags}g`))) {
      if (rule.allowed?.(plain, match.index)) continue
      const context = plain
        .slice(Math.max(0, match.index - 30), match.index + match[0].length + 20)
        .replace(/\n/g, ' ⏎ ')
        .replace(/[\u00a0\u202f]/g, '⍽')
      problems.push(`${where}: ${rule.name}: …${context}…`)
    }
  }
  return problems
}

const get = async (path: string) => {
  const res = await exports.default.fetch(new Request(`http://localhost${path}`))
  return { status: res.status, html: await res.text() }
}

const ago = (days: number) => today.subtract({ days })
const iso = (date: Temporal.PlainDate) => date.toString()

/** One result of each calculator, and each kind of answer they give, from the Worker's today. */
function resultPaths(): string[] {
  const lmp = iso(ago(20))
  const pregnant = iso(ago(140))
  const conception = iso(ago(126))
  const periods = [ago(250), ago(222), ago(186), ago(159), ago(55), ago(28), ago(1)].map(iso)
  periods[3] = `-${periods[3]}`
  return [
    // Ovulation: a cycle under way, a late period, a luteal phase, irregular cycles.
    `/fr?lmp=${lmp}&cycle=28`,
    `/fr?lmp=${iso(ago(40))}&cycle=28`,
    `/fr?lmp=${lmp}&cycle=28&luteal=12`,
    `/fr?lmp=${lmp}&cycle=28&luteal=14&shortest=26&longest=34`,
    `/fr?lmp=${lmp}&cycle=28&shortest=26&longest=`,
    // A refused entry: the form again, with its message.
    `/fr?lmp=&cycle=28`,
    `/fr/pregnancy-calculator?lmp=${pregnant}&cycle=28`,
    `/fr/pregnancy-calculator?lmp=${iso(ago(270))}&cycle=28`,
    `/fr/due-date-calculator?method=lmp&lmp=${pregnant}`,
    `/fr/due-date-calculator?method=conception&conception=${conception}`,
    `/fr/due-date-calculator?method=ivf&transfer=${conception}&embryoAge=5`,
    `/fr/due-date-calculator?method=ultrasound&scan=${iso(ago(70))}&weeks=8&days=2`,
    `/fr/pregnancy-calculator-for-twins?lmp=${pregnant}`,
    `/fr/my-cycles?periods=${periods.join(',')}`,
  ]
}

describe('French typography on every French page, as rendered', () => {
  const pages = [
    ...routes.map((route) => localizedPath('fr', route.slug)),
    ...resultPaths(),
    // Beside the route table: the not-found page, the offline page and refused e-mail links.
    '/fr/nulle-part',
    '/fr/offline',
    '/fr/confirm?token=nope',
    '/fr/unsubscribe?token=nope',
    '/fr/stop?token=nope',
    '/fr/due-date?token=nope',
  ]

  for (const path of pages) {
    it(`${path}: no plain space where French needs a no-break one`, async () => {
      const { status, html } = await get(path)
      expect([200, 400, 404]).toContain(status)
      expect(html).toContain('<html lang="fr"')
      expect(typographyProblems(path, visibleText(html))).toEqual([])
    })
  }

  it('the calendar files the French result pages offer', async () => {
    const periods =
      resultPaths()
        .find((path) => path.startsWith('/fr/my-cycles'))
        ?.split('?')[1] ?? ''
    const problems: string[] = []
    for (const query of [`lmp=${iso(ago(20))}&cycle=28`, periods]) {
      const path = `${localizedPath('fr', 'fertility-calendar.ics')}?${query}`
      const res = await exports.default.fetch(new Request(`http://localhost${path}`))
      expect(res.status, path).toBe(200)
      const text = calendarText(await res.text())
      expect(text, path).not.toBe('')
      problems.push(...typographyProblems(path, text))
    }
    expect(problems).toEqual([])
  })
})

/** The words of a calendar file (its events' titles and descriptions), as a calendar app shows them. */
function calendarText(ics: string): string {
  // An .ics folds long lines and escapes commas and semicolons (RFC 5545 §3.1, §3.3.11).
  return ics
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter((line) => /^(SUMMARY|DESCRIPTION|X-WR-CALNAME)[;:]/.test(line))
    .map((line) =>
      line
        .replace(/^[^:]*:/, '')
        .replace(/\\([,;\\])/g, '$1')
        .replace(/\\n/gi, '\n'),
    )
    .join('\n')
}

/** A sign-up in French, stored as the API stores it. */
const signUp = (email: string, source: string, fields: Record<string, FieldValue>) =>
  recordSignup(env.DB, {
    email,
    source,
    fields,
    locale: 'fr',
    timeZone: 'UTC',
    secret: newRowSecret(),
    at,
    consent: consentRecord('fr', source === 'signup' ? 'signup' : 'guide'),
  })

/** What a reader of a mail sees: its subject, its HTML and its plain-text part, and its calendar. */
function mailProblems(where: string, mail: EmailMessageBuilder): string[] {
  const calendars = (mail.attachments ?? [])
    .filter((file) => file.filename.endsWith('.ics'))
    .map((file) => calendarText(String(file.content)))
  return [
    ...typographyProblems(`${where} (subject)`, mail.subject),
    ...typographyProblems(`${where} (HTML)`, visibleText(mail.html ?? '')),
    ...typographyProblems(`${where} (text)`, mail.text ?? ''),
    ...calendars.flatMap((text) => typographyProblems(`${where} (.ics)`, text)),
  ]
}

describe('French typography in every French e-mail, as sent', () => {
  const lmp = iso(ago(70))
  const signups: [string, string, Record<string, FieldValue>][] = [
    ['calculator_guide', 'calculator_guide', { cycleLength: 30, lastPeriodDate: iso(ago(12)) }],
    ['pregnancy_guide', 'pregnancy_guide', { cycleLength: 28, lastPeriodDate: lmp }],
    [
      'due_date_guide (lmp)',
      'due_date_guide',
      { calculationType: 'lmp', lastPeriodDate: lmp, conceptionDate: null },
    ],
    [
      'due_date_guide (conception)',
      'due_date_guide',
      { calculationType: 'conception', lastPeriodDate: null, conceptionDate: iso(ago(56)) },
    ],
    ...['tracking_kit', 'fertility_guide', 'pregnancy_calendar', 'article_guide'].map(
      (resource): [string, string, Record<string, FieldValue>] => [resource, 'signup', { resource }],
    ),
  ]

  it('the confirmation, its pages and the guide of each sign-up', async () => {
    const problems: string[] = []
    for (const [name, source, fields] of signups) {
      const email = `typo-${name.replace(/\W+/g, '-')}@example.com`
      const { signupId } = await signUp(email, source, fields)
      const deps = recordingDeps()
      await runQueue({ kind: 'confirm', signupId }, deps)
      const [confirmation] = deps.sent
      if (!confirmation) throw new Error(`no confirmation for ${name}`)
      problems.push(...mailProblems(`${name}: confirmation`, confirmation.message))
      const path = confirmPath(confirmation)
      const token = new URL(path, 'http://localhost').searchParams.get('token') ?? ''
      const asked = await getPage(path)
      problems.push(...typographyProblems(`${name}: /fr/confirm`, visibleText(await asked.text())))
      const confirmed = await postPage(path, `token=${token}`)
      expect(confirmed.status, name).toBe(200)
      problems.push(...typographyProblems(`${name}: confirmed`, visibleText(await confirmed.text())))
      const guide = await compose({ env, now }, { kind: 'guide', signupId })
      if (guide.status !== 'send') throw new Error(`no guide for ${name}: ${guide.status}`)
      problems.push(...mailProblems(`${name}: guide`, guide.message))
    }
    expect(problems).toEqual([])
  }, 60_000)

  it('the acknowledgement of a contact message', async () => {
    const email = 'typo-contact@example.com'
    const res = await post(
      '/api/contact',
      { name: 'Anne', email, subject: 'Question', message: 'Bonjour', language: 'fr', consent: true },
      { language: 'fr' },
    )
    expect(res.status).toBe(202)
    const [ack] = (await contactMails(email)).filter(({ kind }) => kind === 'ack')
    if (!ack) throw new Error('no acknowledgement')
    expect(mailProblems('acknowledgement', ack.message)).toEqual([])
  })

  it(`every week of the weekly series (${FIRST_WEEKLY_WEEK} to ${LAST_WEEKLY_WEEK} SA), and its links' pages`, async () => {
    const email = 'typo-weekly@example.com'
    const { signupId } = await signUp(email, 'pregnancy_guide', { cycleLength: 28, lastPeriodDate: lmp })
    const deps = recordingDeps()
    await runQueue({ kind: 'confirm', signupId }, deps)
    const [confirmation] = deps.sent
    if (!confirmation) throw new Error('no confirmation')
    const path = confirmPath(confirmation)
    const token = new URL(path, 'http://localhost').searchParams.get('token') ?? ''
    expect((await postPage(path, `token=${token}`)).status).toBe(200)
    const emailId = (await addressRow(email))?.id ?? 0
    const problems: string[] = []
    for (let week = FIRST_WEEKLY_WEEK; week <= LAST_WEEKLY_WEEK; week++) {
      const mail = await compose({ env, now }, { kind: 'weekly', emailId, week })
      if (mail.status !== 'send') throw new Error(`week ${week} not sent: ${mail.status}`)
      problems.push(...mailProblems(`weekly ${week} SA`, mail.message))
    }
    const manage = await linkFor(email, { purpose: 'manage', ref: 0, expires: 0 })
    for (const endpoint of ['stop', 'due-date'] as const) {
      const page = await getPage(`${localizedPath('fr', endpoint)}?token=${manage}`)
      expect(page.status, endpoint).toBe(200)
      problems.push(...typographyProblems(`/fr/${endpoint}`, visibleText(await page.text())))
    }
    expect(problems).toEqual([])
  }, 60_000)
})
