import { describe, expect, it } from 'vitest'
import { catalogues, english } from '../../client/i18n/catalogues.server.ts'
import { developmentSteps } from '../../core/calc/development.ts'
import {
  FIRST_WEEKLY_WEEK,
  LAST_WEEKLY_WEEK,
  sizeAt,
  weekSources,
  weekText,
} from '../../core/calc/pregnancy-weeks.ts'
import { locales } from '../../core/i18n/locales.ts'

const weeks = Array.from(
  { length: LAST_WEEKLY_WEEK - FIRST_WEEKLY_WEEK + 1 },
  (_, i) => i + FIRST_WEEKLY_WEEK,
)

describe('the weekly series content', () => {
  it.each(locales)('%s: every week from 4 to 42 has a headline, the baby, the parent and a tip', (locale) => {
    const own = catalogues[locale] as Record<string, string | undefined>
    const missing = weeks.flatMap((week) => {
      const text = weekText(week)
      return [text.headline, text.baby, text.feel, text.tip].filter((key) => !own[key]?.trim())
    })
    expect(missing).toEqual([])
  })

  it.each(locales)('%s: an appointment note exactly where English has one', (locale) => {
    const own = catalogues[locale] as Record<string, string | undefined>
    for (const week of weeks) {
      const { appointment } = weekText(week)
      expect(appointment in own, `week ${week}`).toBe(appointment in english)
    }
  })

  it('every week names the body its facts come from', () => {
    for (const week of weeks) expect(weekSources[week], `week ${week}`).toMatch(/^(NHS|ACOG)(, (NHS|ACOG))?$/)
  })

  it('names no size in figures: the e-mail shows them from the one size table', () => {
    for (const week of weeks) {
      expect(english[weekText(week).baby], `week ${week}`).not.toMatch(
        /\d+(\.\d+)?\s?(cm|mm|g|kg|grams?|inch)/i,
      )
    }
  })

  it('the visualizer shows the same sizes as the weekly e-mails, from the same table', () => {
    for (const step of developmentSteps) expect(sizeAt(step.week)).toEqual({ cm: step.cm, grams: step.grams })
  })

  it('the appointments agree with the timeline: booking at 8, dating scan at 12, anatomy scan at 20', () => {
    const appointment = (week: number) => english[weekText(week).appointment] ?? ''
    expect(appointment(8)).toMatch(/booking|first/i)
    expect(appointment(12)).toMatch(/dating scan/i)
    expect(appointment(20)).toMatch(/anatomy|anomaly|scan/i)
  })
})
