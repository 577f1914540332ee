import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dueDate } from '../../core/calc/due-date.ts'
import { pregnancy } from '../../core/calc/pregnancy.ts'
import { isCrownRumpAge, redatingThreshold, scanDating } from '../../core/calc/scan-dating.ts'
import { Temporal } from '../../core/calc/temporal.ts'
import { validateDueDate } from '../../core/calc/validate.ts'
import { fromDays, toDays } from './support/civil-days.ts'

const d = (iso: string) => Temporal.PlainDate.from(iso)
const age = (weeks: number, days: number) => weeks * 7 + days
const LMP = d('2026-03-01')

/**
 * A scan at `weeks`+`days` (by the scan) whose due date is `shift` days after the last period's:
 * the scan is done on the day the last period puts at that age minus `shift`.
 */
function scanShiftedBy(weeks: number, days: number, shift: number) {
  const scan = LMP.add({ days: age(weeks, days) - shift })
  return scanDating(LMP, scan, age(weeks, days))
}

describe('ACOG Committee Opinion 700, Table 1: re-date only past the threshold for the scan’s age', () => {
  it.each([
    // [weeks, days, threshold]: the last day of a band and the first of the next.
    [6, 0, 5],
    [8, 6, 5],
    [9, 0, 7],
    [13, 6, 7],
    [14, 0, 7],
    [15, 6, 7],
    [16, 0, 10],
    [21, 6, 10],
    [22, 0, 14],
    [27, 6, 14],
    [28, 0, 21],
    [40, 0, 21],
  ])('a scan at %i+%i weeks allows %i days', (weeks, days, threshold) => {
    expect(redatingThreshold(age(weeks, days))).toBe(threshold)
  })

  it.each([
    // [weeks, days, difference kept, difference re-dated]
    [8, 6, 5, 6],
    [9, 0, 7, 8],
    [13, 6, 7, 8],
    [14, 0, 7, 8],
    [15, 6, 7, 8],
    [16, 0, 10, 11],
    [21, 6, 10, 11],
    [22, 0, 14, 15],
    [27, 6, 14, 15],
    [28, 0, 21, 22],
  ])(
    'at %i+%i: %i days keeps the last period, %i days takes the scan, earlier or later',
    (weeks, days, keep, redate) => {
      for (const sign of [1, -1]) {
        const kept = scanShiftedBy(weeks, days, sign * keep)
        expect(kept.kept).toBe('lmp')
        expect(kept.differenceDays).toBe(keep)
        expect(kept.dueDate.toString()).toBe(LMP.add({ days: 280 }).toString())
        const moved = scanShiftedBy(weeks, days, sign * redate)
        expect(moved.kept).toBe('scan')
        expect(moved.differenceDays).toBe(redate)
        expect(moved.dueDate.toString()).toBe(LMP.add({ days: 280 - sign * redate }).toString())
      }
    },
  )

  it('the due date page applies it when the scan method is given a last period, and says nothing else changes', () => {
    const scan = LMP.add({ days: age(8, 6) - 6 })
    const today = d('2026-11-25')
    const redated = dueDate({ method: 'ultrasound', scan, weeks: 8, days: 6, lastPeriod: LMP }, today)
    expect(redated.scanDating?.kept).toBe('scan')
    expect(redated.dueDate.toString()).toBe(scan.add({ days: 280 - age(8, 6) }).toString())
    const kept = dueDate(
      { method: 'ultrasound', scan: LMP.add({ days: age(8, 6) - 5 }), weeks: 8, days: 6, lastPeriod: LMP },
      today,
    )
    expect(kept.dueDate.toString()).toBe(LMP.add({ days: 280 }).toString())
    // Without a last period the scan's own date stands, as before.
    const alone = dueDate({ method: 'ultrasound', scan, weeks: 8, days: 6 }, today)
    expect(alone.scanDating).toBeNull()
    expect(alone.dueDate.toString()).toBe(redated.dueDate.toString())
  })

  it('crown–rump length dating runs from 6+0 to 13+6', () => {
    expect(isCrownRumpAge(age(6, 0))).toBe(true)
    expect(isCrownRumpAge(age(13, 6))).toBe(true)
    expect(isCrownRumpAge(age(14, 0))).toBe(false)
  })
})

describe('the scan method’s inputs', () => {
  const today = '2026-11-25'
  it.each([
    [{ weeks: '5', days: '6' }, 'dueDate.invalidScanAge'],
    [{ weeks: '6', days: '0' }, null],
    [{ weeks: '20', days: '6' }, null],
    [{ weeks: '21', days: '0' }, 'dueDate.invalidScanAge'],
    [{ weeks: '4', days: '0' }, 'dueDate.invalidScanAge'],
    [{ weeks: '8', days: '', scanLmp: '' }, 'dueDate.invalidScanAge'],
  ])('age %o → %s', (values, problem) => {
    expect(validateDueDate({ method: 'ultrasound', scan: '2026-10-01', ...values }, today)).toBe(problem)
  })

  it.each([
    ['', null],
    ['2026-08-01', null],
    ['2026-10-01', 'dueDate.invalidScanLmp'],
    ['2026-10-02', 'dueDate.invalidScanLmp'],
    ['2026-02-30', 'dueDate.invalidScanLmp'],
    ['2025-01-01', 'dueDate.invalidScanLmp'],
  ])('last period %s → %s', (scanLmp, problem) => {
    expect(
      validateDueDate({ method: 'ultrasound', scan: '2026-10-01', weeks: '8', days: '0', scanLmp }, today),
    ).toBe(problem)
  })
})

describe('one rule for conception (decision 050)', () => {
  it('the pregnancy and due date calculators give the same conception for the same last period, whatever the cycle', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: toDays('1990-01-01'), max: toDays('2100-12-31') }).map(fromDays),
        fc.integer({ min: 15, max: 60 }),
        (lmp, cycle) => {
          const today = d(lmp).add({ days: 100 })
          const a = pregnancy(d(lmp), cycle, today)
          const b = dueDate({ method: 'lmp', lastPeriod: d(lmp) }, today)
          expect(a.conceptionDate.toString()).toBe(b.conceptionDate.toString())
          expect(a.dueDate.toString()).toBe(b.dueDate.toString())
          expect(a.conceptionDate.toString()).toBe(fromDays(toDays(lmp) + 14))
        },
      ),
      { numRuns: 5000 },
    )
  })

  it('a cycle under 21 or over 35 days says the dating scan will set the due date (M8)', () => {
    const today = d('2026-05-01')
    expect([20, 21, 28, 35, 36].map((cycle) => pregnancy(LMP, cycle, today).cycleCaution)).toEqual([
      true,
      false,
      false,
      false,
      true,
    ])
  })
})
