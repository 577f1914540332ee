import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { catalogues, english } from '../../client/i18n/catalogues.server.ts'
import { serverIntl } from '../../client/i18n/format-message.server.ts'
import { cycleDays, nextCycles } from '../../core/calc/cycle-calendar.ts'
import { dueDate } from '../../core/calc/due-date.ts'
import { pregnancy } from '../../core/calc/pregnancy.ts'
import { pregnancyTimeText } from '../../core/calc/pregnancy-time.ts'
import { formatDate, Temporal } from '../../core/calc/temporal.ts'
import { type Locale, languageTags, locales } from '../../core/i18n/locales.ts'
import { listUnsubscribeHeaders, renderMail } from '../../worker/mail/render.tsx'
import { AckMail } from '../../worker/mail/templates/AckMail.tsx'
import { ArticlesMail } from '../../worker/mail/templates/ArticlesMail.tsx'
import { ConfirmMail } from '../../worker/mail/templates/ConfirmMail.tsx'
import { DueDateGuideMail } from '../../worker/mail/templates/DueDateGuideMail.tsx'
import { FertilityGuideMail } from '../../worker/mail/templates/FertilityGuideMail.tsx'
import type { MailFooter } from '../../worker/mail/templates/MailLayout.tsx'
import { OvulationGuideMail } from '../../worker/mail/templates/OvulationGuideMail.tsx'
import { PregnancyCalendarMail } from '../../worker/mail/templates/PregnancyCalendarMail.tsx'
import { PregnancyWelcomeMail } from '../../worker/mail/templates/PregnancyWelcomeMail.tsx'
import { SupportMail } from '../../worker/mail/templates/SupportMail.tsx'
import { TrackingKitMail } from '../../worker/mail/templates/TrackingKitMail.tsx'
import { WeeklyMail } from '../../worker/mail/templates/WeeklyMail.tsx'

const today = Temporal.PlainDate.from('2026-11-23')
const lmp = today.subtract({ weeks: 20 })
const eraseUrl = 'https://fertilitycalc.org/unsubscribe?token=u1.0.0.x'
const footer: MailFooter = { why: 'mail.footer.why', eraseUrl, eraseLabel: 'mail.footer.stop' }
const site = 'fertilitycalc.org'
const url = 'https://fertilitycalc.org/'

/** Every template, as the consumer fills it. */
const templates: Record<string, ReactElement> = {
  confirm: (
    <ConfirmMail
      request={{
        resource: 'mail.resource.pregnancy_guide',
        lastPeriod: lmp.toString(),
        conception: null,
        dueDate: pregnancy(lmp, 28, today).dueDate.toString(),
        cycleLength: 28,
        locale: 'en',
      }}
      confirmUrl={url}
      expires={today}
      site={site}
    />
  ),
  ovulation: (
    <OvulationGuideMail
      lastPeriod={lmp}
      cycleLength={28}
      cycles={[{ n: 0, ...cycleDays(today, 28) }, ...nextCycles(today, 28, { count: 5 })]}
      today={today}
      calculatorUrl={url}
      site={site}
      footer={footer}
    />
  ),
  dueDate: (
    <DueDateGuideMail
      result={dueDate({ method: 'lmp', lastPeriod: lmp }, today)}
      calculatorUrl={url}
      site={site}
      footer={footer}
    />
  ),
  pregnancy: (
    <PregnancyWelcomeMail
      lastPeriod={lmp}
      cycleLength={28}
      result={pregnancy(lmp, 28, today)}
      calculatorUrl={url}
      site={site}
      footer={footer}
    />
  ),
  trackingKit: <TrackingKitMail site={site} footer={footer} />,
  fertilityGuide: <FertilityGuideMail calculatorUrl={url} site={site} footer={footer} />,
  calendar: <PregnancyCalendarMail calculatorUrl={url} site={site} footer={footer} />,
  articles: <ArticlesMail reading={[{ title: 'A', url }]} site={site} footer={footer} />,
  weekly: (
    <WeeklyMail
      week={13}
      dueDate={today.add({ weeks: 27 })}
      first
      stopUrl={url}
      changeDueUrl={url}
      site={site}
      footer={footer}
    />
  ),
  ack: <AckMail site={site} footer={{ ...footer, why: 'mail.footer.whyContact' }} />,
}

describe('e-mail catalogues', () => {
  it.each(locales.filter((locale) => locale !== 'en'))('%s has every mail message of its own', (locale) => {
    const mailKeys = Object.keys(english).filter((key) => key.startsWith('mail.'))
    expect(mailKeys.filter((key) => !(key in catalogues[locale]))).toEqual([])
  })
})

describe.each(locales)('every template in %s', (locale) => {
  it.each(Object.keys(templates))('%s: HTML in the language, a plain-text part, the footer', async (name) => {
    const { html, text } = await renderMail(templates[name] as ReactElement, locale)
    expect(html).toMatch(/^<!DOCTYPE html/)
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${languageTags[locale]}"`))
    // A sentence never ends twice (Russian dates end in «г.»).
    expect(text).not.toMatch(/\.\./)
    expect(html.trimEnd()).toMatch(/<\/html>$/)
    expect(html).not.toMatch(/\{[a-z]+[},]|undefined|NaN|\[object /)
    expect(text.length).toBeGreaterThan(150)
    expect(text).not.toMatch(/\{[a-z]+[},]|undefined|NaN/)
    // Why the mail came, and the medical disclaimer, in every mail.
    expect(text).toContain(catalogues[locale]['mail.footer.disclaimer'] ?? english['mail.footer.disclaimer'])
    if (name !== 'confirm') expect(html).toContain(`href="${eraseUrl}"`)
  })
})

describe("France's terme beside the 40 SA date (issue 48, fr review B1/M3)", () => {
  // Last period 20 May 2026: the 40-week date is 24 February 2027, the 41 SA terme 3 March 2027.
  const start = Temporal.PlainDate.from('2026-05-20')
  const due = start.add({ days: 280 })
  const term = start.add({ days: 287 })
  const mails = (locale: Locale): Record<string, ReactElement> => ({
    weekly: (
      <WeeklyMail
        week={27}
        dueDate={due}
        first={false}
        stopUrl={url}
        changeDueUrl={url}
        site={site}
        footer={footer}
      />
    ),
    welcome: (
      <PregnancyWelcomeMail
        lastPeriod={start}
        cycleLength={28}
        result={pregnancy(start, 28, today)}
        calculatorUrl={url}
        site={site}
        footer={footer}
      />
    ),
    confirm: (
      <ConfirmMail
        request={{
          resource: 'mail.resource.pregnancy_guide',
          lastPeriod: start.toString(),
          conception: null,
          dueDate: due.toString(),
          cycleLength: 28,
          locale,
        }}
        confirmUrl={url}
        expires={today}
        site={site}
      />
    ),
  })

  it.each(['weekly', 'welcome', 'confirm'])(
    'the French %s mail shows the terme (last period + 287 days) beside the 40 SA date',
    async (name) => {
      const fr = catalogues.fr
      const { text } = await renderMail(mails('fr')[name] as ReactElement, 'fr')
      expect(text).toContain(formatDate(due, 'fr'))
      expect(text).toContain(fr['term.local'])
      expect(text).toContain(formatDate(term, 'fr'))
    },
  )

  it.each(['weekly', 'welcome', 'confirm'])(
    'the English %s mail keeps the one due date, with no terme',
    async (name) => {
      const { text } = await renderMail(mails('en')[name] as ReactElement, 'en')
      expect(text).toContain(formatDate(due, 'en'))
      expect(text).not.toContain(english['term.local'])
      expect(text).not.toContain(formatDate(term, 'en'))
    },
  )
})

it('the support mail is for the team, in English, with the reply details', async () => {
  const { text } = await renderMail(
    <SupportMail
      name="Olga"
      email="olga@example.com"
      subject=""
      message="Привет"
      language="ru"
      page="/ru/contact"
      received="2026-11-23T10:00:00Z"
    />,
    'en',
  )
  // The name and the address on lines of their own, never "name <address>" (security review, finding 4).
  expect(text).toMatch(/Name\s+Olga\n/)
  expect(text).toMatch(/Address\s+olga@example\.com\n/)
  expect(text).not.toContain('<olga@example.com>')
  expect(text).toContain('/ru/contact')
  expect(text).toContain('Привет')
})

it('non-transactional mails carry the RFC 8058 one-click headers', () => {
  expect(listUnsubscribeHeaders(eraseUrl)).toEqual({
    'List-Unsubscribe': `<${eraseUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  })
})

describe('the pregnancy mails before a pregnancy can be known and past 41 and 42 weeks (issue 59, item 5)', () => {
  /** The welcome mail and the due-date guide, for a last period `days` before today. */
  const mails = (locale: Locale, days: number) => {
    const start = today.subtract({ days })
    return Promise.all([
      renderMail(
        <PregnancyWelcomeMail
          lastPeriod={start}
          cycleLength={30}
          result={pregnancy(start, 30, today)}
          calculatorUrl={url}
          site={site}
          footer={footer}
        />,
        locale,
      ),
      renderMail(
        <DueDateGuideMail
          result={dueDate({ method: 'lmp', lastPeriod: start }, today)}
          calculatorUrl={url}
          site={site}
          footer={footer}
        />,
        locale,
      ),
    ]).then((rendered) => rendered.map(({ text }) => text))
  }
  /** The line that names the week in progress ("…your 45th week"), in the mail's language. */
  const weekNote = (locale: Locale, weeks: number, days: number) =>
    pregnancyTimeText(serverIntl(locale).formatMessage, { weeks, days, week: weeks + 1 }).note

  it.each(locales)('%s: at 41+0 both say what to do, with the week in progress', async (locale) => {
    const t = catalogues[locale]
    for (const text of await mails(locale, 41 * 7)) {
      expect(text).toContain(t['pregnancyWarning.lateTermLead'])
      expect(text).toContain(t['pregnancyWarning.lateTerm'])
      expect(text).not.toContain(t['pregnancyWarning.postTerm'])
    }
  })

  it.each(locales)(
    '%s: at 42+0 and 44+0 both say to call today and name no week in progress',
    async (locale) => {
      const t = catalogues[locale]
      for (const weeks of [42, 44]) {
        const [welcome, guide] = await mails(locale, weeks * 7)
        expect(welcome).not.toContain(t['mail.pregnancy.week'])
        for (const text of [welcome, guide]) {
          expect(text).toContain(t['pregnancyWarning.postTermLead'])
          expect(text).toContain(t['pregnancyWarning.postTerm'])
          expect(text).not.toContain(t['pregnancyWarning.lateTerm'])
          expect(text).not.toContain(weekNote(locale, weeks, 0))
        }
      }
    },
  )

  it.each(locales)(
    '%s: a last period 3 days ago gives no week, and says when a test can tell',
    async (locale) => {
      const t = catalogues[locale]
      const start = today.subtract({ days: 3 })
      const [welcome, guide] = await mails(locale, 3)
      expect(welcome).not.toContain(t['mail.pregnancy.week'])
      for (const text of [welcome, guide]) {
        expect(text).toContain(t['pregnancyWarning.notYetLead'])
        expect(text).not.toContain(weekNote(locale, 0, 3))
      }
      // The first day of a missed period: the reader's own cycle in the welcome mail (30 days), 28 in
      // the due-date guide, which asks for none.
      expect(welcome).toContain(formatDate(start.add({ days: 30 }), locale))
      expect(guide).toContain(formatDate(start.add({ days: 28 }), locale))
      expect(guide).toContain(t['mail.dueDate.notYet'])
    },
  )
})
