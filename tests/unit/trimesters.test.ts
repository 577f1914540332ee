import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { milestoneStatus, milestonesByTrimester, timelineMilestones } from '../../core/calc/development.ts'
import { dueDate } from '../../core/calc/due-date.ts'
import { pregnancy } from '../../core/calc/pregnancy.ts'
import { Temporal } from '../../core/calc/temporal.ts'
import { TRIMESTER_START_WEEKS, trimesterAt } from '../../core/calc/trimesters.ts'
import { locales } from '../../core/i18n/locales.ts'

const lmp = Temporal.PlainDate.from('2026-05-20')
/** The weekly mails' headlines that name the start of a trimester, in English (the source). */
const weekly = messagesFor('en')
const BEGINS = { first: 1, second: 2, third: 3 } as const

describe('one trimester rule, wherever a trimester is named (ACOG: through 13+6, through 27+6, from 28+0)', () => {
  it('every day from 0+0 to 42+0: the result, the timeline, the due date page and the weekly mails agree', () => {
    let headlines = 0
    for (let day = 0; day <= 42 * 7; day++) {
      const today = lmp.add({ days: day })
      const weeks = Math.floor(day / 7)
      const trimester = pregnancy(lmp, 28, today).currentTrimester
      const label = `${weeks}+${day % 7}`
      // The result: ACOG's boundaries, by completed weeks.
      expect(trimester, label).toBe(weeks <= 13 ? 1 : weeks <= 27 ? 2 : 3)
      expect(trimesterAt(weeks), label).toBe(trimester)
      // The due date page: the same day falls within the trimester ends it prints.
      const page = dueDate({ method: 'lmp', lastPeriod: lmp }, today)
      const onPage =
        Temporal.PlainDate.compare(today, page.firstTrimesterEnd) <= 0
          ? 1
          : Temporal.PlainDate.compare(today, page.secondTrimesterEnd) <= 0
            ? 2
            : 3
      expect(onPage, label).toBe(trimester)
      // The timeline, in every language: each milestone reached lies in this trimester or an
      // earlier one, each one ahead in this trimester or a later one.
      for (const locale of locales) {
        const milestones = timelineMilestones(locale)
        for (const group of milestonesByTrimester(milestones)) {
          for (const milestone of group.milestones) {
            const status = milestoneStatus(milestones, milestone.index, weeks)
            if (status === 'future')
              expect(group.trimester, `${label} ${locale}`).toBeGreaterThanOrEqual(trimester)
            else expect(group.trimester, `${label} ${locale}`).toBeLessThanOrEqual(trimester)
          }
        }
      }
      // The weekly mail of these completed weeks: a headline that says a trimester begins says this one.
      const headline = weekly[`week.${weeks}.headline` as keyof typeof weekly] ?? ''
      const begins = /\b(first|second|third) trimester begins/i.exec(headline)?.[1]?.toLowerCase()
      if (begins) {
        expect(BEGINS[begins as keyof typeof BEGINS], label).toBe(trimester)
        headlines++
      }
    }
    // Weeks 14 and 28, seven days each.
    expect(headlines).toBe(14)
  })

  it('the timeline puts "Third trimester begins" at 28 weeks, where the third trimester starts', () => {
    const third = timelineMilestones('en').find((milestone) => milestone.key === 'w28')
    expect(third?.week).toBe(TRIMESTER_START_WEEKS[2])
    expect(weekly['timeline.w28.title']).toBe('Third trimester begins')
  })

  it('at 26+6 (the case reported, last period 20 May 2026) the result says the second trimester', () => {
    const result = pregnancy(lmp, 28, Temporal.PlainDate.from('2026-11-24'))
    expect(result.time).toMatchObject({ weeks: 26, days: 6, week: 27 })
    expect(result.currentTrimester).toBe(2)
  })
})
