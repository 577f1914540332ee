import { describe, expect, it } from 'vitest'
import { dueDateFrom, plausibleDueDate, weeksStartOf } from '../../core/calc/pregnancy.ts'
import { Temporal } from '../../core/calc/temporal.ts'

const d = (iso: string) => Temporal.PlainDate.from(iso)
const today = d('2026-11-30')

describe('a pregnancy’s 280 days, stated once (core/calc/pregnancy.ts)', () => {
  it('due = start + 280 and start = due − 280, across a leap day', () => {
    expect(dueDateFrom(d('2027-06-01')).toString()).toBe('2028-03-07')
    expect(weeksStartOf(d('2028-03-07')).toString()).toBe('2027-06-01')
  })

  it('a due date the weekly e-mails may follow: from two weeks ago to 40 weeks ahead, both days included', () => {
    expect(plausibleDueDate(d('2026-11-16'), today)?.toString()).toBe('2026-11-16')
    expect(plausibleDueDate(d('2026-11-15'), today)).toBeNull()
    expect(plausibleDueDate(d('2027-09-06'), today)?.toString()).toBe('2027-09-06')
    expect(plausibleDueDate(d('2027-09-07'), today)).toBeNull()
    expect(plausibleDueDate(null, today)).toBeNull()
  })
})
