import { describe, expect, it } from 'vitest'
import {
  LATE_TERM_DAYS,
  POST_TERM_DAYS,
  pastTwinWindows,
  pregnancyStage,
  TWIN_WINDOWS_END_DAYS,
  testFrom,
} from '../../core/calc/pregnancy-stage.ts'
import { pregnancyTime } from '../../core/calc/pregnancy-time.ts'
import { Temporal } from '../../core/calc/temporal.ts'

const start = Temporal.PlainDate.from('2026-01-05')
const at = (days: number) => pregnancyTime(start, start.add({ days }))

describe('the stage of a pregnancy counted from the last period (issue 59, item 5)', () => {
  it('is not yet a pregnancy before the estimated conception (LMP + 14), and before the last period', () => {
    expect(pregnancyStage(pregnancyTime(start, start.subtract({ days: 1 })))).toBe('notYet')
    expect(pregnancyStage(at(0))).toBe('notYet')
    expect(pregnancyStage(at(13))).toBe('notYet')
    expect(pregnancyStage(at(14))).toBe('ongoing')
  })

  it('is late term from 41+0 (NICE NG207 2021; the French terme, 41 SA) and post-term from 42+0 (WHO)', () => {
    expect([LATE_TERM_DAYS, POST_TERM_DAYS]).toEqual([287, 294])
    expect(pregnancyStage(at(40 * 7 + 6))).toBe('ongoing')
    expect(pregnancyStage(at(41 * 7))).toBe('lateTerm')
    expect(pregnancyStage(at(41 * 7 + 6))).toBe('lateTerm')
    expect(pregnancyStage(at(42 * 7))).toBe('postTerm')
    expect(pregnancyStage(at(44 * 7))).toBe('postTerm')
  })

  it('twins are past every planned-birth window after 38+6, the latest window’s last day (ACOG, DCDA)', () => {
    expect(TWIN_WINDOWS_END_DAYS).toBe(38 * 7 + 6)
    expect(pastTwinWindows(at(38 * 7 + 6))).toBe(false)
    expect(pastTwinWindows(at(39 * 7))).toBe(true)
    expect(pastTwinWindows(null)).toBe(false)
  })

  it('a test can tell from the first day of a missed period: the cycle’s length after the last period, 28 days unless given', () => {
    expect(testFrom(start).toString()).toBe('2026-02-02')
    expect(testFrom(start, 35).toString()).toBe('2026-02-09')
  })
})
