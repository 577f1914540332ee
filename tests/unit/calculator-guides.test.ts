import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type DueDateInput, dueDate, EMBRYO_AGES } from '../../core/calc/due-date.ts'
import { ovulation } from '../../core/calc/ovulation.ts'
import { pregnancy } from '../../core/calc/pregnancy.ts'
import { Temporal } from '../../core/calc/temporal.ts'
import { dueDateGuideRequest } from '../../core/calculators/due-date.ts'
import type { DateCheck, DueDateGuideRequest, GuideSource } from '../../core/calculators/guide.ts'
import { guideOf, guideOfSource, isGuideSource } from '../../core/calculators/guides.ts'
import { ovulationGuideRequest } from '../../core/calculators/ovulation.ts'
import { pregnancyGuideRequest } from '../../core/calculators/pregnancy.ts'
import { fromDays, toDays } from './support/civil-days.ts'

/**
 * Each calculator's guide is stated once (issue 61, item 2): the request its island sends is the
 * one the server stores and recomputes from, so the dates the guide mails are the page's.
 */
const today = Temporal.PlainDate.from('2026-11-30')
const day = (min: string, max: string) =>
  fc.integer({ min: toDays(min), max: toDays(max) }).map((n) => Temporal.PlainDate.from(fromDays(n)))
/** Through JSON, as the store keeps the fields. */
const stored = (fields: object) => JSON.parse(JSON.stringify(fields)) as Record<string, unknown>

describe('the calculators’ guides', () => {
  it('are found by their own source, and a resource sign-up has none', () => {
    for (const source of ['calculator_guide', 'pregnancy_guide', 'due_date_guide'] satisfies GuideSource[]) {
      expect(isGuideSource(source)).toBe(true)
      expect(guideOfSource(source)?.source).toBe(source)
    }
    for (const other of ['signup', 'toString', '__proto__', '']) expect(guideOfSource(other)).toBeNull()
  })

  it('ovulation: the stored results are the island’s, recomputed from its request', () => {
    fc.assert(
      fc.property(day('2025-12-01', '2026-11-30'), fc.integer({ min: 21, max: 35 }), (lastPeriod, cycle) => {
        const request = ovulationGuideRequest(lastPeriod, cycle)
        const fields = stored(guideOf(request).storedFields(request, today))
        const shown = ovulation(lastPeriod, cycle, today)
        expect(fields).toMatchObject({
          cycleLength: cycle,
          lastPeriodDate: lastPeriod.toString(),
          calculatedResults: { ovulationDate: shown.ovulationDate.toString() },
        })
        expect(guideOf(request).requestDates(fields, today)).toEqual({
          lastPeriod: lastPeriod.toString(),
          conception: null,
          dueDate: null,
          cycleLength: cycle,
        })
      }),
      { numRuns: 2000 },
    )
  })

  it('pregnancy: the confirmation’s due date is the island’s', () => {
    fc.assert(
      fc.property(day('2026-01-26', '2026-11-30'), fc.integer({ min: 21, max: 35 }), (lastPeriod, cycle) => {
        const request = pregnancyGuideRequest(lastPeriod, cycle)
        const fields = stored(guideOf(request).storedFields(request, today))
        const due = pregnancy(lastPeriod, cycle, today).dueDate.toString()
        expect(fields).toMatchObject({ calculatedResults: { dueDate: due } })
        expect(guideOf(request).requestDates(fields, today).dueDate).toBe(due)
      }),
      { numRuns: 2000 },
    )
  })

  it('due date: every way of dating (last period, conception, IVF, scan) is mailed the due date the page showed', () => {
    const input: fc.Arbitrary<DueDateInput> = fc.oneof(
      day('2026-01-26', '2026-11-30').map((lastPeriod) => ({ method: 'lmp', lastPeriod }) as const),
      day('2026-02-09', '2026-11-30').map((conception) => ({ method: 'conception', conception }) as const),
      fc
        .record({ transfer: day('2026-02-09', '2026-11-30'), embryoAge: fc.constantFrom(...EMBRYO_AGES) })
        .map((ivf) => ({ method: 'ivf', ...ivf }) as const),
      fc
        .record({
          scan: day('2026-04-01', '2026-11-30'),
          weeks: fc.integer({ min: 6, max: 20 }),
          days: fc.integer({ min: 0, max: 6 }),
        })
        .map((scan) => ({ method: 'ultrasound', ...scan }) as const),
    )
    fc.assert(
      fc.property(input, (dating) => {
        const shown = dueDate(dating, today)
        const request = dueDateGuideRequest(dating, shown)
        const guide = guideOf(request)
        const fields = stored(guide.storedFields(request, today))
        expect(fields).toMatchObject({ calculatedResults: { dueDate: shown.dueDate.toString() } })
        expect(guide.requestDates(fields, today).dueDate).toBe(shown.dueDate.toString())
      }),
      { numRuns: 5000 },
    )
  })

  it('checks the date a guide is computed from, and a due date guide’s other date when given', () => {
    const seen: string[] = []
    const check: DateCheck = (value, span, missing = 'calc.lastPeriodHint') => {
      seen.push(`${value}:${span}:${missing}`)
      return value === null ? missing : null
    }
    const ovulationRequest = ovulationGuideRequest(today, 28)
    expect(guideOf(ovulationRequest).dateProblem({ ...ovulationRequest, lastPeriodDate: null }, check)).toBe(
      'calc.lastPeriodHint',
    )
    const byConception: DueDateGuideRequest = {
      source: 'due_date_guide',
      calculationType: 'conception',
      lastPeriodDate: '2026-05-01',
      conceptionDate: null,
    }
    expect(guideOf(byConception).dateProblem(byConception, check)).toBe('calc.conceptionHint')
    expect(
      guideOf(byConception).dateProblem({ ...byConception, conceptionDate: '2026-05-15' }, check),
    ).toBeNull()
    expect(seen).toEqual([
      'null:cycle:calc.lastPeriodHint',
      'null:pregnancy:calc.conceptionHint',
      '2026-05-15:pregnancy:calc.conceptionHint',
      '2026-05-01:pregnancy:calc.lastPeriodHint',
    ])
  })
})
