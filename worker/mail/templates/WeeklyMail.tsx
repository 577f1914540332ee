import { Heading, Link, Section, Text } from '@react-email/components'
import { useIntl } from 'react-intl'
import { localTermDate } from '../../../core/calc/conventions.ts'
import { scheduleBodies } from '../../../core/calc/country-care.ts'
import { weeksStartOf } from '../../../core/calc/pregnancy.ts'
import { sizeAt, weekSources, weekText } from '../../../core/calc/pregnancy-weeks.ts'
import type { Temporal } from '../../../core/calc/temporal.ts'
import { formatDate } from '../../../core/calc/temporal.ts'
import type { MessageKey } from '../../../core/i18n/message-key.ts'
import { type MailFooter, MailLayout } from './MailLayout.tsx'
import { styles } from './styles.ts'

/** Grams below a kilogram, kilograms (one decimal) from there: how people say a baby's weight. */
function weightText(locale: string, grams: number): string {
  return grams < 1000
    ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'gram' }).format(grams)
    : new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 1 }).format(
        grams / 1000,
      )
}

/**
 * One week of the weekly series: the baby, the parent, a tip, the appointment where one falls,
 * and the source. The first one says what the series is and how to stop it; every one offers to
 * stop or to change the due date, without a question.
 */
export function WeeklyMail({
  week,
  dueDate,
  first,
  stopUrl,
  changeDueUrl,
  site,
  footer,
}: {
  week: number
  dueDate: Temporal.PlainDate
  first: boolean
  stopUrl: string
  changeDueUrl: string
  site: string
  footer: MailFooter
}) {
  const intl = useIntl()
  const text = weekText(week)
  const size = sizeAt(week)
  const has = (key: MessageKey) => key in (intl.messages as Record<string, unknown>)
  // France's 41 SA terme beside the 40-week date, as on the result pages (issue 48).
  const term = localTermDate(intl.locale, weeksStartOf(dueDate))
  const section = (heading: MessageKey, body: MessageKey) => (
    <Section>
      <Heading as="h2" style={styles.h2}>
        {intl.formatMessage({ id: heading })}
      </Heading>
      <Text style={styles.text}>{intl.formatMessage({ id: body })}</Text>
    </Section>
  )
  return (
    <MailLayout preview={intl.formatMessage({ id: text.headline })} site={site} footer={footer}>
      <Text style={styles.label}>{intl.formatMessage({ id: 'mail.calendar.weeks' }, { weeks: week })}</Text>
      <Heading as="h1" style={styles.h1}>
        {intl.formatMessage({ id: text.headline })}
      </Heading>
      {first && (
        <Text style={{ ...styles.highlight, ...styles.text }}>
          {intl.formatMessage({ id: 'mail.weekly.first' })}
        </Text>
      )}
      {section('mail.weekly.babyHeading', text.baby)}
      {size && (
        <Text style={styles.muted}>
          {intl.formatMessage(
            { id: 'mail.weekly.size' },
            {
              length: new Intl.NumberFormat(intl.locale, { style: 'unit', unit: 'centimeter' }).format(
                size.cm,
              ),
              weight: weightText(intl.locale, size.grams),
            },
          )}
        </Text>
      )}
      {section('mail.weekly.feelHeading', text.feel)}
      {section('mail.weekly.tipHeading', text.tip)}
      {has(text.appointment) && section('mail.weekly.appointmentHeading', text.appointment)}
      <Text style={styles.muted}>
        {intl.formatMessage({ id: 'mail.weekly.due' }, { date: formatDate(dueDate, intl.locale) })}
        {' · '}
        {intl.formatMessage(
          { id: 'mail.weekly.source' },
          // The weeks' general facts are the NHS's and ACOG's; the country's schedule, its own bodies'.
          { source: weekSources[week] ?? 'NHS', country: scheduleBodies(intl.locale) || 'none' },
        )}
      </Text>
      {term && (
        <Text style={styles.muted}>
          {intl.formatMessage(
            { id: 'mail.request.line' },
            { label: intl.formatMessage({ id: 'term.local' }), value: formatDate(term, intl.locale) },
          )}
          {' · '}
          {intl.formatMessage({ id: 'term.localNote' })}
        </Text>
      )}
      {/* Schedules differ within a country too: the reader's own maternity service decides (M10). */}
      <Text style={styles.muted}>{intl.formatMessage({ id: 'mail.weekly.schedules' })}</Text>
      <Text style={styles.muted}>
        <Link href={changeDueUrl} style={styles.link}>
          {intl.formatMessage({ id: 'mail.weekly.changeDue' })}
        </Link>
        {' · '}
        <Link href={stopUrl} style={styles.link}>
          {intl.formatMessage({ id: 'mail.weekly.stop' })}
        </Link>
      </Text>
    </MailLayout>
  )
}
