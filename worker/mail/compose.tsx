import type { ReactElement } from 'react'
import { trackingChartFile, trackingChartPath } from '../../client/content/tracking-chart-file.server.ts'
import { messageFormatter } from '../../client/i18n/format-message.server.ts'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { cycleDays, nextCycles } from '../../core/calc/cycle-calendar.ts'
import { dueDate } from '../../core/calc/due-date.ts'
import { dueDateFrom, pregnancy } from '../../core/calc/pregnancy.ts'
import { weekText } from '../../core/calc/pregnancy-weeks.ts'
import { formatDate, Temporal } from '../../core/calc/temporal.ts'
import { dueDateInputOfRequest } from '../../core/calculators/due-date.ts'
import { isLocale, type Locale } from '../../core/i18n/locales.ts'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import { CONFIRM_DAYS, RESEND_LIMITS } from '../../core/mail-limits.ts'
import { localizedPath, type RouteSlug } from '../../core/routes.ts'
import { sentSince, weeklySent } from '../../db/mail-log.ts'
import {
  type AddressRow,
  findAddress,
  findContact,
  findSignup,
  type SignupRow,
} from '../../db/subscribers.ts'
import { weeklySubscriber } from '../../db/weekly.ts'
import { fertilityCalendar, pregnancyCalendar } from '../files/ics.ts'
import { linkSecret, linkUrl, signLink } from '../links/signed-links.ts'
import { timestamp } from '../request/clock.ts'
import { headerText } from './header-text.ts'
import type { MailJob } from './jobs.ts'
import { listUnsubscribeHeaders, renderMail } from './render.tsx'
import { requestSummary } from './request-summary.ts'
import { AckMail } from './templates/AckMail.tsx'
import { ArticlesMail } from './templates/ArticlesMail.tsx'
import { ConfirmMail } from './templates/ConfirmMail.tsx'
import { DueDateGuideMail } from './templates/DueDateGuideMail.tsx'
import { FertilityGuideMail } from './templates/FertilityGuideMail.tsx'
import type { MailFooter } from './templates/MailLayout.tsx'
import { OvulationGuideMail } from './templates/OvulationGuideMail.tsx'
import { PregnancyCalendarMail } from './templates/PregnancyCalendarMail.tsx'
import { PregnancyWelcomeMail } from './templates/PregnancyWelcomeMail.tsx'
import { SupportMail } from './templates/SupportMail.tsx'
import { TrackingKitMail } from './templates/TrackingKitMail.tsx'
import { WeeklyMail } from './templates/WeeklyMail.tsx'
import { todayIn } from './week-due.ts'

// The limits live where the sign-up's thank-you can name them too (decision 051).
export { CONFIRM_DAYS, RESEND_LIMITS }

/** A job of every kind but the confirmation, which waits in its address's line (confirm-line.ts). */
type ComposedJob = Exclude<MailJob, { kind: 'confirm' }>

export type Composed =
  | { status: 'send'; emailId: number | null; message: EmailMessageBuilder }
  /** Deliberately not sent (a resend limit, a sign-up never confirmed): recorded, never retried. */
  | { status: 'skip'; emailId: number | null; reason: string }
  /** Not yet: an acknowledgement the resend limits hold back until `until` (decision 051). */
  | { status: 'hold'; until: Temporal.Instant; reason: string }
  /** The rows are gone (erased): there is no one left to write to. */
  | { status: 'gone' }

export interface ComposeContext {
  env: Cloudflare.Env
  now: Temporal.Instant
}

interface Signed {
  address: AddressRow
  locale: Locale
  site: string
}

const localeOf = (value: string): Locale => (isLocale(value) ? value : 'en')

/** A message outside React (a subject line), formatted like the templates' own. */
function format(locale: Locale, id: MessageKey, values?: Record<string, string | number>): string {
  return messageFormatter(locale)(id, values)
}

function sender(env: Cloudflare.Env) {
  return { name: env.MAIL_FROM_NAME, email: env.MAIL_FROM }
}

/** A rendered mail to the owner of `address`, in `locale`. */
async function toOwner(
  env: Cloudflare.Env,
  address: AddressRow,
  locale: Locale,
  subject: string,
  element: ReactElement,
  extra: Pick<EmailMessageBuilder, 'headers' | 'attachments'> = {},
): Promise<Composed & { status: 'send' }> {
  const body = await renderMail(element, locale)
  return {
    status: 'send',
    emailId: address.id,
    message: { from: sender(env), to: address.email, subject: headerText(subject), ...body, ...extra },
  }
}

const pageUrl = (signed: Signed, slug: RouteSlug) => `${signed.site}${localizedPath(signed.locale, slug)}`

/** The owner's erase link, in the footer and in RFC 8058's one-click header. */
async function unsubscribe(env: Cloudflare.Env, signed: Signed) {
  const token = await signLink(linkSecret(env), signed.address.secret, {
    purpose: 'unsubscribe',
    emailId: signed.address.id,
    ref: 0,
    expires: 0,
  })
  const url = linkUrl(signed.site, signed.locale, 'unsubscribe', token)
  return {
    footer: { why: 'mail.footer.why', eraseUrl: url, eraseLabel: 'mail.footer.stop' } satisfies MailFooter,
    headers: listUnsubscribeHeaders(url),
  }
}

/**
 * Whether one more confirmation or acknowledgement to this address would exceed the limits, and
 * if so from when it would not: when the oldest mail counted in each full window has left it (the
 * latest of these, so that a held job does not wake for one window only to wait for the other).
 */
export async function overLimit(d1: D1Database, emailId: number, kind: string, now: Temporal.Instant) {
  let limited: { reason: string; until: Temporal.Instant } | null = null
  for (const { minutes, max } of RESEND_LIMITS) {
    // In the stored timestamps' own text, so that the comparison is exact to the millisecond.
    const since = timestamp(now.subtract({ minutes }))
    const { count, oldest } = await sentSince(d1, emailId, kind, since)
    const until = oldest && Temporal.Instant.from(oldest).add({ minutes })
    if (count >= max && until && (!limited || Temporal.Instant.compare(until, limited.until) > 0))
      limited = { reason: `limit: ${max} per ${minutes} minutes`, until }
  }
  return limited
}

/** When a sign-up's confirmation link stops working: CONFIRM_DAYS after the sign-up. */
export const confirmExpiry = (signup: SignupRow) =>
  Temporal.Instant.from(signup.createdAt).add({ hours: CONFIRM_DAYS * 24 })

/** The confirmation mail of one sign-up: what it asks for and its data, and its signed link. */
export async function confirmationMail(
  context: ComposeContext,
  signup: SignupRow,
  address: AddressRow,
): Promise<Composed & { status: 'send' }> {
  const locale = localeOf(signup.locale)
  const expires = confirmExpiry(signup)
  const token = await signLink(linkSecret(context.env), address.secret, {
    purpose: 'confirm',
    emailId: address.id,
    ref: signup.id,
    expires: Math.floor(expires.epochMilliseconds / 1000),
  })
  const site = context.env.SITE_URL
  const confirmUrl = linkUrl(site, locale, 'confirm', token)
  return toOwner(
    context.env,
    address,
    locale,
    format(locale, 'mail.confirm.subject'),
    <ConfirmMail
      request={requestSummary(signup, todayIn(signup.timeZone, context.now))}
      confirmUrl={confirmUrl}
      expires={todayIn(signup.timeZone, expires)}
      site={new URL(site).host}
    />,
  )
}

interface Delivery {
  subject: string
  element: ReactElement
  attachments?: EmailAttachment[]
}

const calendarFile = (filename: string, content: string): EmailAttachment => ({
  disposition: 'attachment',
  filename,
  type: 'text/calendar; charset=utf-8',
  content,
})

/** What one confirmed sign-up promised, with its dates recomputed today from core/calc. */
async function delivery(
  context: ComposeContext,
  signup: SignupRow,
  signed: Signed,
  footer: MailFooter,
): Promise<Delivery> {
  const fields = JSON.parse(signup.fields) as Record<string, unknown>
  const today = todayIn(signup.timeZone, context.now)
  const host = new URL(signed.site).host
  const site = host
  const date = (value: unknown) => Temporal.PlainDate.from(String(value))
  switch (signup.source) {
    case 'calculator_guide': {
      const cycleLength = Number(fields.cycleLength)
      const lastPeriod = date(fields.lastPeriodDate)
      // The cycle under way today: the guide and its calendar start there.
      const elapsed = lastPeriod.until(today, { largestUnit: 'days' }).days
      const start = lastPeriod.add({ days: Math.max(0, Math.floor(elapsed / cycleLength)) * cycleLength })
      const cycles = [{ n: 0, ...cycleDays(start, cycleLength) }, ...nextCycles(start, cycleLength)]
      return {
        subject: format(signed.locale, 'mail.ovulation.subject'),
        element: (
          <OvulationGuideMail
            lastPeriod={lastPeriod}
            cycleLength={cycleLength}
            cycles={cycles}
            today={today}
            calculatorUrl={pageUrl(signed, '')}
            site={site}
            footer={footer}
          />
        ),
        attachments: [
          calendarFile(
            'fertility-calendar.ics',
            fertilityCalendar(start.toString(), cycleLength, signed.locale, today, host),
          ),
        ],
      }
    }
    case 'pregnancy_guide': {
      const lastPeriod = date(fields.lastPeriodDate)
      const result = pregnancy(lastPeriod, Number(fields.cycleLength), today)
      return {
        subject: format(signed.locale, 'mail.pregnancy.subject'),
        element: (
          <PregnancyWelcomeMail
            lastPeriod={lastPeriod}
            cycleLength={Number(fields.cycleLength)}
            result={result}
            calculatorUrl={pageUrl(signed, 'pregnancy-calculator')}
            site={site}
            footer={footer}
          />
        ),
      }
    }
    case 'due_date_guide': {
      // The same input the confirmation showed the due date of (request-summary.ts).
      const input = dueDateInputOfRequest(fields)
      if (!input) throw new Error(`due_date_guide ${signup.id}: no date to compute from`)
      const result = dueDate(input, today)
      return {
        subject: format(signed.locale, 'mail.dueDate.subject', {
          date: formatDate(result.dueDate, signed.locale),
        }),
        element: (
          <DueDateGuideMail
            result={result}
            calculatorUrl={pageUrl(signed, 'due-date-calculator')}
            site={site}
            footer={footer}
          />
        ),
        attachments: [
          calendarFile(
            'pregnancy-milestones.ics',
            pregnancyCalendar(result.start, signed.locale, today, host),
          ),
        ],
      }
    }
    default:
      return resourceDelivery(context, String(fields.resource), signed, footer)
  }
}

/** The generic sign-up cards: each delivers what its card names. */
async function resourceDelivery(
  context: ComposeContext,
  resource: string,
  signed: Signed,
  footer: MailFooter,
): Promise<Delivery> {
  const site = new URL(signed.site).host
  switch (resource) {
    case 'tracking_kit': {
      const pdf = await context.env.ASSETS.fetch(new URL(trackingChartPath(signed.locale), signed.site))
      if (!pdf.ok) throw new Error(`tracking chart: HTTP ${pdf.status}`)
      return {
        subject: format(signed.locale, 'mail.trackingKit.subject'),
        element: <TrackingKitMail site={site} footer={footer} />,
        attachments: [
          {
            disposition: 'attachment',
            filename: trackingChartFile(signed.locale),
            type: 'application/pdf',
            content: await pdf.arrayBuffer(),
          },
        ],
      }
    }
    case 'fertility_guide':
      return {
        subject: format(signed.locale, 'mail.fertilityGuide.subject'),
        element: <FertilityGuideMail calculatorUrl={pageUrl(signed, '')} site={site} footer={footer} />,
      }
    case 'pregnancy_calendar':
      return {
        subject: format(signed.locale, 'mail.calendar.subject'),
        element: (
          <PregnancyCalendarMail
            calculatorUrl={pageUrl(signed, 'due-date-calculator')}
            site={site}
            footer={footer}
          />
        ),
      }
    default: {
      const t = messagesFor(signed.locale)
      const reading = (
        [
          ['when-do-i-ovulate-after-period', 'ovulateAfterPeriod.h1'],
          ['5-ways-to-improve-your-fertility', 'improveFertility.h1'],
          ['signs-of-ovulation-for-natural-pregnancy', 'ovulationSigns.h1'],
        ] as const
      ).map(([slug, title]) => ({ title: t[title], url: pageUrl(signed, slug) }))
      return {
        subject: format(signed.locale, 'mail.articles.subject'),
        element: <ArticlesMail reading={reading} site={site} footer={footer} />,
      }
    }
  }
}

async function composeGuide(
  context: ComposeContext,
  signup: SignupRow,
  address: AddressRow,
): Promise<Composed> {
  // Only what the owner confirmed is ever sent.
  if (!signup.confirmedAt || address.status !== 'confirmed') {
    return { status: 'skip', emailId: address.id, reason: 'not confirmed' }
  }
  const signed: Signed = { address, locale: localeOf(signup.locale), site: context.env.SITE_URL }
  const { footer, headers } = await unsubscribe(context.env, signed)
  const { subject, element, attachments } = await delivery(context, signup, signed, footer)
  return toOwner(context.env, address, signed.locale, subject, element, {
    headers,
    ...(attachments ? { attachments } : {}),
  })
}

async function composeContact(
  context: ComposeContext,
  kind: 'support' | 'ack',
  messageId: number,
): Promise<Composed> {
  const contact = await findContact(context.env.DB, messageId)
  const address = contact && (await findAddress(context.env.DB, contact.emailId))
  if (!contact || !address) return { status: 'gone' }
  const locale = localeOf(contact.language)
  const site = context.env.SITE_URL
  if (kind === 'support') {
    const body = await renderMail(
      <SupportMail
        name={contact.name}
        email={address.email}
        subject={contact.subject}
        message={contact.message}
        language={locale}
        page={`${site}${localizedPath(locale, 'contact')}`}
        received={contact.createdAt}
      />,
      'en',
    )
    return {
      status: 'send',
      emailId: null,
      message: {
        from: sender(context.env),
        to: context.env.SUPPORT_EMAIL,
        replyTo: { name: headerText(contact.name), email: address.email },
        subject: headerText(
          `Contact (${locale}): ${contact.subject || [...headerText(contact.message)].slice(0, 60).join('')}`,
        ),
        ...body,
      },
    }
  }
  // The acknowledgement quotes nothing the sender typed (AckMail), and is held by the limits like a
  // confirmation, never dropped: a stranger's messages cannot use up the owner's (decision 051).
  // One that an acknowledgement sent after its message arrived already covers is not sent again,
  // so a burst of messages still yields one mail per window, and each message one sent after it.
  if ((await sentSince(context.env.DB, address.id, 'ack', contact.createdAt)).count > 0)
    return { status: 'skip', emailId: address.id, reason: 'covered by an acknowledgement sent after it' }
  const limited = await overLimit(context.env.DB, address.id, 'ack', context.now)
  if (limited) return { status: 'hold', ...limited }
  const signed: Signed = { address, locale, site }
  const { footer } = await unsubscribe(context.env, signed)
  return toOwner(
    context.env,
    address,
    locale,
    format(locale, 'mail.ack.subject'),
    <AckMail
      site={new URL(site).host}
      footer={{ ...footer, why: 'mail.footer.whyContact', eraseLabel: 'mail.footer.erase' }}
    />,
  )
}

/** A week of the weekly series, to a subscriber who still wants it. */
async function composeWeekly(context: ComposeContext, emailId: number, week: number): Promise<Composed> {
  const address = await findAddress(context.env.DB, emailId)
  if (!address) return { status: 'gone' }
  const subscriber = await weeklySubscriber(context.env.DB, emailId)
  // Stopped since the job was queued: the stop takes effect at once, even for a mail in flight.
  if (!subscriber) return { status: 'skip', emailId, reason: 'weekly series stopped' }
  const signed: Signed = { address, locale: localeOf(subscriber.locale), site: context.env.SITE_URL }
  const { footer, headers } = await unsubscribe(context.env, signed)
  const manage = await signLink(linkSecret(context.env), address.secret, {
    purpose: 'manage',
    emailId,
    ref: 0,
    expires: 0,
  })
  const first = !(await weeklySent(context.env.DB, emailId))
  const subject = format(signed.locale, 'weekly.subject', {
    weeks: week,
    headline: format(signed.locale, weekText(week).headline),
  })
  return toOwner(
    context.env,
    address,
    signed.locale,
    subject,
    <WeeklyMail
      week={week}
      dueDate={dueDateFrom(Temporal.PlainDate.from(subscriber.lastPeriodDate))}
      first={first}
      stopUrl={linkUrl(signed.site, signed.locale, 'stop', manage)}
      changeDueUrl={linkUrl(signed.site, signed.locale, 'due-date', manage)}
      site={new URL(signed.site).host}
      footer={footer}
    />,
    { headers },
  )
}

/** The mail a job stands for, rendered, or why there is none to send. */
export async function compose(context: ComposeContext, job: ComposedJob): Promise<Composed> {
  if (job.kind === 'support' || job.kind === 'ack') return composeContact(context, job.kind, job.messageId)
  if (job.kind === 'weekly') return composeWeekly(context, job.emailId, job.week)
  const signup = await findSignup(context.env.DB, job.signupId)
  const address = signup && (await findAddress(context.env.DB, signup.emailId))
  if (!signup || !address) return { status: 'gone' }
  return composeGuide(context, signup, address)
}
