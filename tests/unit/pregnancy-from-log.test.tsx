import { describe, expect, it } from 'vitest'
import { PregnancyFromLog } from '../../client/components/cycles/PregnancyFromLog.tsx'
import { predictionsPaused } from '../../client/machines/myCyclesMachine.ts'
import type { PregnancyFromLog as Found } from '../../core/calc/body-signs/pregnancy-test.ts'
import type { Locale } from '../../core/i18n/locales.ts'
import { d } from './support/body-signs-chart.ts'
import { renderedHtml, textOf, textsOf } from './support/rendered-words.tsx'

/*
 * Issue 51, item 5: what a visitor reads under the day's form once a positive pregnancy test stands,
 * rendered as the server renders it with the real catalogues. The due date is the ovulation + 266
 * days of the due-date calculator (13 November 2026 + 266 days = 6 August 2027), or the last period
 * + 280 days (26 October 2026 + 280 days = 2 August 2027).
 */

const TODAY = d('2026-11-28')
const CONFIRMED: Found = {
  testedOn: d('2026-11-27'),
  ovulation: {
    kind: 'confirmed',
    estimate: d('2026-11-13'),
    range: { start: d('2026-11-12'), end: d('2026-11-13') },
  },
  lastPeriod: d('2026-10-26'),
}
const LIKELY: Found = {
  ...CONFIRMED,
  ovulation: {
    kind: 'likely',
    estimate: d('2026-11-12'),
    range: { start: d('2026-11-12'), end: d('2026-11-13') },
  },
}
const NONE: Found = { ...CONFIRMED, ovulation: null }

/** The text of each paragraph, and each link's address, as read. */
function rendered(found: Found, locale: Locale = 'en') {
  const html = renderedHtml(<PregnancyFromLog found={found} today={TODAY} />, locale)
  return {
    paragraphs: textsOf(html),
    links: [...html.matchAll(/href="([^"]*)"/g)].map((match) => textOf(match[1] ?? '')),
  }
}

describe('PregnancyFromLog', () => {
  it('en, confirmed ovulation: the due date from it, its range, the calculator from conception', () => {
    expect(rendered(CONFIRMED)).toEqual({
      paragraphs: [
        'Your pregnancy test on November 27, 2026 was positive.',
        'Estimated due date: August 6, 2027, counted from your confirmed ovulation on November 13, 2026. ' +
          'Your signs place ovulation within November 12 – 13, 2026, so the due date lies within August 5 – 6, 2027.',
        'See your pregnancy week by week and what comes next',
        'A home test is not a diagnosis. Book a first appointment with a doctor or midwife, who will confirm the pregnancy.',
      ],
      links: ['/due-date-calculator?method=conception&conception=2026-11-13'],
    })
  })

  it('en, likely ovulation from the LH test: worded as likely', () => {
    expect(rendered(LIKELY).paragraphs[1]).toBe(
      'Estimated due date: August 5, 2027, counted from your likely ovulation on November 12, 2026, after your positive LH test. ' +
        'Your signs place ovulation within November 12 – 13, 2026, so the due date lies within August 5 – 6, 2027.',
    )
    expect(rendered(LIKELY).links).toEqual(['/due-date-calculator?method=conception&conception=2026-11-12'])
  })

  it('en, no ovulation: the due date from the last period, said to be less precise', () => {
    const { paragraphs, links } = rendered(NONE)
    expect(paragraphs[1]).toBe(
      'Estimated due date from the first day of your last period (October 26, 2026): August 2, 2027. ' +
        'This is less precise: your signs show no ovulation before the test, and counting from the period assumes ovulation on day 14 of the cycle.',
    )
    expect(links).toEqual(['/due-date-calculator?method=lmp&lmp=2026-10-26'])
  })

  it('a one-day range says no range', () => {
    const oneDay: Found = {
      ...CONFIRMED,
      ovulation: {
        kind: 'confirmed',
        estimate: d('2026-11-13'),
        range: { start: d('2026-11-13'), end: d('2026-11-13') },
      },
    }
    expect(rendered(oneDay).paragraphs[1]).toBe(
      'Estimated due date: August 6, 2027, counted from your confirmed ovulation on November 13, 2026.',
    )
  })

  it('ru: the glossary’s words, the link under the Russian prefix', () => {
    const { paragraphs, links } = rendered(CONFIRMED, 'ru')
    expect(paragraphs[0]).toBe('Ваш тест на беременность от 27 ноября 2026 г. положительный.')
    expect(paragraphs[1]).toContain('Предполагаемая дата родов — 6 августа 2027 г.')
    expect(paragraphs[1]).toContain('подтверждённой овуляции 13 ноября 2026 г.')
    expect(paragraphs[3]).toContain('акушеру-гинекологу')
    expect(links).toEqual(['/ru/due-date-calculator?method=conception&conception=2026-11-13'])
    expect(rendered(NONE, 'ru').paragraphs[1]).toContain(
      'Предполагаемая дата родов — 2 августа 2027 г. (расчёт по первому дню последних месячных, 26 октября 2026 г.).',
    )
    // A date ending in «г.» never ends a sentence with a second full stop.
    for (const found of [CONFIRMED, NONE])
      for (const paragraph of rendered(found, 'ru').paragraphs) expect(paragraph).not.toContain('г..')
  })
})

describe('predictionsPaused', () => {
  it('pauses for a standing test until the visitor resumes after that very test', () => {
    expect(predictionsPaused(null, null)).toBe(false)
    expect(predictionsPaused('2026-11-27', null)).toBe(true)
    expect(predictionsPaused('2026-11-27', '2026-11-27')).toBe(false)
    // A later positive test pauses them again.
    expect(predictionsPaused('2026-12-02', '2026-11-27')).toBe(true)
    // Not read from the device yet: nothing hides, so nothing flashes away and back.
    expect(predictionsPaused('2026-11-27', undefined)).toBe(false)
  })
})
