import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { irregularCycle } from '../../core/calc/calendar-rule.ts'
import { cycleDays, NEXT_CYCLES, nextCycles } from '../../core/calc/cycle-calendar.ts'
import { type LoggedPeriod, predictCycles } from '../../core/calc/cycle-log.ts'
import { bestDays, fertileWindow } from '../../core/calc/fertile-window.ts'
import { LUTEAL_PHASE, ovulation, PREDICTABLE_CYCLE } from '../../core/calc/ovulation.ts'
import { Temporal } from '../../core/calc/temporal.ts'
import { fertilityCalendar } from '../../worker/files/ics.ts'
import { fromDays, toDays } from './support/civil-days.ts'

/*
 * Issue 46: one fertile-window rule, the evidence's, everywhere. Over every cycle length 21–35,
 * luteal phase 10–16 and a year of start dates, the window covers the 5 days before the (earliest)
 * ovulation and ends on the day after the (latest) one, and the home result, the calendar, the
 * `.ics`, My cycles and the irregular mode agree day for day.
 */

const d = (iso: string) => Temporal.PlainDate.from(iso)
const startDate = fc.integer({ min: toDays('2026-01-01'), max: toDays('2026-12-31') }).map(fromDays)
const cycle = fc.integer({ min: PREDICTABLE_CYCLE.min, max: PREDICTABLE_CYCLE.max })
const luteal = fc.integer({ min: LUTEAL_PHASE.min, max: LUTEAL_PHASE.max })
const days = (a: Temporal.PlainDate, b: Temporal.PlainDate) => a.until(b).days

/** An all-day event's first and last day, from its DTSTART and exclusive DTEND. */
function icsRanges(ics: string, uidPrefix: string): [string, string][] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('BEGIN:VEVENT')
    .slice(1)
    .filter((event) => event.includes(`UID:${uidPrefix}`))
    .map((event) => {
      const start = event.match(/DTSTART;VALUE=DATE:(\d{8})/)?.[1] ?? ''
      const end = event.match(/DTEND;VALUE=DATE:(\d{8})/)?.[1] ?? ''
      const iso = (s: string) => `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6)}`
      return [iso(start), d(iso(end)).subtract({ days: 1 }).toString()]
    })
}

describe('the one fertile window (issue 46, decision 047)', () => {
  it('is ovulation − 5 through ovulation + 1, and the best days the 3 ending on ovulation day', () => {
    const window = fertileWindow(d('2026-03-15'))
    expect([window.start.toString(), window.end.toString()]).toEqual(['2026-03-10', '2026-03-16'])
    const best = bestDays(d('2026-03-15'))
    expect([best.start.toString(), best.end.toString()]).toEqual(['2026-03-13', '2026-03-15'])
    // A range: earliest − 5 through latest + 1.
    const range = fertileWindow(d('2026-03-12'), d('2026-03-20'))
    expect([range.start.toString(), range.end.toString()]).toEqual(['2026-03-07', '2026-03-21'])
    // Never before the first day of its cycle.
    expect(fertileWindow(d('2026-03-03'), d('2026-03-03'), d('2026-03-01')).start.toString()).toBe(
      '2026-03-01',
    )
  })

  it('covers the 5 days before ovulation and ends the day after it, on the home result and its calendar', () => {
    fc.assert(
      fc.property(startDate, cycle, luteal, (lmp, length, lut) => {
        const r = ovulation(d(lmp), length, d(lmp), lut)
        expect(days(r.fertileWindowStart, r.ovulationDate)).toBe(5)
        expect(days(r.ovulationDate, r.fertileWindowEnd)).toBe(1)
        const calendar = cycleDays(d(lmp), length, lut)
        expect(calendar.fertileStart.equals(r.fertileWindowStart)).toBe(true)
        expect(calendar.fertileEnd.equals(r.fertileWindowEnd)).toBe(true)
        expect(days(calendar.bestStart, calendar.ovulation)).toBe(2)
      }),
      { numRuns: 3000 },
    )
  })

  it('is the same day for day in the .ics, My cycles and the irregular mode', () => {
    fc.assert(
      fc.property(startDate, cycle, luteal, (lmp, length, lut) => {
        const last = d(lmp)
        const upcoming = nextCycles(last, length, { luteal: lut })
        expect(upcoming).toHaveLength(NEXT_CYCLES)
        // The .ics, downloaded on the day of the last period: this cycle, then the next ones.
        const ics = fertilityCalendar(lmp, length, 'en', last, 'example.test', lut)
        const cycles = [cycleDays(last, length, lut), ...upcoming]
        const windows = cycles.map((c) => [c.fertileStart.toString(), c.fertileEnd.toString()])
        expect(icsRanges(ics, 'fertile-')).toEqual(windows)
        // My cycles, after six cycles of exactly this length: the ranges collapse to the same dates
        // (its k-th prediction is the cycle that ends in the k-th next period: this one first).
        const log: LoggedPeriod[] = Array.from({ length: 7 }, (_, i) => ({
          start: last.subtract({ days: (6 - i) * length }),
          excluded: false,
        }))
        const predicted = predictCycles(log, lut, NEXT_CYCLES + 1)
        predicted.forEach((p, i) => {
          const c = cycles[i]
          expect(p.fertileStart.equals(c?.fertileStart as Temporal.PlainDate)).toBe(true)
          expect(p.fertileEnd.equals(c?.fertileEnd as Temporal.PlainDate)).toBe(true)
        })
        // The irregular mode with shortest = longest: the same window as the home result.
        const irregular = irregularCycle(last, length, length, lut)
        const home = ovulation(last, length, last, lut)
        expect(irregular.fertile.start.equals(home.fertileWindowStart)).toBe(true)
        expect(irregular.fertile.end.equals(home.fertileWindowEnd)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('spans every ovulation in a range: from 5 days before the earliest to 1 day after the latest', () => {
    fc.assert(
      fc.property(startDate, cycle, cycle, luteal, (lmp, a, b, lut) => {
        const [shortest, longest] = a <= b ? [a, b] : [b, a]
        const r = irregularCycle(d(lmp), shortest, longest, lut)
        expect(days(r.fertile.start, r.ovulation.earliest)).toBe(5)
        expect(days(r.ovulation.latest, r.fertile.end)).toBe(1)
      }),
      { numRuns: 3000 },
    )
  })
})
