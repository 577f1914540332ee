import type { Locale } from '../i18n/locales.ts'
import { messagesFor } from '../i18n/messages.ts'
import { nextCycles } from './ovulation.ts'
import { parseIsoDate } from './temporal.ts'

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
  alarm?: string
}

/**
 * The fertile windows and expected periods of the next 6 cycles as an iCalendar file:
 * all-day events, UIDs derived from the inputs (so a second download updates rather than
 * duplicates), and a reminder the day before each fertile window.
 */
export function fertilityCalendar(
  lmp: string,
  cycleLength: number,
  locale: Locale,
  stamp: string,
  host: string,
): string {
  const lastPeriod = parseIsoDate(lmp)
  if (!lastPeriod) throw new Error('fertilityCalendar: invalid date')
  const t = messagesFor(locale)
  const label = (template: string, n: number) => template.replace('{n}', String(n))
  const events: AllDayEvent[] = nextCycles(lastPeriod, cycleLength).flatMap((cycle) => [
    {
      uid: `fertile-${lmp}-${cycleLength}-${cycle.n}@${host}`,
      start: cycle.fertileWindowStart.toString(),
      end: cycle.fertileWindowEnd.add({ days: 1 }).toString(),
      summary: label(t['ics.fertileWindow'], cycle.n),
      alarm: t['ics.alarm'],
    },
    {
      uid: `period-${lmp}-${cycleLength}-${cycle.n}@${host}`,
      start: cycle.nextPeriodDate.toString(),
      end: cycle.nextPeriodDate.add({ days: 1 }).toString(),
      summary: label(t['ics.nextPeriod'], cycle.n),
    },
  ])
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//Fertility calendar//${locale.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(event.start)}`,
      `DTEND;VALUE=DATE:${compact(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(t['ics.description'])}`,
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
