import { describe, expect, it } from 'vitest'
import { CurrentWindow } from '../../client/components/cycles/CurrentWindow.tsx'
import { ovulationEvidence } from '../../core/calc/body-signs/ovulation-evidence.ts'
import type { DaySigns } from '../../core/calc/body-signs/signs.ts'
import type { CycleEvidence } from '../../core/calc/body-signs/signs-summary.ts'
import type { Locale } from '../../core/i18n/locales.ts'
import { chart, cycleOf, d, EXAMPLE_TEMPS } from './support/body-signs-chart.ts'
import { renderedHtml, textsOf } from './support/rendered-words.tsx'

/*
 * Issue 51, item 3: "This cycle, from your signs" as a visitor reads it, rendered as the server
 * renders it with the real catalogues, in English and Russian. The cycle is the example
 * (tests/unit/current-window.test.ts): mucus from 10 November, S+ on the 12th, a positive LH test on
 * the 13th, the double check completed on the 16th.
 */

const MUCUS = ['t', 't', 'S', 'S', 'S+', 'S', 't', 't', 't', 't', 't', 't']
const EXAMPLE = chart('2026-11-08', EXAMPLE_TEMPS, MUCUS, { '2026-11-13': 'positive' })

/** The heading and each paragraph as read, no-break and thin spaces shown as spaces. */
function read(days: DaySigns[], today: string, locale: Locale = 'en', next: string | null = null): string[] {
  const cycles: CycleEvidence[] = [
    {
      cycle: {
        start: d('2026-11-01'),
        next: next ? d(next) : null,
        period: { start: d('2026-11-01'), excluded: false },
        days,
      },
      evidence: ovulationEvidence(cycleOf(days)),
    },
  ]
  return textsOf(renderedHtml(<CurrentWindow cycles={cycles} today={d(today)} />, locale), ['h3', 'p'])
}

const upTo = (today: string) => EXAMPLE.filter((day) => day.date.toString() <= today)

describe('CurrentWindow in English', () => {
  it('no sign yet: the calendar stands, and nothing claims to replace it', () => {
    expect(read(upTo('2026-11-09'), '2026-11-09')).toEqual([
      'This cycle, from your signs',
      'No mucus and no positive LH test logged yet in this cycle, so the calendar’s prediction stands.',
    ])
  })

  it('mucus: the window has begun, the best days are the most fertile mucus', () => {
    expect(read(upTo('2026-11-12'), '2026-11-12')).toEqual([
      'This cycle, from your signs',
      'Mucus felt or seen since November 10, 2026: your fertile window has begun. Your best days are those with the most fertile mucus (wet or slippery, or clear and stretchy like raw egg white).',
      'Most fertile mucus so far: November 12, 2026.',
      'For this cycle, your signs take the place of the fertile window the calendar predicts.',
    ])
  })

  it('mucus without S+ yet: no list of days', () => {
    expect(read(upTo('2026-11-11'), '2026-11-11')).toEqual([
      'This cycle, from your signs',
      'Mucus felt or seen since November 10, 2026: your fertile window has begun. Your best days are those with the most fertile mucus (wet or slippery, or clear and stretchy like raw egg white).',
      'For this cycle, your signs take the place of the fertile window the calendar predicts.',
    ])
  })

  it('a positive LH test: the day of the test and the two after', () => {
    expect(read(upTo('2026-11-13'), '2026-11-13')).toEqual([
      'This cycle, from your signs',
      'Positive LH test on November 13, 2026. Your best days: November 13 – 15, 2026.',
      'For this cycle, your signs take the place of the fertile window the calendar predicts.',
    ])
  })

  it('the double check: the window has ended', () => {
    expect(read(EXAMPLE, '2026-11-19')).toEqual([
      'This cycle, from your signs',
      // Review m10: the chance to conceive has passed, not a "fertile window" that reads like a green light.
      'Since November 16, 2026, your temperature and mucus confirm that ovulation is over: your chance to conceive in this cycle has passed.',
      'For this cycle, your signs take the place of the fertile window the calendar predicts.',
    ])
  })

  it('an earlier cycle (a period logged since): nothing is said', () => {
    expect(read(EXAMPLE, '2026-12-01', 'en', '2026-11-29')).toEqual([])
  })
})

describe('CurrentWindow in Russian', () => {
  it('each case, with the glossary’s terms and Russian dates', () => {
    expect(read(upTo('2026-11-09'), '2026-11-09', 'ru')).toEqual([
      'Этот цикл по вашим признакам',
      'В этом цикле пока не отмечены ни слизь, ни положительный тест на овуляцию, поэтому действует прогноз по календарю.',
    ])
    expect(read(upTo('2026-11-12'), '2026-11-12', 'ru').slice(1)).toEqual([
      'Слизь отмечается с 10 ноября 2026 г.: фертильное окно началось. Самые благоприятные дни — те, когда слизь самая фертильная (мокро или скользко либо прозрачная и тянется, как сырой яичный белок).',
      'Дни с самой фертильной слизью на сегодня: 12 ноября 2026 г.',
      'В этом цикле ваши признаки заменяют фертильное окно из прогноза по календарю.',
    ])
    expect(read(upTo('2026-11-13'), '2026-11-13', 'ru')[1]).toBe(
      'Положительный тест на овуляцию 13 ноября 2026 г.: самые благоприятные дни — 13–15 ноября 2026 г.',
    )
    expect(read(EXAMPLE, '2026-11-19', 'ru')[1]).toBe(
      'С 16 ноября 2026 г. температура и слизь подтверждают, что овуляция позади: шанс зачать в этом цикле прошёл.',
    )
  })

  it('several days of the most fertile mucus, joined as Russian joins a list', () => {
    const days = chart('2026-11-08', ['36.40', '36.45', '36.50'], ['S', 'S+', 'S+'])
    expect(read(days, '2026-11-10', 'ru')[2]).toBe(
      'Дни с самой фертильной слизью на сегодня: 9 ноября 2026 г. и 10 ноября 2026 г.',
    )
  })
})
