import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { messageFormatter } from '../../client/i18n/format-message.server.ts'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { cycleDays } from '../../core/calc/cycle-calendar.ts'
import { dueDate } from '../../core/calc/due-date.ts'
import { pregnancy } from '../../core/calc/pregnancy.ts'
import { formatDate, formatDateRange, type Temporal } from '../../core/calc/temporal.ts'
import { CONFIRM_DAYS, confirmationDelay } from '../../core/mail-limits.ts'
import { type FieldValue, recordContact, recordSignup } from '../../db/subscribers.ts'
import { consentRecord } from '../../worker/api/consent-text.ts'
import { newRowSecret } from '../../worker/links/signed-links.ts'
import { compose } from '../../worker/mail/compose.tsx'
import { MAX_QUEUE_DELAY_SECONDS } from '../../worker/mail/consumer.ts'
import type { MailJob } from '../../worker/mail/jobs.ts'
import { timestamp } from '../../worker/request/clock.ts'
import { epochSecondsFromNow, now, today } from './clock.ts'
import {
  alteredSignature,
  confirmPath,
  getPage,
  linkFor,
  mailLogRow,
  postPage,
  type QueueEvent,
  type QueueRun,
  recordingDeps,
  refOf,
  runQueue,
  runQueueUntilIdle,
  storeSignup,
  waitForMail,
} from './mail-support.ts'
import { addressRow, metadataOf, post, postForm, signupsOf, withRussianStorage } from './support.ts'

const iso = (date: Temporal.PlainDate) => date.toString()

async function confirmedGuide(
  email: string,
  locale: string,
  source: string,
  fields: Record<string, FieldValue>,
) {
  const { signupId } = await storeSignup(email, source, fields, locale)
  const deps = recordingDeps()
  await runQueue({ kind: 'confirm', signupId }, deps)
  const [mail] = deps.sent
  if (!mail) throw new Error('no confirmation was sent')
  const path = confirmPath(mail)
  const token = new URL(path, 'http://localhost').searchParams.get('token') ?? ''
  const res = await postPage(path, `token=${token}`)
  return { signupId, res, path, token }
}

describe('double opt-in through the real local queue and e-mail binding', () => {
  it('one sign-up sends exactly one confirmation, and nothing else', async () => {
    const res = await post(
      '/api/signup',
      {
        source: 'calculator_guide',
        email: 'queue@example.com',
        cycleLength: 28,
        lastPeriodDate: iso(today.subtract({ days: 3 })),
        consent: true,
      },
      { language: 'fr' },
    )
    expect(res.status).toBe(202)
    const [signup] = await signupsOf('queue@example.com')
    const row = await waitForMail(`confirm:${signup?.id}`)
    expect(row?.status).toBe('sent')
    const { results } = await env.DB.prepare('SELECT key FROM mail_log WHERE email_id = ?')
      .bind(row?.email_id)
      .all<{ key: string }>()
    expect(results.map((r) => r.key)).toEqual([`confirm:${signup?.id}`])
  })

  it('confirming queues the promised guide, and it is sent', async () => {
    const { signupId, res } = await confirmedGuide('flow@example.com', 'ru', 'pregnancy_guide', {
      cycleLength: 28,
      lastPeriodDate: iso(today.subtract({ weeks: 20 })),
    })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(messagesFor('ru')['confirm.doneH1'])
    expect((await addressRow('flow@example.com'))?.status).toBe('confirmed')
    expect(await metadataOf('flow@example.com')).toMatchObject({
      sources: ['pregnancy_guide'],
      cycleLength: 28,
    })
    expect((await waitForMail(`guide:${signupId}`))?.status).toBe('sent')
  })
})

describe('the confirmation mail', () => {
  it('is in the sign-up’s language, with a link to the confirmation page in it', async () => {
    const { signupId } = await storeSignup('lang@example.com', 'signup', { resource: 'tracking_kit' }, 'es')
    const deps = recordingDeps()
    await runQueue({ kind: 'confirm', signupId }, deps)
    expect(deps.sent).toHaveLength(1)
    const [mail] = deps.sent
    const t = messagesFor('es')
    expect(mail?.message.to).toBe('lang@example.com')
    expect(mail?.message.subject).toBe(t['mail.confirm.subject'])
    expect(mail?.message.html).toContain('lang="es-ES"')
    expect(mail?.message.text).toContain(t['mail.resource.tracking_kit'])
    expect(mail && confirmPath(mail)).toMatch(/^\/es\/confirm\?token=c\d+\.\d+\.\d+\./)
  })

  it('its page shows the address and a button, and GET changes nothing', async () => {
    const { signupId } = await storeSignup('look@example.com', 'signup', { resource: 'fertility_guide' })
    const deps = recordingDeps()
    await runQueue({ kind: 'confirm', signupId }, deps)
    const [mail] = deps.sent
    if (!mail) throw new Error('not sent')
    const page = await getPage(confirmPath(mail))
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    const html = await page.text()
    expect(html).toContain('look@example.com')
    expect(html).toContain('Confirm my address')
    expect((await addressRow('look@example.com'))?.status).toBe('pending')
  })

  it('a second click sends nothing more', async () => {
    const { signupId, path, token } = await confirmedGuide('twice@example.com', 'en', 'signup', {
      resource: 'article_guide',
    })
    await waitForMail(`guide:${signupId}`)
    const again = await postPage(path, `token=${token}`)
    expect(again.status).toBe(200)
    expect(await again.text()).toContain('This link has already been used')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const { results } = await env.DB.prepare(
      "SELECT key FROM mail_log WHERE key LIKE 'guide:%' AND email_id = (SELECT id FROM emails WHERE email = ?)",
    )
      .bind('twice@example.com')
      .all()
    expect(results).toHaveLength(1)
  })

  it('forged, altered, expired and foreign links give a clear page and change nothing', async () => {
    const { signupId } = await storeSignup('keep@example.com', 'signup', { resource: 'tracking_kit' }, 'fr')
    const good = await linkFor('keep@example.com', {
      purpose: 'confirm',
      ref: signupId,
      expires: epochSecondsFromNow(3600),
    })
    const expired = await linkFor('keep@example.com', {
      purpose: 'confirm',
      ref: signupId,
      expires: epochSecondsFromNow(-1),
    })
    const unsubscribe = await linkFor('keep@example.com', { purpose: 'unsubscribe', ref: 0, expires: 0 })
    const other = await storeSignup('other@example.com', 'signup', { resource: 'tracking_kit' })
    const otherRef = good.replace(`.${signupId}.`, `.${other.signupId}.`)
    const t = messagesFor('fr')
    const cases: [string, number, string][] = [
      [alteredSignature(good), 400, t['confirm.invalid']],
      [good.replace(/^c(\d+)/, (_, id) => `c${Number(id) + 1000}`), 400, t['confirm.invalid']],
      [otherRef, 400, t['confirm.invalid']],
      [unsubscribe, 400, t['confirm.invalid']],
      [expired, 410, t['confirm.expired']],
      ['', 400, t['confirm.invalid']],
      ['x'.repeat(5000), 400, t['confirm.invalid']],
    ]
    for (const [token, status, message] of cases) {
      const res = await postPage('/fr/confirm', `token=${encodeURIComponent(token)}`)
      expect(res.status, token.slice(0, 40)).toBe(status)
      expect(await res.text()).toContain(message.slice(0, 30))
    }
    expect((await addressRow('keep@example.com'))?.status).toBe('pending')
    expect((await signupsOf('keep@example.com'))[0]?.confirmed_at).toBeNull()
  })

  it('an unconfirmed address never receives a guide', async () => {
    const { signupId } = await storeSignup('unconfirmed@example.com', 'signup', { resource: 'tracking_kit' })
    const deps = recordingDeps()
    await runQueue({ kind: 'guide', signupId }, deps)
    expect(deps.tries()).toBe(0)
    expect((await mailLogRow(`guide:${signupId}`))?.status).toBe('skipped')
  })
})

describe('resend limits', () => {
  it('one confirmation per 10 minutes and 3 a day per address; the rest are held until the window frees, in the order they came', async () => {
    const start = now
    const made: number[] = []
    // Six different requests: an identical one would be covered by the first one's mail.
    const visits = [0, 5, 11, 22, 33, 60 * 25].map((minutes, i) => ({
      at: start.add({ minutes }),
      job: async (): Promise<MailJob> => {
        const fields = { cycleLength: 21 + i, lastPeriodDate: iso(today.subtract({ days: 3 })) }
        const madeAt = start.add({ minutes })
        const { signupId } = await storeSignup('flood@example.com', 'calculator_guide', fields, 'en', madeAt)
        made.push(signupId)
        return { kind: 'confirm', signupId }
      },
    }))
    const minutesOf = (run: QueueRun) => run.sent.map(({ at }) => start.until(at).total('minutes'))
    const firstHour = await runQueueUntilIdle(visits, start.add({ minutes: 60 }))
    expect(minutesOf(firstHour)).toEqual([0, 10, 20])
    // The day's third mail went at 20, so the sign-up at 22 waits for the day to free, 24 h after
    // the first mail: longer than one queue delay allows, so its job waits 12 h, then the rest. The
    // sign-up at 33 finds that job held and has none of its own (decision 077).
    expect(firstHour.left.filter(({ job }) => typeof job !== 'function')).toEqual([
      {
        at: start.add({ minutes: 22 }).add({ seconds: MAX_QUEUE_DELAY_SECONDS }),
        job: { kind: 'confirm', signupId: made[3] },
      },
    ])
    // The sign-up at 33 follows 10 minutes after the one at 22; the one at 25 h finds a window free.
    const rest = await runQueueUntilIdle(firstHour.left)
    expect(minutesOf(rest)).toEqual([24 * 60, 24 * 60 + 10, 25 * 60])
    expect([...firstHour.sent, ...rest.sent].map(({ mail }) => refOf(mail))).toEqual(made)
  })

  it("a stranger's burst before the owner's request cannot keep it out: it is mailed in its place, within its link's life", async () => {
    const email = 'victim@example.com'
    const start = now
    const jobs: QueueEvent[] = []
    const made: number[] = []
    const signUp = (minutes: number, lastPeriod: Temporal.PlainDate) =>
      jobs.push({
        at: start.add({ minutes }),
        job: async () => {
          const fields = { calculationType: 'lmp', lastPeriodDate: iso(lastPeriod), conceptionDate: null }
          const { signupId } = await storeSignup(email, 'due_date_guide', fields)
          made.push(signupId)
          return { kind: 'confirm', signupId }
        },
      })
    const ownLastPeriod = today.subtract({ days: 60 })
    // A stranger uses up the day's three confirmations, then keeps going: 20 more in a minute.
    for (const minutes of [0, 11, 22]) signUp(minutes, today.subtract({ days: 30 }))
    for (let i = 0; i < 20; i++) signUp(23, today.subtract({ days: 31 + i }))
    // The owner signs up for herself afterwards.
    signUp(30, ownLastPeriod)

    const { sent, left } = await runQueueUntilIdle(jobs)
    expect(left).toEqual([])
    // The address keeps 18 waiting sign-ups, its 9 oldest and its 9 newest (decision 077): the
    // burst's 10th to 12th were deleted as the 19th, the 20th and the owner's came.
    const owners = made[23]
    const burst = made.slice(3, 23)
    const kept = [...burst.slice(0, 9), ...burst.slice(12), owners]
    expect((await signupsOf(email)).map((signup) => signup.id)).toEqual([...made.slice(0, 3), ...kept])
    // Served oldest first at 3 a day, the owner's, 18th in line, goes on the sixth day.
    const days = [1, 2, 3, 4, 5, 6].flatMap((day) => [0, 11, 22].map((minutes) => day * 24 * 60 + minutes))
    expect(sent.map(({ at }) => start.until(at).total('minutes'))).toEqual([0, 11, 22, ...days])
    expect(sent.map(({ mail }) => refOf(mail))).toEqual([...made.slice(0, 3), ...kept])
    const last = sent.at(-1)
    if (!last) throw new Error('no mail')
    // With most of a day of its link left.
    const expires = start.add({ minutes: 30 }).add({ hours: CONFIRM_DAYS * 24 })
    expect(last.at.until(expires).total('hours')).toBeGreaterThan(23)
    const path = confirmPath(last.mail)
    const token = new URL(path, 'http://localhost').searchParams.get('token') ?? ''
    expect((await postPage(path, `token=${token}`)).status).toBe(200)
    const confirmed = (await signupsOf(email)).filter((signup) => signup.confirmed_at)
    expect(confirmed.map((signup) => signup.id)).toEqual([owners])
    expect(await metadataOf(email)).toMatchObject({ lastPeriodDate: iso(ownLastPeriod) })
  }, 60_000)
})

describe('a confirmation confirms what its owner sees (security review of issue 47, item 2)', () => {
  const weekly = (lastPeriod: Temporal.PlainDate, cycleLength: number) => ({
    cycleLength,
    lastPeriodDate: iso(lastPeriod),
  })
  /** What a confirmation of weekly updates must show: the last period, the due date it gives, the cycle. */
  const datesOf = (lastPeriod: Temporal.PlainDate) => [
    formatDate(lastPeriod, 'en'),
    formatDate(pregnancy(lastPeriod, 28, today).dueDate, 'en'),
  ]

  it("a stranger's sign-up for the same thing no longer replaces the owner's: each has its own confirmation, with its dates", async () => {
    const email = 'swap@example.com'
    const own = today.subtract({ weeks: 10 })
    const strangers = today.subtract({ weeks: 30 })
    // The probe's race: both are stored before the queue delivers the first.
    const owner = await storeSignup(email, 'pregnancy_guide', weekly(own, 28))
    const stranger = await storeSignup(email, 'pregnancy_guide', weekly(strangers, 31))
    const { sent } = await runQueueUntilIdle([
      { at: now, job: { kind: 'confirm', signupId: owner.signupId } },
      { at: now, job: { kind: 'confirm', signupId: stranger.signupId } },
    ])
    // Two confirmations, one per window (the first request first, decision 077).
    expect(sent.map(({ at }) => now.until(at).total('minutes'))).toEqual([0, 10])
    const mailFor = (signupId: number) => sent.find(({ mail }) => refOf(mail) === signupId)?.mail
    const ownMail = mailFor(owner.signupId)
    const strangersMail = mailFor(stranger.signupId)
    if (!ownMail || !strangersMail) throw new Error('a confirmation is missing')
    for (const [mail, shown, hidden, cycle] of [
      [ownMail, own, strangers, '28 days'],
      [strangersMail, strangers, own, '31 days'],
    ] as const) {
      for (const part of [mail.message.text ?? '', mail.message.html ?? '']) {
        for (const date of datesOf(shown)) expect(part).toContain(date)
        for (const date of datesOf(hidden)) expect(part).not.toContain(date)
        expect(part).toContain(cycle)
        expect(part).toContain('English')
      }
    }
    // The owner confirms her own: she is subscribed with her dates.
    const path = confirmPath(ownMail)
    const token = new URL(path, 'http://localhost').searchParams.get('token') ?? ''
    expect((await postPage(path, `token=${token}`)).status).toBe(200)
    expect(await metadataOf(email)).toMatchObject({ lastPeriodDate: iso(own), cycleLength: 28 })
  })

  it('two identical sign-ups give one confirmation, at the place of the first', async () => {
    const email = 'twice-same@example.com'
    const lastPeriod = today.subtract({ weeks: 12 })
    const first = await storeSignup(email, 'pregnancy_guide', weekly(lastPeriod, 28))
    const second = await storeSignup(email, 'pregnancy_guide', weekly(lastPeriod, 28))
    const { sent } = await runQueueUntilIdle([
      { at: now, job: { kind: 'confirm', signupId: first.signupId } },
      { at: now.add({ seconds: 2 }), job: { kind: 'confirm', signupId: second.signupId } },
    ])
    expect(sent.map(({ mail }) => refOf(mail))).toEqual([first.signupId])
    expect(await mailLogRow(`confirm:${second.signupId}`)).toMatchObject({
      status: 'skipped',
      last_error: 'covered by a confirmation of the same request',
    })
  })

  it('a confirmation held past its link’s last day is not sent', async () => {
    const { signupId } = await recordSignup(env.DB, {
      email: 'too-late@example.com',
      source: 'pregnancy_guide',
      fields: weekly(today.subtract({ weeks: 8 }), 28),
      locale: 'en',
      timeZone: 'UTC',
      secret: newRowSecret(),
      at: timestamp(now.subtract({ hours: CONFIRM_DAYS * 24 })),
      consent: consentRecord('en', 'guide'),
    })
    const deps = recordingDeps()
    await runQueue({ kind: 'confirm', signupId }, deps)
    expect(deps.sent).toHaveLength(0)
    expect(await mailLogRow(`confirm:${signupId}`)).toMatchObject({
      status: 'skipped',
      last_error: 'expired while held',
    })
  })

  const cases = [
    {
      name: 'weekly updates (fr)',
      source: 'pregnancy_guide',
      locale: 'fr',
      fields: weekly(today.subtract({ weeks: 9 }), 30),
      shows: (locale: string) => {
        const lastPeriod = today.subtract({ weeks: 9 })
        return [formatDate(lastPeriod, locale), formatDate(pregnancy(lastPeriod, 30, today).dueDate, locale)]
      },
    },
    {
      name: 'a due date guide from conception (es)',
      source: 'due_date_guide',
      locale: 'es',
      fields: {
        calculationType: 'conception',
        lastPeriodDate: null,
        conceptionDate: iso(today.subtract({ weeks: 6 })),
      },
      shows: (locale: string) => {
        const conception = today.subtract({ weeks: 6 })
        return [
          formatDate(conception, locale),
          formatDate(dueDate({ method: 'conception', conception }, today).dueDate, locale),
        ]
      },
    },
    {
      name: 'a fertility guide (ru)',
      source: 'calculator_guide',
      locale: 'ru',
      fields: { cycleLength: 33, lastPeriodDate: iso(today.subtract({ days: 12 })) },
      shows: (locale: string) => [formatDate(today.subtract({ days: 12 }), locale)],
    },
  ]

  it.each(cases)(
    'the mail and the confirmation page show the dates of $name and the language of the mails',
    async ({ source, locale, fields, shows }) => {
      const email = `shows-${source}@example.com`
      const { signupId } = await storeSignup(email, source, fields, locale)
      const deps = recordingDeps()
      await runQueue({ kind: 'confirm', signupId }, deps)
      const [mail] = deps.sent
      if (!mail) throw new Error('not sent')
      const page = await getPage(confirmPath(mail))
      expect(page.status).toBe(200)
      const html = await page.text()
      const language = messagesFor(locale as 'fr')[`language.${locale as 'fr'}`]
      for (const part of [mail.message.text ?? '', html]) {
        for (const date of shows(locale)) expect(part).toContain(date)
        expect(part).toContain(language)
      }
      expect((await addressRow(email))?.status).toBe('pending')
    },
  )
})

describe("the sign-up's thank-you says a confirmation can take a while (security review of issue 47, item 5)", () => {
  /** A page's text as read: tags dropped, React's escapes undone. */
  const readable = (html: string) =>
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')

  it.each([
    ['en', ['within minutes', '10 minutes', '3 a day', '7 days']],
    ['fr', ['10\u00a0minutes', '3 par jour', '7\u00a0jours']],
    ['ru', ['10 минут', '3 в день', '7 дней']],
  ] as const)('%s, without JavaScript, in the same words whatever the address', async (locale, figures) => {
    // The Russian edition takes sign-ups only where storage in Russia is named (decision 068).
    if (locale === 'ru') withRussianStorage()
    const home = locale === 'en' ? '/' : `/${locale}`
    const delay = messageFormatter(locale)('signup.delay', confirmationDelay)
    for (const figure of figures) expect(delay).toContain(figure)
    // A new address, the same one again, and another: the thank-you never tells them apart.
    for (const email of [
      `delay-${locale}@example.com`,
      `delay-${locale}@example.com`,
      `other-${locale}@example.com`,
    ]) {
      const body = new URLSearchParams({
        source: 'signup',
        resource: 'tracking_kit',
        email,
        consent: 'yes',
      }).toString()
      const res = await postForm(`${home}?form=signup-trackingKit`, body)
      expect(res.status).toBe(200)
      const text = readable(await res.text())
      expect(text).toContain(messagesFor(locale)['signup.thanksTitle'])
      expect(text).toContain(delay)
    }
  })
})

describe('delivery you can trust', () => {
  it('a message delivered twice sends one e-mail', async () => {
    const { signupId } = await storeSignup('dup@example.com', 'signup', { resource: 'tracking_kit' })
    const deps = recordingDeps()
    await runQueue({ kind: 'confirm', signupId }, deps)
    await runQueue({ kind: 'confirm', signupId }, deps)
    expect(deps.sent).toHaveLength(1)
  })

  it('a send that fails twice and then succeeds is delivered once', async () => {
    const { signupId } = await storeSignup('flaky@example.com', 'signup', { resource: 'tracking_kit' })
    const deps = recordingDeps(2)
    const key = `confirm:${signupId}`
    await runQueue({ kind: 'confirm', signupId }, deps, 1)
    expect((await mailLogRow(key))?.status).toBe('failed')
    expect((await addressRow('flaky@example.com')) as unknown).toMatchObject({
      last_error: expect.stringContaining('Email Sending unavailable'),
    })
    await runQueue({ kind: 'confirm', signupId }, deps, 2)
    await runQueue({ kind: 'confirm', signupId }, deps, 3)
    await runQueue({ kind: 'confirm', signupId }, deps, 4)
    expect(deps.tries()).toBe(3)
    expect(deps.sent).toHaveLength(1)
    expect(await mailLogRow(key)).toMatchObject({ status: 'sent', attempts: 3, last_error: null })
  })

  it('a send that always fails ends dead-lettered, visible to the operator', async () => {
    const { signupId } = await storeSignup('dead@example.com', 'signup', { resource: 'tracking_kit' })
    const deps = recordingDeps(Number.POSITIVE_INFINITY)
    for (let attempt = 1; attempt <= 5; attempt++)
      await runQueue({ kind: 'confirm', signupId }, deps, attempt)
    expect(deps.sent).toHaveLength(0)
    await runQueue({ kind: 'confirm', signupId }, deps, 5, 'fertility-mail-dead')
    expect(await mailLogRow(`confirm:${signupId}`)).toMatchObject({ status: 'dead', attempts: 5 })
    expect(
      ((await addressRow('dead@example.com')) as unknown as { last_error: string }).last_error,
    ).toContain('Email Sending unavailable')
  })
})

describe('what each confirmed sign-up delivers', () => {
  const guide = async (email: string, locale: string, source: string, fields: Record<string, FieldValue>) => {
    const { signupId, res } = await confirmedGuide(email, locale, source, fields)
    expect(res.status).toBe(200)
    const composed = await compose({ env, now }, { kind: 'guide', signupId })
    if (composed.status !== 'send') throw new Error(`not sent: ${composed.status}`)
    return composed.message
  }

  it('calculator_guide: the next cycles as the calculator computes them, an .ics and the unsubscribe headers', async () => {
    const lmp = today.subtract({ days: 40 })
    const message = await guide('cycles@example.com', 'en', 'calculator_guide', {
      cycleLength: 28,
      lastPeriodDate: iso(lmp),
    })
    // 40 days after the last period with a 28-day cycle, the cycle under way began 28 days after it.
    const current = cycleDays(lmp.add({ days: 28 }), 28)
    const next = cycleDays(lmp.add({ days: 56 }), 28)
    const short = (d: Temporal.PlainDate) => formatDate(d, 'en', 'short')
    expect(message.text).toContain(short(current.ovulation))
    expect(message.text).toContain(formatDateRange(next.fertileStart, next.fertileEnd, 'en', 'short'))
    expect(message.subject).toBe('Your estimated fertile days')
    // Issue 46: the guide says the dates are no contraception, and prints no percentage on a date.
    expect(message.text).toContain('Not a method of contraception')
    expect(message.text).not.toMatch(/\d\s?%/)
    const [ics] = message.attachments ?? []
    expect(ics?.filename).toBe('fertility-calendar.ics')
    expect(String(ics?.content)).toContain(`DTSTART;VALUE=DATE:${iso(next.ovulation).replaceAll('-', '')}`)
    expect(message.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<${env.SITE_URL}/unsubscribe\\?token=u\\d+\\.0\\.0\\.[\\w-]+>$`),
    )
    expect(message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  })

  it('due_date_guide: the due date and trimester ends of the calculator, and the milestones as .ics', async () => {
    const lmp = today.subtract({ weeks: 10 })
    const message = await guide('duedate@example.com', 'fr', 'due_date_guide', {
      calculationType: 'lmp',
      lastPeriodDate: iso(lmp),
      conceptionDate: null,
    })
    const result = dueDate({ method: 'lmp', lastPeriod: lmp }, today)
    expect(message.subject).toContain(formatDate(result.dueDate, 'fr'))
    for (const day of [result.firstTrimesterEnd, result.secondTrimesterEnd, result.dueDate]) {
      expect(message.text).toContain(formatDate(day, 'fr'))
    }
    expect(message.text).toMatch(/10[\u00a0 ]SA/)
    const [ics] = message.attachments ?? []
    expect(ics?.filename).toBe('pregnancy-milestones.ics')
    expect(String(ics?.content)).toContain(
      `DTSTART;VALUE=DATE:${iso(lmp.add({ weeks: 40 })).replaceAll('-', '')}`,
    )
  })

  it('tracking kit: the chart PDF in the subscriber’s language is attached', async () => {
    const message = await guide('kit-pt@example.com', 'pt', 'signup', { resource: 'tracking_kit' })
    const [pdf] = message.attachments ?? []
    expect(pdf?.filename).toBe('ovulation-tracking-chart-pt.pdf')
    expect(pdf?.type).toBe('application/pdf')
    const bytes = new Uint8Array(pdf?.content as ArrayBuffer)
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
  })
})

describe("France's 41 SA terme beside the 40 SA date (issue 48, fr review B1/M3)", () => {
  const lmp = today.subtract({ weeks: 10 })

  it.each([
    ['fr', 'terme-fr@example.com'],
    ['en', 'terme-en@example.com'],
  ] as const)(
    '%s: the pregnancy confirmation mail and its page; the due date guide and its .ics',
    async (locale, email) => {
      const t = messagesFor(locale)
      const due = lmp.add({ days: 280 })
      const term = lmp.add({ days: 287 })
      const compact = (day: Temporal.PlainDate) => iso(day).replaceAll('-', '')
      const { signupId } = await storeSignup(
        email,
        'pregnancy_guide',
        { cycleLength: 28, lastPeriodDate: iso(lmp) },
        locale,
      )
      const deps = recordingDeps()
      await runQueue({ kind: 'confirm', signupId }, deps)
      const [mail] = deps.sent
      if (!mail) throw new Error('no confirmation was sent')
      const page = await (await getPage(confirmPath(mail))).text()
      const guide = await confirmedGuide(`guide-${email}`, locale, 'due_date_guide', {
        calculationType: 'lmp',
        lastPeriodDate: iso(lmp),
        conceptionDate: null,
      })
      expect(guide.res.status).toBe(200)
      const composed = await compose({ env, now }, { kind: 'guide', signupId: guide.signupId })
      if (composed.status !== 'send') throw new Error(`not sent: ${composed.status}`)
      const ics = String(composed.message.attachments?.[0]?.content)
      expect(ics).toContain(`DTSTART;VALUE=DATE:${compact(due)}`)
      for (const text of [mail.message.text ?? '', page, composed.message.text ?? '']) {
        expect(text).toContain(formatDate(due, locale))
        if (locale === 'fr') {
          expect(text).toContain(t['term.local'])
          expect(text).toContain(formatDate(term, locale))
        } else {
          expect(text).not.toContain(t['term.local'])
          expect(text).not.toContain(formatDate(term, locale))
        }
      }
      // 41 weeks is France's terme; elsewhere it is the late-term stage, with no terme named.
      expect(ics).toContain(`DTSTART;VALUE=DATE:${compact(term)}`)
      if (locale === 'fr') expect(ics).toContain(t['term.local'])
      else expect(ics).not.toContain(t['term.local'])
    },
  )
})

describe('contact messages', () => {
  it('reach SUPPORT_EMAIL with the visitor as Reply-To, and the visitor gets an acknowledgement', async () => {
    // A Russian message, taken where storage in Russia is named (decision 068).
    withRussianStorage()
    const res = await post('/api/contact', {
      name: 'Olga',
      email: 'olga@example.com',
      subject: 'Вопрос',
      message: 'Здравствуйте! Как считать цикл?',
      language: 'ru',
      consent: true,
    })
    expect(res.status).toBe(202)
    const row = await env.DB.prepare(
      'SELECT m.id FROM contact_messages m JOIN emails e ON e.id = m.email_id WHERE e.email = ?',
    )
      .bind('olga@example.com')
      .first<{ id: number }>()
    const messageId = row?.id ?? 0
    expect((await waitForMail(`support:${messageId}`))?.status).toBe('sent')
    expect((await waitForMail(`ack:${messageId}`))?.status).toBe('sent')
    const support = await compose({ env, now }, { kind: 'support', messageId })
    if (support.status !== 'send') throw new Error('support mail not composed')
    expect(support.message.to).toBe(env.SUPPORT_EMAIL)
    expect(support.message.replyTo).toEqual({ name: 'Olga', email: 'olga@example.com' })
    expect(support.message.text).toContain('Здравствуйте! Как считать цикл?')
    expect(support.message.text).toContain('/ru/contact')
  })

  it('the acknowledgement quotes nothing the sender typed; support gets it all; a message 3 s later is acknowledged after the window (security review of issue 47, item 3)', async () => {
    const email = 'ack-victim@example.com'
    const typed = {
      name: 'Security team',
      subject: 'Account notice',
      message: 'Your account will be closed. Keep it at https://phish-4711.example/login',
    }
    const contact = (at: Temporal.Instant, fields: typeof typed) =>
      recordContact(env.DB, {
        email,
        ...fields,
        language: 'en',
        secret: newRowSecret(),
        at: timestamp(at),
        consent: consentRecord('en', 'contact'),
      })
    const stranger = await contact(now, typed)
    const deps = recordingDeps()
    await runQueue({ kind: 'support', messageId: stranger.messageId }, deps)
    await runQueue({ kind: 'ack', messageId: stranger.messageId }, deps)
    const [support, ack] = deps.sent.map(({ message }) => message)
    expect(support?.to).toBe(env.SUPPORT_EMAIL)
    for (const value of Object.values(typed)) expect(support?.text).toContain(value)
    expect(ack?.to).toBe(email)
    for (const part of [ack?.subject, ack?.text, ack?.html]) {
      for (const value of [...Object.values(typed), 'phish', 'Keep it at']) {
        // Case aside: the plain text sets a heading in capitals.
        expect(part?.toLowerCase()).not.toContain(value.toLowerCase())
      }
    }
    expect(ack?.text).toContain(messagesFor('en')['mail.ack.intro'])

    // The owner writes 3 s later: her acknowledgement is held, not dropped, and goes when the window frees.
    const owner = await contact(now.add({ seconds: 3 }), {
      name: 'Owner',
      subject: 'q',
      message: 'My own question',
    })
    const { sent } = await runQueueUntilIdle([
      { at: now.add({ seconds: 3 }), job: { kind: 'ack', messageId: owner.messageId } },
    ])
    expect(sent.map(({ at }) => now.until(at).total('minutes'))).toEqual([10])
    expect(sent[0]?.mail.message.to).toBe(email)
    expect(sent[0]?.mail.message.text).not.toContain('My own question')
    expect(await mailLogRow(`ack:${owner.messageId}`)).toMatchObject({ status: 'sent' })
  })

  it('a burst of messages from one address still yields one acknowledgement per window, each sent after its message', async () => {
    const email = 'ack-burst@example.com'
    const ids: number[] = []
    const events = [0, 5, 20, 40].map((seconds) => ({
      at: now.add({ seconds }),
      job: async (): Promise<MailJob> => {
        const { messageId } = await recordContact(env.DB, {
          email,
          name: 'Ana',
          subject: '',
          message: `Message ${seconds}`,
          language: 'pt',
          secret: newRowSecret(),
          at: timestamp(now.add({ seconds })),
          consent: consentRecord('pt', 'contact'),
        })
        ids.push(messageId)
        return { kind: 'ack', messageId }
      },
    }))
    const { sent } = await runQueueUntilIdle(events)
    // The first at once; the three after it are covered by one acknowledgement when the window frees.
    expect(sent.map(({ at }) => now.until(at).total('minutes'))).toEqual([0, 10])
    const statuses = []
    for (const id of ids) statuses.push((await mailLogRow(`ack:${id}`))?.status)
    expect(statuses.filter((status) => status === 'sent')).toHaveLength(2)
    expect(statuses.filter((status) => status === 'skipped')).toHaveLength(2)
  })
})
