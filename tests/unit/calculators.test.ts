import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { irregularCycle } from '../../core/calc/calendar-rule.ts'
import { nextCycles } from '../../core/calc/cycle-calendar.ts'
import { milestoneStatus, timelineMilestones } from '../../core/calc/development.ts'
import { dueDate } from '../../core/calc/due-date.ts'
import { LUTEAL_PHASE, ovulation, TYPED_CYCLE_LENGTH } from '../../core/calc/ovulation.ts'
import { recommendedArticles } from '../../core/calc/recommendations.ts'
import { Temporal } from '../../core/calc/temporal.ts'
import { twins } from '../../core/calc/twins.ts'
import {
  ovulationOptions,
  validateDueDate,
  validateOvulation,
  validatePregnancy,
} from '../../core/calc/validate.ts'
import { fertilityCalendar, pregnancyCalendar } from '../../worker/files/ics.ts'
import { fromDays, toDays } from './support/civil-days.ts'

const d = (iso: string) => Temporal.PlainDate.from(iso)
const isoDate = fc.oneof(
  fc.integer({ min: toDays('1990-01-01'), max: toDays('2100-12-31') }).map(fromDays),
  fc.constantFrom('2024-02-29', '2023-12-31', '2026-03-08', '2026-11-01'),
)
const RUNS = 10_000

describe('the next cycles (issue 46: two, not six)', () => {
  it('each starts one cycle after the last and follows the same rule', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 21, max: 35 }), (lmp, cycle) => {
        const start = toDays(lmp)
        const cycles = nextCycles(d(lmp), cycle)
        expect(cycles).toHaveLength(2)
        cycles.forEach((c, i) => {
          const period = start + cycle * (i + 1)
          expect(c.n).toBe(i + 1)
          expect(c.periodStart.toString()).toBe(fromDays(period))
          expect(c.ovulation.toString()).toBe(fromDays(period + cycle - 14))
          expect(c.fertileStart.toString()).toBe(fromDays(period + cycle - 19))
          expect(c.bestStart.toString()).toBe(fromDays(period + cycle - 16))
          expect(c.fertileEnd.toString()).toBe(fromDays(period + cycle - 13))
          expect(c.nextPeriod.toString()).toBe(fromDays(period + cycle))
        })
      }),
      { numRuns: 2000 },
    )
  })
})

describe('the luteal phase and the irregular mode (docs/product.md §9, §9.8)', () => {
  const luteal = fc.integer({ min: LUTEAL_PHASE.min, max: LUTEAL_PHASE.max })
  const cycle = fc.integer({ min: TYPED_CYCLE_LENGTH.min, max: TYPED_CYCLE_LENGTH.max })

  it('ovulation is the luteal phase before the next period; the window follows it', () => {
    fc.assert(
      fc.property(isoDate, cycle, luteal, (lmp, length, days) => {
        const r = ovulation(d(lmp), length, d(lmp), days)
        expect(r.nextPeriodDate.toString()).toBe(fromDays(toDays(lmp) + length))
        expect(r.ovulationDate.toString()).toBe(fromDays(toDays(lmp) + length - days))
        // Issue 46: ovulation − 5 through ovulation + 1, never before the period began.
        const start = Math.max(toDays(lmp), toDays(lmp) + length - days - 5)
        expect(r.fertileWindowStart.toString()).toBe(fromDays(start))
        expect(r.fertileWindowEnd.toString()).toBe(fromDays(toDays(lmp) + length - days + 1))
      }),
      { numRuns: RUNS },
    )
  })

  it('irregular: the next period and ovulation as ranges, the fertile days by the calendar rule', () => {
    fc.assert(
      fc.property(isoDate, cycle, cycle, luteal, (lmp, a, b, days) => {
        const [shortest, longest] = a <= b ? [a, b] : [b, a]
        const r = irregularCycle(d(lmp), shortest, longest, days)
        const at = (offset: number) => fromDays(toDays(lmp) + offset)
        expect(r.nextPeriod.earliest.toString()).toBe(at(shortest))
        expect(r.nextPeriod.latest.toString()).toBe(at(longest))
        expect(r.ovulation.earliest.toString()).toBe(at(shortest - days))
        expect(r.ovulation.latest.toString()).toBe(at(longest - days))
        // Cycle day n is lmp + (n − 1); the first fertile day is never before the period starts.
        // The calendar rule generalised by the luteal phase (issue 46): 5 days before the earliest
        // ovulation (cycle day shortest − luteal + 1) to 1 day after the latest.
        expect(r.fertile.first).toBe(Math.max(1, shortest - days - 4))
        expect(r.fertile.last).toBe(longest - days + 2)
        // So the window always holds every ovulation date shown beside it (review E2), for every
        // luteal phase the form accepts (shorter than the shortest cycle).
        if (days < shortest)
          expect(r.fertile.start.until(r.ovulation.earliest).days).toBeGreaterThanOrEqual(0)
        expect(r.ovulation.latest.until(r.fertile.end).days).toBe(1)
        expect(r.fertile.start.toString()).toBe(at(r.fertile.first - 1))
        expect(r.fertile.end.toString()).toBe(at(r.fertile.last - 1))
      }),
      { numRuns: RUNS },
    )
  })

  it('at the usual 14-day luteal phase the calendar rule is shortest − 18 to longest − 12', () => {
    // Review E2's example: LMP 1 March, cycles of 26 to 32 days.
    expect(irregularCycle(d('2026-03-01'), 26, 32).fertile).toMatchObject({ first: 8, last: 20 })
    // A 10-day luteal phase no longer ends the window before the latest ovulation (23 March).
    const short = irregularCycle(d('2026-03-01'), 26, 32, 10)
    expect(short.ovulation.latest.toString()).toBe('2026-03-23')
    expect(short.fertile.end.toString()).toBe('2026-03-24')
  })

  it('reads the options of valid values: 14 and no irregular mode unless set', () => {
    expect(ovulationOptions({ lmp: '2026-03-01', cycle: '28' })).toEqual({ luteal: 14, irregular: null })
    expect(ovulationOptions({ luteal: '12', shortest: '26', longest: '34' })).toEqual({
      luteal: 12,
      irregular: { shortest: 26, longest: 34 },
    })
  })
})

describe('twins (docs/product.md §9.3, decision 048)', () => {
  it('due = LMP + 280, as for one baby; whole weeks since the last period (none before it)', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -400, max: 400 }), (lmp, offset) => {
        const r = twins(d(lmp), d(fromDays(toDays(lmp) + offset)))
        expect(r.dueDate.toString()).toBe(fromDays(toDays(lmp) + 280))
        expect(r.time?.weeks ?? null).toBe(offset < 0 ? null : Math.floor(offset / 7))
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
        expect(r.time).toMatchObject({
          weeks: Math.floor((14 + embryoAge) / 7),
          days: (14 + embryoAge) % 7,
        })
      }),
      { numRuns: RUNS },
    )
  })

  it('scan: due = scan + 280 − gestational age at the scan (6+0 to 20+6 weeks)', () => {
    fc.assert(
      fc.property(
        isoDate,
        fc.integer({ min: 6, max: 20 }),
        fc.integer({ min: 0, max: 6 }),
        (scan, weeks, days) => {
          const r = dueDate({ method: 'ultrasound', scan: d(scan), weeks, days }, d(scan))
          expect(r.dueDate.toString()).toBe(fromDays(toDays(scan) + 280 - weeks * 7 - days))
          expect(r.time).toEqual({ weeks, days, week: weeks + 1 })
        },
      ),
      { numRuns: RUNS },
    )
  })
})

describe('recommendations (docs/product.md §9)', () => {
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
  const milestones = timelineMilestones('en')
  it('is all future before 4 completed weeks and moves with the completed weeks', () => {
    for (const weeks of [null, 0, 3])
      expect(
        milestones.map((_, i) => milestoneStatus(milestones, i, weeks)).every((s) => s === 'future'),
      ).toBe(true)
    expect(milestones.map((_, i) => milestoneStatus(milestones, i, 25))).toEqual([
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
      'future',
      'future',
    ])
    // Past the due date, "You are here" moves on to the late-term and post-term stages, each told
    // in the result note's words, and never stays on "Due date" (clinical review N1).
    const current = (weeks: number) =>
      milestones.find((_, i) => milestoneStatus(milestones, i, weeks) === 'current')?.key
    expect([39, 40, 41, 42, 44].map(current)).toEqual(['w37', 'w40', 'w41', 'w42', 'w42'])
    // "Third trimester begins" (28 weeks) is reached at 28+0, as the trimester rule says, not at 27+x.
    expect(milestoneStatus(milestones, 6, 27)).toBe('future')
    expect(milestoneStatus(milestones, 6, 28)).toBe('current')
  })
})

describe('validation (docs/product.md §5), "today" injected', () => {
  const today = '2026-03-08'
  it.each([
    [{ lmp: '', cycle: '28' }, 'calc.lastPeriodHint'],
    [{ lmp: '2026-03-09', cycle: '28' }, 'calc.futureDate'],
    [{ lmp: '2026-03-08', cycle: '28' }, null],
    [{ lmp: '2025-02-29', cycle: '28' }, 'calc.invalidDate'],
    [{ lmp: '2026-02-29', cycle: '28' }, 'calc.invalidDate'],
    [{ lmp: '2025-03-08', cycle: '28' }, null],
    [{ lmp: '2025-03-07', cycle: '28' }, 'calc.tooOldCycle'],
    [{ lmp: '1900-01-01', cycle: '28' }, 'calc.tooOldCycle'],
    [{ lmp: '08/03/2026', cycle: '28' }, 'calc.invalidDate'],
    [{ lmp: '2026-03-01', cycle: '40' }, null],
    [{ lmp: '2026-03-01', cycle: '28.5' }, 'calc.invalidCycle'],
    [{ lmp: '2026-03-01', cycle: '' }, 'calc.invalidCycle'],
    // Only what a person types: digits. `Number` would read each of these as 28.
    [{ lmp: '2026-03-01', cycle: '0x1c' }, 'calc.invalidCycle'],
    [{ lmp: '2026-03-01', cycle: '2.8e1' }, 'calc.invalidCycle'],
    [{ lmp: '2026-03-01', cycle: '28 ' }, 'calc.invalidCycle'],
    [{ lmp: '2026-03-01', cycle: ' 28' }, 'calc.invalidCycle'],
    [{ lmp: '2026-03-01', cycle: '28.0' }, 'calc.invalidCycle'],
    [{ lmp: '2026-03-01', cycle: '+28' }, 'calc.invalidCycle'],
    [{ lmp: '2026-03-01', cycle: '028' }, null],
    // The luteal phase (10–16, shorter than the cycle) and the irregular mode (both or neither).
    [{ lmp: '2026-03-01', cycle: '28', luteal: '' }, null],
    [{ lmp: '2026-03-01', cycle: '28', luteal: '10' }, null],
    [{ lmp: '2026-03-01', cycle: '28', luteal: '16' }, null],
    [{ lmp: '2026-03-01', cycle: '28', luteal: '9' }, 'ovulation.invalidLuteal'],
    [{ lmp: '2026-03-01', cycle: '28', luteal: '17' }, 'ovulation.invalidLuteal'],
    [{ lmp: '2026-03-01', cycle: '28', luteal: '1e1' }, 'ovulation.invalidLuteal'],
    [{ lmp: '2026-03-01', cycle: '16', luteal: '16' }, 'ovulation.lutealTooLong'],
    // Ovulation before day 8, earlier than a 21-day cycle with 14 days puts it, is asked again
    // (clinical review N10: 21 and 16 gave day 6).
    [{ lmp: '2026-03-01', cycle: '21', luteal: '16' }, 'ovulation.lutealTooEarly'],
    [{ lmp: '2026-03-01', cycle: '22', luteal: '16' }, 'ovulation.lutealTooEarly'],
    [{ lmp: '2026-03-01', cycle: '23', luteal: '16' }, null],
    [{ lmp: '2026-03-01', cycle: '21', luteal: '14' }, null],
    // A cycle under 21 days gets guidance, not a date: its luteal phase is not asked again.
    [{ lmp: '2026-03-01', cycle: '18', luteal: '14' }, null],
    [
      { lmp: '2026-03-01', cycle: '28', shortest: '21', longest: '30', luteal: '15' },
      'ovulation.lutealTooEarly',
    ],
    [{ lmp: '2026-03-01', cycle: '28', shortest: '21', longest: '30', luteal: '14' }, null],
    [{ lmp: '2026-03-01', cycle: '28', shortest: '26', longest: '34' }, null],
    [{ lmp: '2026-03-01', cycle: '28', shortest: '30', longest: '30' }, null],
    [{ lmp: '2026-03-01', cycle: '28', shortest: '26', longest: '' }, 'ovulation.irregularBoth'],
    [{ lmp: '2026-03-01', cycle: '28', shortest: '', longest: '34' }, 'ovulation.irregularBoth'],
    [{ lmp: '2026-03-01', cycle: '28', shortest: '34', longest: '26' }, 'ovulation.invalidIrregular'],
    [{ lmp: '2026-03-01', cycle: '28', shortest: '14', longest: '26' }, 'ovulation.invalidIrregular'],
    [{ lmp: '2026-03-01', cycle: '28', shortest: '26', longest: '61' }, 'ovulation.invalidIrregular'],
    [{ lmp: '2026-03-01', cycle: '28', shortest: '<b>', longest: '26' }, 'ovulation.invalidIrregular'],
    // With the irregular mode, the luteal phase must be shorter than the shortest cycle.
    [
      { lmp: '2026-03-01', cycle: '40', shortest: '16', longest: '40', luteal: '16' },
      'ovulation.lutealTooLong',
    ],
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
    [{ method: 'ultrasound', scan: '2026-03-01', weeks: '0xc', days: '3' }, 'dueDate.invalidScanAge'],
    [{ method: 'lmp', lmp: '2026-04-01' }, 'calc.futureDate'],
    [{ method: 'nonsense', lmp: '2026-03-01' }, null],
  ])('due date %o → %s', (values, problem) => {
    expect(validateDueDate(values, today)).toBe(problem)
  })

  it('twins are dated by the due date calculator’s rules: a date that is not in the future (decision 048)', () => {
    expect(validateDueDate({ lmp: '' }, today)).toBe('calc.lastPeriodHint')
    expect(validateDueDate({ lmp: '2026-03-09' }, today)).toBe('calc.futureDate')
  })

  it('a leap day is a date in a leap year', () => {
    expect(validateOvulation({ lmp: '2024-02-29', cycle: '28' }, '2024-03-08')).toBeNull()
  })

  it('a pregnancy date may go back 44 weeks (308 days), a cycle 12 months', () => {
    const weeks44 = d(today).subtract({ days: 308 }).toString()
    const older = d(today).subtract({ days: 309 }).toString()
    for (const validate of [validatePregnancy, validateDueDate]) {
      expect(validate({ lmp: weeks44, cycle: '28' }, today)).toBeNull()
      expect(validate({ lmp: older, cycle: '28' }, today)).toBe('calc.tooOldPregnancy')
      expect(validate({ lmp: '1900-01-01', cycle: '28' }, today)).toBe('calc.tooOldPregnancy')
    }
    for (const [method, field] of [
      ['lmp', 'lmp'],
      ['conception', 'conception'],
      ['ivf', 'transfer'],
      ['ultrasound', 'scan'],
    ] as const) {
      const values = { method, embryoAge: '5', weeks: '12', days: '0' }
      expect(validateDueDate({ ...values, [field]: weeks44 }, today)).toBeNull()
      expect(validateDueDate({ ...values, [field]: older }, today)).toBe('calc.tooOldPregnancy')
    }
  })
})

type IcsNode = { name: string; props: Record<string, string>; children: IcsNode[] }

/** A small RFC 5545 reader: unfolds lines, then nests components. */
function parseIcs(text: string): IcsNode[] {
  expect(text.endsWith('\r\n')).toBe(true)
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
  const stack: IcsNode[] = [{ name: 'ROOT', props: {}, children: [] }]
  for (const line of lines) {
    const colon = line.indexOf(':')
    const key = line.slice(0, colon)
    const value = line.slice(colon + 1)
    if (key === 'BEGIN') {
      const child: IcsNode = { name: value, props: {}, children: [] }
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
  // LMP 22 Feb, 28 days, today 8 Mar: this cycle's window is 3–9 Mar with ovulation on the
  // 8th, so 8–9 Mar is left of it; the next period is 22 Mar.
  const ics = fertilityCalendar('2026-02-22', 28, 'fr', d('2026-03-08'), 'fertilitycalc.org')
  const [calendar] = parseIcs(ics)
  const events = calendar?.children ?? []
  const dates = (event: IcsNode | undefined) => [
    event?.props['DTSTART;VALUE=DATE'],
    event?.props['DTEND;VALUE=DATE'],
  ]

  it('is one VCALENDAR 2.0 of all-day events with stable, unique ids', () => {
    expect(calendar?.name).toBe('VCALENDAR')
    expect(calendar?.props.VERSION).toBe('2.0')
    expect(calendar?.props.PRODID).toBeTruthy()
    // This cycle's window, ovulation and period, then three events for each of the next 2 cycles.
    expect(events).toHaveLength(9)
    const uids = events.map((e) => e.props.UID)
    expect(new Set(uids).size).toBe(9)
    expect(fertilityCalendar('2026-02-22', 28, 'fr', d('2026-03-09'), 'fertilitycalc.org')).toContain(uids[3])
    for (const event of events) {
      expect(event.name).toBe('VEVENT')
      expect(event.props['DTSTART;VALUE=DATE']).toMatch(/^\d{8}$/)
      expect(event.props['DTEND;VALUE=DATE']).toMatch(/^\d{8}$/)
      expect(event.props.DTSTAMP).toBe('20260308T000000Z')
    }
  })

  it('starts with what is left of the current cycle: the window from today, ovulation, the next period', () => {
    const fr = messagesFor('fr')
    expect(dates(events[0])).toEqual(['20260308', '20260310'])
    expect(events[0]?.props.SUMMARY).toBe(fr['ics.fertileWindowNow'].replaceAll(',', '\\,'))
    // The window has begun: no reminder for a day already here.
    expect(events[0]?.children).toEqual([])
    expect(dates(events[1])).toEqual(['20260308', '20260309'])
    expect(events[1]?.props.SUMMARY).toBe(fr['ics.ovulationNow'].replaceAll(',', '\\,'))
    expect(dates(events[2])).toEqual(['20260322', '20260323'])
  })

  it('then holds each of the next 2 cycles: its window (with a reminder), ovulation and period', () => {
    // Cycle 1 starts 22 Mar: window 31 Mar–6 Apr (DTEND exclusive), ovulation 5 Apr, period 19 Apr.
    expect(dates(events[3])).toEqual(['20260331', '20260407'])
    expect(events[3]?.props.SUMMARY).toContain('1')
    const alarm = events[3]?.children[0]
    expect(alarm?.name).toBe('VALARM')
    expect(alarm?.props.ACTION).toBe('DISPLAY')
    expect(alarm?.props.TRIGGER).toBe('-PT12H')
    expect(dates(events[4])).toEqual(['20260405', '20260406'])
    expect(dates(events[5])).toEqual(['20260419', '20260420'])
    expect(dates(events[8])).toEqual(['20260517', '20260518'])
  })

  it('says on every event that the dates are no contraception, with the figure (issue 46)', () => {
    const said = messagesFor('fr')['ics.fertilityDescription'].replace(/[\\;,]/g, (c) => `\\${c}`)
    expect(said).toMatch(/contraception/)
    for (const event of events) expect(event.props.DESCRIPTION).toBe(said)
  })

  it('leaves out what is already past', () => {
    const later = parseIcs(fertilityCalendar('2026-02-22', 28, 'en', d('2026-03-15'), 'fertilitycalc.org'))
    const [first] = later[0]?.children ?? []
    expect(first?.props.SUMMARY).toBe(messagesFor('en')['ics.nextPeriodNow'])
    expect(dates(first)).toEqual(['20260322', '20260323'])
  })

  it('folds long lines at 75 octets', () => {
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
  })
})

describe("the pregnancy calendar and France's terme (issue 48)", () => {
  const lmp = d('2026-05-20')
  const escaped = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`)
  const events = (locale: 'fr' | 'en') =>
    parseIcs(pregnancyCalendar(lmp, locale, d('2026-11-25'), 'fertilitycalc.org'))[0]?.children ?? []

  it('in French, holds the 41 SA terme (last period + 287 days) beside the 40 SA date', () => {
    const fr = messagesFor('fr')
    const all = events('fr')
    const due = all.find((event) => event.props['DTSTART;VALUE=DATE'] === '20270224')
    expect(due?.props.SUMMARY).toContain(escaped(fr['timeline.w40.title']))
    const term = all.filter((event) => event.props.SUMMARY === escaped(fr['term.local']))
    expect(term).toHaveLength(1)
    expect(term[0]?.props['DTSTART;VALUE=DATE']).toBe('20270303')
    expect(term[0]?.props['DTEND;VALUE=DATE']).toBe('20270304')
    expect(term[0]?.props.DESCRIPTION).toContain(escaped(fr['term.localNote']))
    // The terme's day is the late-term stage's first: its advice is in the terme's event, with no
    // second event that day; 42 SA has its own.
    expect(term[0]?.props.DESCRIPTION).toContain(escaped(fr['pregnancyWarning.lateTerm']))
    expect(all.filter((event) => event.props['DTSTART;VALUE=DATE'] === '20270303')).toHaveLength(1)
    const postTerm = all.find((event) => event.props['DTSTART;VALUE=DATE'] === '20270310')
    expect(postTerm?.props.SUMMARY).toContain(escaped(fr['pregnancyWarning.postTermLead']))
    expect(postTerm?.props.DESCRIPTION).toContain(escaped(fr['pregnancyWarning.postTerm']))
    expect(new Set(all.map((event) => event.props.UID)).size).toBe(all.length)
    // No milestone at 40 SA calls itself the end of the third trimester.
    expect(all.map((event) => event.props.SUMMARY).join('\n')).not.toMatch(/fin du troisième trimestre/i)
  })

  it('in English, keeps the one 40-week date, with no terme; 41 and 42 weeks say whom to call', () => {
    const en = messagesFor('en')
    const all = events('en')
    expect(all.some((event) => event.props['DTSTART;VALUE=DATE'] === '20270224')).toBe(true)
    expect(all.map((event) => event.props.SUMMARY)).not.toContain(escaped(en['term.local']))
    const on = (day: string) => all.filter((event) => event.props['DTSTART;VALUE=DATE'] === day)
    expect(on('20270303').map((event) => event.props.DESCRIPTION)).toEqual([
      expect.stringContaining(escaped(en['pregnancyWarning.lateTerm'])),
    ])
    expect(on('20270310').map((event) => event.props.DESCRIPTION)).toEqual([
      expect.stringContaining(escaped(en['pregnancyWarning.postTerm'])),
    ])
  })
})
