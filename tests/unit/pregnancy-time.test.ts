import { createIntl } from '@formatjs/intl'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import {
  developmentStepIndex,
  developmentSteps,
  milestoneStatus,
  timelineMilestones,
} from '../../core/calc/development.ts'
import { dueDate } from '../../core/calc/due-date.ts'
import { pregnancy } from '../../core/calc/pregnancy.ts'
import { pregnancyTime, pregnancyTimeText } from '../../core/calc/pregnancy-time.ts'
import { Temporal } from '../../core/calc/temporal.ts'
import { twins } from '../../core/calc/twins.ts'
import type { Locale } from '../../core/i18n/locales.ts'
import { fromDays, toDays } from './support/civil-days.ts'

const d = (iso: string) => Temporal.PlainDate.from(iso)
const textIn = (locale: Locale, days: number) => {
  const intl = createIntl({ locale, messages: messagesFor(locale) })
  const time = pregnancyTime(d('2026-01-01'), d('2026-01-01').add({ days }))
  if (!time) throw new Error('no time')
  return pregnancyTimeText(intl.formatMessage, time)
}

describe('the pregnancy time, in words, in five languages', () => {
  it('140 days: 20 completed weeks and 0 days, in the 21st week', () => {
    expect(textIn('en', 140)).toEqual({
      age: '20 weeks and 0 days',
      week: '21st week',
      note: 'Pregnancy is counted from the first day of the last period. After 20 full weeks and 0 days, you are in your 21st week.',
    })
    expect(textIn('fr', 140).age).toBe('20\u00a0SA et 0\u00a0jour')
    expect(textIn('fr', 140).week).toBe('21e\u00a0semaine d’aménorrhée')
    expect(textIn('ru', 140).age).toBe('20 недель 0 дней')
    expect(textIn('ru', 140).week).toBe('21-я акушерская неделя')
    expect(textIn('es', 140).age).toBe('20 semanas y 0 días')
    expect(textIn('es', 140).week).toBe('21.ª semana')
    expect(textIn('pt', 140).age).toBe('20 semanas e 0 dias')
    expect(textIn('pt', 140).week).toBe('21ª semana')
  })

  it('uses each language’s plural and ordinal forms', () => {
    expect(textIn('en', 8).week).toBe('2nd week')
    expect(textIn('en', 15).week).toBe('3rd week')
    expect(textIn('en', 0)).toMatchObject({ age: '0 weeks and 0 days', week: '1st week' })
    expect(textIn('en', 8).age).toBe('1 week and 1 day')
    expect(textIn('fr', 0).week).toBe('1re\u00a0semaine d’aménorrhée')
    expect(textIn('ru', 22).age).toBe('3 недели 1 день')
    expect(textIn('ru', 154).age).toBe('22 недели 0 дней')
    expect(textIn('ru', 152).age).toBe('21 неделя 5 дней')
  })

  it('every text names the same two numbers', () => {
    for (const locale of ['en', 'fr', 'ru', 'es', 'pt'] as const) {
      const text = textIn(locale, 143)
      expect(text.age, locale).toContain('20')
      expect(text.age, locale).toContain('3')
      expect(text.week, locale).toContain('21')
      expect(text.note, locale).toContain('20')
      expect(text.note, locale).toContain('21')
    }
  })
})

describe('every calculator agrees on the week of one last period', () => {
  const isoDate = fc.integer({ min: toDays('1990-01-01'), max: toDays('2100-12-31') }).map(fromDays)
  // 5,000 random pregnancies: 0.75 s alone, over 5 s on a machine busy with other work (CI, 2026-11-30).
  it('pregnancy, due date (last period), twins, visualizer and timeline', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 0, max: 308 }), (lmp, elapsed) => {
        const today = d(fromDays(toDays(lmp) + elapsed))
        const fromPregnancy = pregnancy(d(lmp), 28, today)
        const fromDueDate = dueDate({ method: 'lmp', lastPeriod: d(lmp) }, today)
        const fromTwins = twins(d(lmp), today)
        const expected = {
          weeks: Math.floor(elapsed / 7),
          days: elapsed % 7,
          week: Math.floor(elapsed / 7) + 1,
        }
        expect(fromPregnancy.time).toEqual(expected)
        expect(fromDueDate.time).toEqual(expected)
        // The weeks' start the due date page gives twins and a sign-up is the last period itself.
        expect(fromDueDate.start.toString()).toBe(lmp)
        expect(fromTwins.time).toEqual(expected)
        expect(fromPregnancy.currentWeek).toBe(expected.week)
        expect(fromDueDate.currentWeek).toBe(expected.week)
        // The visualizer opens at the last listed week the completed weeks have reached…
        const step = developmentSteps[developmentStepIndex(expected.weeks)]
        expect(step && (step.week <= expected.weeks || step.week === developmentSteps[0].week)).toBe(true)
        // …and the timeline's "you are here" is the last milestone reached by the same week.
        const milestones = timelineMilestones('en')
        const current = milestones.findIndex(
          (_, i) => milestoneStatus(milestones, i, expected.weeks) === 'current',
        )
        expect(milestones[current]?.week ?? 0).toBeLessThanOrEqual(expected.weeks)
      }),
      { numRuns: 5000 },
    )
  }, 30_000)

  it('the visualizer opens at the nearest listed week at or before the current one', () => {
    expect(developmentSteps[developmentStepIndex(21)]?.week).toBe(20)
    expect(developmentSteps[developmentStepIndex(20)]?.week).toBe(20)
    expect(developmentSteps[developmentStepIndex(3)]?.week).toBe(8)
    expect(developmentSteps[developmentStepIndex(45)]?.week).toBe(40)
  })
})
