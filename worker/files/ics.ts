import { messageFormatter } from '../../client/i18n/format-message.server.ts'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { localTermDate } from '../../core/calc/conventions.ts'
import { cycleDays, nextCycles } from '../../core/calc/cycle-calendar.ts'
import {
  cycleStats,
  type LoggedPeriod,
  lateness,
  predictCycles,
  type SignsOvulation,
} from '../../core/calc/cycle-log.ts'
import { milestoneText, timelineMilestones } from '../../core/calc/development.ts'
import { LUTEAL_PHASE } from '../../core/calc/ovulation.ts'
import { parseIsoDate, Temporal } from '../../core/calc/temporal.ts'
import type { Locale } from '../../core/i18n/locales.ts'
import type { MessageKey } from '../../core/i18n/message-key.ts'

/** RFC 5545 TEXT escaping. */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n')

/** Lines of at most 75 octets, continued with CRLF + space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line)
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74
    if (new TextEncoder().encode(current + char).length > limit) {
      parts.push(current)
      current = ''
    }
    current += char
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** `2026-03-08` → `20260308`, the form of DATE values. */
export const compact = (iso: string) => iso.replaceAll('-', '')

interface AllDayEvent {
  uid: string
  start: string
  /** Exclusive, as DTEND of an all-day event is. */
  end: string
  summary: string
  /** The calendar's own note when absent. */
  description?: string
  alarm?: string
}

/**
 * The fertile windows, ovulation days and expected periods as an iCalendar file: first the
 * current cycle (what is left of it from `today`), then the next `NEXT_CYCLES`. All-day events,
 * UIDs derived from the inputs (so a second download updates rather than duplicates), and a
 * reminder the day before each fertile window. Days already past are left out.
 */
export function fertilityCalendar(
  lmp: string,
  cycleLength: number,
  locale: Locale,
  today: Temporal.PlainDate,
  host: string,
  luteal: number = LUTEAL_PHASE.default,
): string {
  const lastPeriod = parseIsoDate(lmp)
  if (!lastPeriod) throw new Error('fertilityCalendar: invalid date')
  const t = messagesFor(locale)
  const format = messageFormatter(locale)
  const cycles = [
    { n: 0, ...cycleDays(lastPeriod, cycleLength, luteal) },
    ...nextCycles(lastPeriod, cycleLength, { luteal }),
  ]
  const events = cycles.flatMap((cycle) => {
    const name = (now: MessageKey, later: MessageKey) =>
      cycle.n === 0 ? t[now] : format(later, { n: cycle.n })
    const uid = (kind: string) => `${kind}-${lmp}-${cycleLength}-${cycle.n}@${host}`
    return [
      ...upcoming(today, {
        uid: uid('fertile'),
        first: cycle.fertileStart,
        last: cycle.fertileEnd,
        summary: name('ics.fertileWindowNow', 'ics.fertileWindow'),
        alarm: t['ics.alarm'],
      }),
      ...upcoming(today, {
        uid: uid('ovulation'),
        first: cycle.ovulation,
        last: cycle.ovulation,
        summary: name('ics.ovulationNow', 'ics.ovulation'),
      }),
      ...upcoming(today, {
        uid: uid('period'),
        first: cycle.nextPeriod,
        last: cycle.nextPeriod,
        summary: name('ics.nextPeriodNow', 'ics.nextPeriod'),
      }),
    ]
  })
  return calendarFile(events, fertilityOptions(locale, today, host))
}

/**
 * My cycles' predictions as an iCalendar file (docs/product.md §9.8): for each predicted cycle, the
 * fertile window (with the reminder the evening before) and the days the period may start, from
 * earliest to latest; the current cycle follows its body signs when they placed its ovulation
 * (`signs`, issue 60 item 4). UIDs follow the last logged start, so a new download after the next period
 * adds the new cycles instead of duplicating the old. Days already past are left out.
 */
export function historyCalendar(
  periods: readonly LoggedPeriod[],
  luteal: number,
  signs: SignsOvulation | null,
  locale: Locale,
  today: Temporal.PlainDate,
  host: string,
): string {
  const t = messagesFor(locale)
  const format = messageFormatter(locale)
  const last = periods.at(-1)?.start.toString() ?? ''
  // A late period is asked about on the page (a test, a missed log), never predicted past.
  const predicted = lateness(periods, today) ? [] : predictCycles(periods, luteal, undefined, signs)
  // Short or long cycles: the next periods, no fertile window, as on the page (clinical review N2).
  const windows = !cycleStats(periods)?.frequency
  const events = predicted.flatMap((cycle) => {
    const uid = (kind: string) => `${kind}-history-${last}-${cycle.n}@${host}`
    return [
      ...(windows
        ? upcoming(today, {
            uid: uid('fertile'),
            first: cycle.fertileStart,
            last: cycle.fertileEnd,
            summary: format('ics.fertileWindow', { n: cycle.n }),
            alarm: t['ics.alarm'],
          })
        : []),
      ...upcoming(today, {
        uid: uid('period'),
        first: cycle.period.earliest,
        last: cycle.period.latest,
        summary: format('ics.nextPeriod', { n: cycle.n }),
      }),
    ]
  })
  return calendarFile(events, fertilityOptions(locale, today, host))
}

/**
 * An all-day event from `first` to `last` inclusive, without the days already past, or none once
 * it is over. Its reminder (`alarm`) is kept only when the event has not begun by today: a
 * reminder the evening before a day that has come is noise.
 */
function upcoming(
  today: Temporal.PlainDate,
  event: {
    uid: string
    first: Temporal.PlainDate
    last: Temporal.PlainDate
    summary: string
    alarm?: string
  },
): AllDayEvent[] {
  if (Temporal.PlainDate.compare(event.last, today) < 0) return []
  const start = Temporal.PlainDate.compare(event.first, today) >= 0 ? event.first : today
  const remind = event.alarm !== undefined && start.equals(event.first) && !start.equals(today)
  return [
    {
      uid: event.uid,
      start: start.toString(),
      end: event.last.add({ days: 1 }).toString(),
      summary: event.summary,
      ...(remind ? { alarm: event.alarm } : {}),
    },
  ]
}

/** The two fertility calendars' header: one product, stamped today at 00:00 UTC. */
const fertilityOptions = (locale: Locale, today: Temporal.PlainDate, host: string): CalendarOptions => ({
  host,
  locale,
  product: 'Fertility calendar',
  stamp: `${compact(today.toString())}T000000Z`,
  description: messagesFor(locale)['ics.fertilityDescription'],
})

interface CalendarOptions {
  host: string
  locale: Locale
  product: string
  stamp: string
  description: string
}

/** The events as an RFC 5545 file: all-day, transparent, folded at 75 octets. */
function calendarFile(
  events: AllDayEvent[],
  { host, locale, product, stamp, description }: CalendarOptions,
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//${product}//${locale.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(event.start)}`,
      `DTEND;VALUE=DATE:${compact(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description ?? description)}`,
      'TRANSP:TRANSPARENT',
      ...(event.alarm
        ? [
            'BEGIN:VALARM',
            'ACTION:DISPLAY',
            `DESCRIPTION:${escapeText(event.alarm)}`,
            'TRIGGER:-PT12H',
            'END:VALARM',
          ]
        : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}

/**
 * The pregnancy's milestones (the timeline's, core/calc/development.ts) as an iCalendar file,
 * each on the day its completed weeks are reached from `start` (the first day of the last
 * period, or its equivalent), and, where the language's country sets a due date of its own
 * (France: the 41 SA terme, core/calc/conventions.ts), that date beside the 40-week one.
 * Milestones already past are left out; the past-due milestones (41 and 42 weeks) are in.
 */
export function pregnancyCalendar(
  start: Temporal.PlainDate,
  locale: Locale,
  today: Temporal.PlainDate,
  host: string,
): string {
  const t = messagesFor(locale)
  const format = messageFormatter(locale)
  const term = localTermDate(locale, start)
  const milestones = timelineMilestones(locale)
    .map((milestone) => ({ milestone, day: start.add({ days: milestone.week * 7 }) }))
    .filter(({ day }) => Temporal.PlainDate.compare(day, today) >= 0)
  // The milestone on the country's own term day (France's 41 SA: "terme dépassé") is told in the
  // term's event, not as a second event that day.
  const onTerm = milestones.find(({ day }) => term?.equals(day))
  const events: AllDayEvent[] = milestones
    .filter((dated) => dated !== onTerm)
    .map(({ milestone, day }) => {
      const text = milestoneText(milestone)
      return {
        uid: `milestone-${start.toString()}-${milestone.week}@${host}`,
        start: day.toString(),
        end: day.add({ days: 1 }).toString(),
        summary: format('mail.ics.milestone', {
          title: t[text.title],
          weeks: milestone.week,
        }),
        description: `${t[text.description]} ${t['ics.description']}`,
      }
    })
  if (term && Temporal.PlainDate.compare(term, today) >= 0) {
    const then = onTerm ? ` ${t[milestoneText(onTerm.milestone).description]}` : ''
    events.push({
      uid: `term-${start.toString()}@${host}`,
      start: term.toString(),
      end: term.add({ days: 1 }).toString(),
      summary: t['term.local'],
      description: `${t['term.localNote']}${then} ${t['ics.description']}`,
    })
  }
  return calendarFile(events, {
    host,
    locale,
    product: t['mail.ics.calendarName'],
    stamp: `${compact(today.toString())}T000000Z`,
    description: t['ics.description'],
  })
}
