import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { milestoneStatus, timelineMilestones } from '../../client/calc/development.ts'
import { dueDate } from '../../client/calc/due-date.ts'
import { fertilityCalendar } from '../../client/calc/ics.ts'
import { nextCycles } from '../../client/calc/ovulation.ts'
import { recommendedArticles } from '../../client/calc/recommendations.ts'
import { twins } from '../../client/calc/twins.ts'
import { validateDueDate, validateOvulation, validateTwins } from '../../client/calc/validate.ts'
import { fromDays, toDays } from './support/civil-days.ts'

// What the Worker and the browser provide: a global Temporal for parsing form values.
Object.assign(globalThis, { Temporal })

const d = (iso: string) => Temporal.PlainDate.from(iso)
const isoDate = fc.oneof(
  fc.integer({ min: toDays('1990-01-01'), max: toDays('2100-12-31') }).map(fromDays),
  fc.constantFrom('2024-02-29', '2023-12-31', '2026-03-08', '2026-11-01'),
)
const RUNS = 10_000

describe('next 6 cycles', () => {
  it('each starts one cycle after the last and follows the same rule', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 21, max: 35 }), (lmp, cycle) => {
        const start = toDays(lmp)
        const cycles = nextCycles(d(lmp), cycle)
        expect(cycles).toHaveLength(6)
        cycles.forEach((c, i) => {
          const period = start + cycle * (i + 1)
          expect(c.n).toBe(i + 1)
          expect(c.periodStart.toString()).toBe(fromDays(period))
          expect(c.ovulationDate.toString()).toBe(fromDays(period + cycle - 14))
          expect(c.fertileWindowStart.toString()).toBe(fromDays(period + cycle - 17))
          expect(c.fertileWindowEnd.toString()).toBe(fromDays(period + cycle - 12))
          expect(c.nextPeriodDate.toString()).toBe(fromDays(period + cycle))
        })
      }),
      { numRuns: 2000 },
    )
  })
})

describe('twins (SPEC §9)', () => {
  it('due = LMP + 266; week = whole weeks of the absolute difference to today', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -400, max: 400 }), (lmp, offset) => {
        const r = twins(d(lmp), d(fromDays(toDays(lmp) + offset)))
        expect(r.dueDate.toString()).toBe(fromDays(toDays(lmp) + 266))
        expect(r.currentWeek).toBe(Math.floor(Math.abs(offset) / 7))
      }),
      { numRuns: RUNS },
    )
  })
})

describe('due date from an IVF transfer or a scan (ACOG Committee Opinion 700)', () => {
  it('IVF: due = transfer + 266 − embryo age', () => {
    fc.assert(
      fc.property(isoDate, fc.constantFrom(3, 5, 6) as fc.Arbitrary<3 | 5 | 6>, (transfer, embryoAge) => {
        const r = dueDate({ method: 'ivf', transfer: d(transfer), embryoAge }, d(transfer))
        expect(r.dueDate.toString()).toBe(fromDays(toDays(transfer) + 266 - embryoAge))
        // On transfer day a 5-day embryo is 2 weeks and 5 days pregnant by convention.
        expect(r.gestationalAge).toEqual({
          weeks: Math.floor((14 + embryoAge) / 7),
          days: (14 + embryoAge) % 7,
        })
      }),
      { numRuns: RUNS },
    )
  })

  it('scan: due = scan + 280 − gestational age at the scan', () => {
    fc.assert(
      fc.property(
        isoDate,
        fc.integer({ min: 4, max: 20 }),
        fc.integer({ min: 0, max: 6 }),
        (scan, weeks, days) => {
          const r = dueDate({ method: 'ultrasound', scan: d(scan), weeks, days }, d(scan))
          expect(r.dueDate.toString()).toBe(fromDays(toDays(scan) + 280 - weeks * 7 - days))
          expect(r.gestationalAge).toEqual({ weeks, days })
        },
      ),
      { numRuns: RUNS },
    )
  })
})

describe('recommendations (SPEC §9)', () => {
  it.each([
    [21, 'understanding-your-cycle-length'],
    [24, 'understanding-your-cycle-length'],
    [25, 'when-do-i-ovulate-after-period'],
    [28, 'when-do-i-ovulate-after-period'],
    [32, 'when-do-i-ovulate-after-period'],
    [33, 'when-to-see-doctor-for-fertility'],
    [35, 'when-to-see-doctor-for-fertility'],
  ])('cycle %i → %s, then fertility tips', (cycle, first) => {
    expect(recommendedArticles(cycle)).toEqual([first, 'fertility-tips'])
  })
})

describe('milestone status', () => {
  it('is all future at week 0 and moves with the current week', () => {
    expect(timelineMilestones.map((_, i) => milestoneStatus(i, 0)).every((s) => s === 'future')).toBe(true)
    expect(timelineMilestones.map((_, i) => milestoneStatus(i, 25))).toEqual([
      'past',
      'past',
      'past',
      'past',
      'past',
      'current',
      'future',
      'future',
      'future',
      'future',
    ])
    expect(milestoneStatus(9, 41)).toBe('current')
  })
})

describe('validation (SPEC §5), "today" injected', () => {
  const today = '2026-03-08'
  it.each([
    [{ lmp: '', cycle: '28' }, 'calc.lastPeriodHint'],
    [{ lmp: '2026-03-09', cycle: '28' }, 'calc.futureDate'],
    [{ lmp: '2026-03-08', cycle: '28' }, null],
    [{ lmp: '2025-02-29', cycle: '28' }, 'calc.invalidDate'],
    [{ lmp: '2024-02-29', cycle: '28' }, null],
    [{ lmp: '08/03/2026', cycle: '28' }, 'calc.invalidDate'],
    [{ lmp: '2026-03-01', cycle: '40' }, null],
    [{ lmp: '2026-03-01', cycle: '28.5' }, 'calc.invalidCycle'],
    [{ lmp: '2026-03-01', cycle: '' }, 'calc.invalidCycle'],
  ])('ovulation %o → %s', (values, problem) => {
    expect(validateOvulation(values, today)).toBe(problem)
  })

  it.each([
    [{ method: 'conception', conception: '' }, 'calc.conceptionHint'],
    [{ method: 'conception', conception: '2026-03-01' }, null],
    [{ method: 'ivf', transfer: '2026-03-01', embryoAge: '4' }, 'dueDate.invalidEmbryoAge'],
    [{ method: 'ivf', transfer: '', embryoAge: '5' }, 'dueDate.transferHint'],
    [{ method: 'ultrasound', scan: '2026-03-01', weeks: '21', days: '0' }, 'dueDate.invalidScanAge'],
    [{ method: 'ultrasound', scan: '2026-03-01', weeks: '12', days: '7' }, 'dueDate.invalidScanAge'],
    [{ method: 'ultrasound', scan: '2026-03-01', weeks: '12', days: '3' }, null],
    [{ method: 'lmp', lmp: '2026-04-01' }, 'calc.futureDate'],
    [{ method: 'nonsense', lmp: '2026-03-01' }, null],
  ])('due date %o → %s', (values, problem) => {
    expect(validateDueDate(values, today)).toBe(problem)
  })

  it('twins need a date that is not in the future', () => {
    expect(validateTwins({ lmp: '' }, today)).toBe('calc.lastPeriodHint')
    expect(validateTwins({ lmp: '2026-03-09' }, today)).toBe('calc.futureDate')
  })
})

/** A small RFC 5545 reader: unfolds lines, then nests components. */
function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true)
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
  type Component = { name: string; props: Record<string, string>; children: Component[] }
  const stack: Component[] = [{ name: 'ROOT', props: {}, children: [] }]
  for (const line of lines) {
    const colon = line.indexOf(':')
    const key = line.slice(0, colon)
    const value = line.slice(colon + 1)
    if (key === 'BEGIN') {
      const child: Component = { name: value, props: {}, children: [] }
      stack.at(-1)?.children.push(child)
      stack.push(child)
    } else if (key === 'END') {
      expect(stack.pop()?.name).toBe(value)
    } else {
      const current = stack.at(-1)
      if (current) current.props[key] = value
    }
  }
  expect(stack).toHaveLength(1)
  return stack[0]?.children ?? []
}

describe('the .ics reminder file', () => {
  const ics = fertilityCalendar('2026-02-22', 28, 'fr', '20260308T000000Z', 'fertilitycalc.org')
  const [calendar] = parseIcs(ics)

  it('is one VCALENDAR 2.0 with 12 all-day events with stable, unique ids', () => {
    expect(calendar?.name).toBe('VCALENDAR')
    expect(calendar?.props.VERSION).toBe('2.0')
    expect(calendar?.props.PRODID).toBeTruthy()
    const events = calendar?.children ?? []
    expect(events).toHaveLength(12)
    const uids = events.map((e) => e.props.UID)
    expect(new Set(uids).size).toBe(12)
    expect(fertilityCalendar('2026-02-22', 28, 'fr', '20260401T000000Z', 'fertilitycalc.org')).toContain(
      uids[0],
    )
    for (const event of events) {
      expect(event.name).toBe('VEVENT')
      expect(event.props['DTSTART;VALUE=DATE']).toMatch(/^\d{8}$/)
      expect(event.props['DTEND;VALUE=DATE']).toMatch(/^\d{8}$/)
      expect(event.props.DTSTAMP).toBe('20260308T000000Z')
    }
  })

  it('holds the fertile windows (with a reminder) and the periods of the next 6 cycles', () => {
    const events = calendar?.children ?? []
    const first = events[0]
    // LMP 22 Feb, 28 days: next period 22 Mar, ovulation 5 Apr, window 2–7 Apr (DTEND exclusive).
    expect(first?.props['DTSTART;VALUE=DATE']).toBe('20260402')
    expect(first?.props['DTEND;VALUE=DATE']).toBe('20260408')
    expect(first?.props.SUMMARY).toContain('1')
    const alarm = first?.children[0]
    expect(alarm?.name).toBe('VALARM')
    expect(alarm?.props.ACTION).toBe('DISPLAY')
    expect(alarm?.props.TRIGGER).toBe('-PT12H')
    expect(events[1]?.props['DTSTART;VALUE=DATE']).toBe('20260419')
    expect(events[11]?.props['DTSTART;VALUE=DATE']).toBe('20260906')
  })

  it('folds long lines at 75 octets', () => {
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
  })
})
