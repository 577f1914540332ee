import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dueDate } from '../../core/calc/due-date.ts'
import { ovulation } from '../../core/calc/ovulation.ts'
import { pregnancy } from '../../core/calc/pregnancy.ts'
import {
  formatDate,
  formatDateRange,
  formatEitherDate,
  Temporal,
  weekdayNames,
} from '../../core/calc/temporal.ts'
import { trimesterAt } from '../../core/calc/trimesters.ts'
import { firstDayOfWeek, locales } from '../../core/i18n/locales.ts'
import { fromDays, toDays } from './support/civil-days.ts'

const RUNS = 10_000
const d = (iso: string) => Temporal.PlainDate.from(iso)
/** Any day from 1990 to 2100, weighted towards month ends, year ends and 29 February. */
const isoDate = fc.oneof(
  fc.integer({ min: toDays('1990-01-01'), max: toDays('2100-12-31') }).map(fromDays),
  fc.constantFrom(
    '2024-02-29',
    '2028-02-29',
    '2023-12-31',
    '2024-01-31',
    '2025-02-28',
    '2026-03-08',
    '2026-11-01',
  ),
)
const cycle = fc.integer({ min: 21, max: 35 })
const offset = fc.integer({ min: -60, max: 400 })

describe('the independent calendar', () => {
  it('round-trips and agrees with Temporal', () => {
    fc.assert(
      fc.property(fc.integer({ min: toDays('1900-01-01'), max: toDays('2200-12-31') }), (days) => {
        const iso = fromDays(days)
        expect(toDays(iso)).toBe(days)
        expect(d(iso).toString()).toBe(iso)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('ovulation (docs/product.md §9)', () => {
  it('matches an independent re-derivation over random dates and every cycle length', () => {
    fc.assert(
      fc.property(isoDate, cycle, offset, (lmp, length, todayOffset) => {
        const start = toDays(lmp)
        const today = fromDays(start + todayOffset)
        const r = ovulation(d(lmp), length, d(today))
        expect(r.ovulationDate.toString()).toBe(fromDays(start + length - 14))
        // Issue 46: 5 days before ovulation through 1 day after, never before the last period.
        expect(r.fertileWindowStart.toString()).toBe(fromDays(Math.max(start, start + length - 19)))
        expect(r.fertileWindowEnd.toString()).toBe(fromDays(start + length - 13))
        expect(r.nextPeriodDate.toString()).toBe(fromDays(start + length))
        expect(r.daysUntilNextPeriod).toBe(length - todayOffset)
      }),
      { numRuns: RUNS },
    )
  })

  it('crosses a leap day: 2024-02-10 with 28 days', () => {
    const r = ovulation(d('2024-02-10'), 28, d('2024-02-10'))
    expect(r.ovulationDate.toString()).toBe('2024-02-24')
    expect(r.fertileWindowStart.toString()).toBe('2024-02-19')
    expect(r.fertileWindowEnd.toString()).toBe('2024-02-25')
    expect(r.nextPeriodDate.toString()).toBe('2024-03-09')
  })

  it('crosses a year end: 2026-12-20 with 35 days', () => {
    const r = ovulation(d('2026-12-20'), 35, d('2026-12-20'))
    expect(r.ovulationDate.toString()).toBe('2027-01-10')
    expect(r.nextPeriodDate.toString()).toBe('2027-01-24')
    expect(r.daysUntilNextPeriod).toBe(35)
  })
})

describe('pregnancy (docs/product.md §9)', () => {
  it('matches an independent re-derivation', () => {
    fc.assert(
      fc.property(isoDate, cycle, offset, (lmp, length, todayOffset) => {
        const start = toDays(lmp)
        const r = pregnancy(d(lmp), length, d(fromDays(start + todayOffset)))
        expect(r.dueDate.toString()).toBe(fromDays(start + 280))
        // Decision 050: conception = due − 266 (LMP + 14) whatever the cycle, as on the due date page.
        expect(r.conceptionDate.toString()).toBe(fromDays(start + 14))
        expect(r.cycleCaution).toBe(length < 21 || length > 35)
        const week = todayOffset < 0 ? 0 : Math.floor(todayOffset / 7) + 1
        expect(r.currentWeek).toBe(week)
        // ACOG: completed weeks 0–13 (through 13+6), 14–27 (through 27+6), 28 and on.
        const completed = Math.max(0, week - 1)
        expect(r.currentTrimester).toBe(completed <= 13 ? 1 : completed <= 27 ? 2 : 3)
      }),
      { numRuns: RUNS },
    )
  })

  it('puts completed weeks through 13+6, 14+0 to 27+6 and from 28+0 in the three trimesters (ACOG)', () => {
    expect([0, 13, 14, 27, 28, 40, 42].map(trimesterAt)).toEqual([1, 1, 2, 2, 3, 3, 3])
  })

  it('counts week 1 on the day of the last period and week 0 the day before', () => {
    expect(pregnancy(d('2026-11-21'), 28, d('2026-11-21')).currentWeek).toBe(1)
    expect(pregnancy(d('2026-11-21'), 28, d('2026-11-20')).currentWeek).toBe(0)
    expect(pregnancy(d('2026-11-21'), 28, d('2026-11-28')).currentWeek).toBe(2)
  })
})

describe('due date page (docs/product.md §9)', () => {
  it('from the last period: due = LMP + 280, conception = due − 266', () => {
    fc.assert(
      fc.property(isoDate, offset, (lmp, todayOffset) => {
        const start = toDays(lmp)
        const r = dueDate({ method: 'lmp', lastPeriod: d(lmp) }, d(fromDays(start + todayOffset)))
        expect(r.dueDate.toString()).toBe(fromDays(start + 280))
        expect(r.conceptionDate.toString()).toBe(fromDays(start + 14))
        expect(r.thirdTrimesterEnd.toString()).toBe(r.dueDate.toString())
        expect(r.firstTrimesterEnd.toString()).toBe(fromDays(start + 97)) // 13+6
        expect(r.secondTrimesterEnd.toString()).toBe(fromDays(start + 195)) // 27+6
        expect(r.currentWeek).toBe(todayOffset < 0 ? 0 : Math.floor(todayOffset / 7) + 1)
        expect(r.time).toEqual(
          todayOffset < 0
            ? null
            : {
                weeks: Math.floor(todayOffset / 7),
                days: todayOffset % 7,
                week: Math.floor(todayOffset / 7) + 1,
              },
        )
      }),
      { numRuns: RUNS },
    )
  })

  it('from conception: due = conception + 266, gestation from conception − 14', () => {
    fc.assert(
      fc.property(isoDate, offset, (conception, todayOffset) => {
        const c = toDays(conception)
        const r = dueDate({ method: 'conception', conception: d(conception) }, d(fromDays(c + todayOffset)))
        expect(r.dueDate.toString()).toBe(fromDays(c + 266))
        expect(r.conceptionDate.toString()).toBe(conception)
        const elapsed = todayOffset + 14
        expect(r.currentWeek).toBe(elapsed < 0 ? 0 : Math.floor(elapsed / 7) + 1)
      }),
      { numRuns: RUNS },
    )
  })
})

describe("a calendar's weekdays", () => {
  it('the column headings are the days of any week, Monday first, in every language', () => {
    // A week that crosses a month and a year, in a leap year.
    const monday = d('2028-12-25')
    for (const locale of locales) {
      for (const style of ['weekday', 'weekdayShort'] as const) {
        expect(weekdayNames(locale, style), `${locale} ${style}`).toEqual(
          Array.from({ length: 7 }, (_, i) => formatDate(monday.add({ days: i }), locale, style)),
        )
      }
    }
    expect(weekdayNames('ru', 'weekday')[0]).toBe('понедельник')
    expect(weekdayNames('fr', 'weekdayShort')[6]).toBe('dim.')
  })

  it('a Brazilian week starts on Sunday, as its calendars print it (review pt.md minor 2)', () => {
    expect(firstDayOfWeek).toEqual({ en: 1, fr: 1, ru: 1, es: 1, pt: 7 })
    expect(weekdayNames('pt', 'weekdayShort', 7)).toEqual([
      'dom.',
      'seg.',
      'ter.',
      'qua.',
      'qui.',
      'sex.',
      'sáb.',
    ])
    expect(weekdayNames('pt', 'weekday', 7)[0]).toBe('domingo')
  })
})

describe('a range of dates in each language', () => {
  it('Spanish reads del … al …; Russian sets a spaced em dash between two dates and keeps 22–27 (reviews es 4, ru 7)', () => {
    const range = (a: string, b: string, locale: string, style?: 'short') =>
      formatDateRange(d(a), d(b), locale, style).replace(/\s/g, ' ')
    expect(range('2026-10-19', '2026-10-25', 'es')).toBe('del 19 al 25 de octubre de 2026')
    expect(range('2026-11-28', '2026-12-04', 'es')).toBe('del 28 de noviembre al 4 de diciembre de 2026')
    expect(range('2026-12-28', '2027-01-04', 'es')).toBe('del 28 de diciembre de 2026 al 4 de enero de 2027')
    expect(range('2027-02-24', '2027-03-23', 'ru')).toBe('24 февраля — 23 марта 2027 г.')
    expect(range('2026-11-22', '2026-11-27', 'ru')).toBe('22–27 ноября 2026 г.')
    // One day is one date, with nothing to join.
    expect(range('2026-10-19', '2026-10-19', 'es')).toBe('19 de octubre de 2026')
    // The other languages keep Intl's own.
    expect(range('2026-11-22', '2026-11-27', 'en')).toBe('November 22 – 27, 2026')
    expect(range('2026-11-27', '2026-12-02', 'fr')).toBe('27 novembre – 2 décembre 2026')
  })
})

describe('one of two dates', () => {
  // The languages' own "or", as their lists of two write it.
  const OR = { en: ' or ', fr: ' ou ', ru: ' или ', es: ' o ', pt: ' ou ' } as const
  const either = (first: string, second: string, locale: keyof typeof OR) =>
    formatEitherDate(d(first), d(second), locale, OR[locale])

  it('is written once, as the language writes a range, with its "or" for the dash', () => {
    expect(either('2026-11-09', '2026-11-10', 'fr')).toBe('9 ou 10 novembre 2026')
    expect(either('2026-11-12', '2026-11-13', 'en')).toBe('November 12 or 13, 2026')
    expect(either('2026-11-12', '2026-11-13', 'ru')).toBe('12 или 13 ноября 2026\u202fг.')
    expect(either('2026-11-12', '2026-11-13', 'es')).toBe('12 o 13 de noviembre de 2026')
    expect(either('2026-11-12', '2026-11-13', 'pt')).toBe('12 ou 13 de novembro de 2026')
  })

  it('across a month or a year, each date keeps what differs; the French first of the month stays "1er"', () => {
    expect(either('2026-10-31', '2026-11-01', 'fr')).toBe('31 octobre ou 1er novembre 2026')
    expect(either('2026-12-31', '2027-01-01', 'en')).toBe('December 31, 2026 or January 1, 2027')
  })

  it('the same date twice is that date once', () => {
    expect(either('2026-11-12', '2026-11-12', 'en')).toBe('November 12, 2026')
  })
})
