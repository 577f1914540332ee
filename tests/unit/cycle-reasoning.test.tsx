import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { CycleReasoning } from '../../client/components/cycles/CycleReasoning.tsx'
import { LearnedLuteal } from '../../client/components/cycles/LearnedLuteal.tsx'
import { PredictionHits } from '../../client/components/cycles/PredictionHits.tsx'
import { SignsLimits, SignsNeedScript } from '../../client/components/cycles/SignsLimits.tsx'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { learnedLutealPhase } from '../../core/calc/body-signs/luteal-phase.ts'
import type { MucusPeakResult } from '../../core/calc/body-signs/mucus-peak.ts'
import { type OvulationEvidence, ovulationEvidence } from '../../core/calc/body-signs/ovulation-evidence.ts'
import type { PredictionHits as Hits } from '../../core/calc/body-signs/prediction-hits.ts'
import type { DaySigns } from '../../core/calc/body-signs/signs.ts'
import type { ShiftNotYet, ShiftRule } from '../../core/calc/body-signs/temperature-shift.ts'
import { type Locale, locales } from '../../core/i18n/locales.ts'
import { chart, cycleOf, d, EXAMPLE_TEMPS } from './support/body-signs-chart.ts'
import { renderedHtml, textsOf } from './support/rendered-words.tsx'

/*
 * Issue 51: what a visitor reads of the body-signs rules, rendered as the server renders it, with the
 * real catalogues. Every result the rules can give is worded (the tables below are typed by the
 * rules' own unions, so a new reason fails to compile here until it has a case), and the issue's
 * worked example reads with exactly its dates and temperatures.
 */

/** The text of each paragraph as read. */
const paragraphs = (node: ReactNode, locale: Locale = 'en') => textsOf(renderedHtml(node, locale))

const reasoning = (
  days: readonly DaySigns[],
  locale: Locale = 'en',
  unit: 'C' | 'F' = 'C',
  cycle: Parameters<typeof cycleOf>[1] = {},
) =>
  paragraphs(<CycleReasoning evidence={ovulationEvidence(cycleOf([...days], cycle))} unit={unit} />, locale)

// The cycle of the example (tests/unit/body-signs-evidence.test.ts): six lows from 8 November
// (coverline 36.55 °C), the temperature up from 14 November, the mucus peak on 12 November.
const TEMPS = EXAMPLE_TEMPS
const MUCUS = ['t', 't', 'S', 'S', 'S+', 'S', 't', 't', 't', 't', 't', 't']
const EXAMPLE = chart('2026-11-08', TEMPS, MUCUS)
const LOWS = TEMPS.slice(0, 6)

describe('CycleReasoning: the issue’s worked example', () => {
  it('en: the sentences of the issue, with its dates and temperatures', () => {
    expect(reasoning(EXAMPLE)).toEqual([
      'Your temperature rose on November 14, 2026: 36.75, 36.80, and 36.85 °C, above 36.55 °C, the highest of the six before; the third is 0.30 °C higher.',
      'Mucus peak: November 12, 2026.',
      'Ovulation very likely on November 12 or 13, 2026.',
    ])
  })

  it('ru: the same figures with a decimal comma and Russian dates', () => {
    expect(reasoning(EXAMPLE, 'ru')).toEqual([
      'Температура повысилась 14 ноября 2026 г.: 36,75, 36,80 и 36,85 °C — выше 36,55 °C, самого высокого из шести предыдущих измерений; третье выше на 0,30 °C.',
      'Пик цервикальной слизи: 12 ноября 2026 г.',
      'Овуляция очень вероятна 12 или 13 ноября 2026 г.',
    ])
  })

  it('fr: the same figures, French dates and spacing', () => {
    expect(reasoning(EXAMPLE, 'fr')).toEqual([
      'Votre température est montée le 14 novembre 2026 : 36,75, 36,80 et 36,85 °C, au-dessus de 36,55 °C, la plus haute des six précédentes ; la troisième est plus haute de 0,30 °C.',
      'Jour sommet de la glaire : 12 novembre 2026.',
      'Ovulation très probable : 12 ou 13 novembre 2026.',
    ])
  })

  it('es and pt: decimal comma, the dates of Spain and Brazil', () => {
    expect(reasoning(EXAMPLE, 'es')).toEqual([
      'Tu temperatura subió el 14 de noviembre de 2026: 36,75, 36,80 y 36,85 °C, por encima de 36,55 °C, la más alta de las seis anteriores; la tercera es 0,30 °C más alta.',
      'Día pico del moco cervical: 12 de noviembre de 2026.',
      'Ovulación muy probable: 12 o 13 de noviembre de 2026.',
    ])
    expect(reasoning(EXAMPLE, 'pt')[0]).toBe(
      'Sua temperatura subiu em 14 de novembro de 2026: 36,75, 36,80 e 36,85 °C, acima de 36,55 °C, a mais alta das seis anteriores; a terceira está 0,30 °C mais alta.',
    )
  })

  it('°F: the 0.20 °C the rule asks for is 0.36 °F', () => {
    const days = chart('2026-11-01', [...LOWS, '36.65', '36.70', '36.70', '36.60'])
    expect(reasoning(days, 'en', 'F')[2]).toBe(
      'The third was only 0.27 °F higher, less than the 0.36 °F the rule asks for, so a fourth higher reading was needed: 97.88 °F on November 10, 2026.',
    )
  })

  it('°F: the readings converted, two decimals; the 0.30 °C rise is 0.54 °F', () => {
    expect(reasoning(EXAMPLE, 'en', 'F')[0]).toBe(
      'Your temperature rose on November 14, 2026: 98.15, 98.24, and 98.33 °F, above 97.79 °F, the highest of the six before; the third is 0.54 °F higher.',
    )
  })

  it('the unit is held to its figure by a no-break space', () => {
    const html = renderedHtml(<CycleReasoning evidence={ovulationEvidence(cycleOf(EXAMPLE))} unit="C" />)
    expect(html).toContain('36.55\u00a0°C')
    expect(html).not.toMatch(/\d °C/)
  })
})

/** Every form of the temperature result, as a chart from 1 November (no mucus). */
const TEMPERATURE: Record<ShiftRule | ShiftNotYet['reason'], { chart: string[]; en: string[] }> = {
  regular: {
    chart: [...LOWS, '36.75', '36.80', '36.85'],
    en: [
      'Your temperature rose on November 7, 2026: 36.75, 36.80, and 36.85 °C, above 36.55 °C, the highest of the six before; the third is 0.30 °C higher.',
    ],
  },
  fourthReading: {
    chart: [...LOWS, '36.65', '36.70', '36.70', '36.60'],
    en: [
      'Your temperature rose on November 7, 2026: 36.65, 36.70, and 36.70 °C, above 36.55 °C, the highest of the six before.',
      'The third was only 0.15 °C higher, less than the 0.20 °C the rule asks for, so a fourth higher reading was needed: 36.60 °C on November 10, 2026.',
    ],
  },
  fallback: {
    chart: [...LOWS, '36.70', '36.50', '36.80', '36.75'],
    en: [
      'Your temperature rose on November 7, 2026: 36.70, 36.80, and 36.75 °C, above 36.55 °C, the highest of the six before; the third is 0.20 °C higher.',
      'The reading of November 8, 2026, 36.50 °C, fell back to 36.55 °C or below, so it is not counted.',
    ],
  },
  tooFewReadings: {
    chart: ['36.40', '36.45d', '36.50'],
    en: [
      'Temperature: 2 of the 7 readings needed so far (six lower readings, then a higher one). Readings marked as disturbed do not count.',
    ],
  },
  noRise: {
    chart: Array(10).fill('36.50'),
    en: ['Temperature: no reading so far is higher than each of the six before it, so there is no rise yet.'],
  },
  waiting: {
    chart: [...LOWS, '36.70'],
    en: [
      'Your temperature rose on November 7, 2026: 36.70 °C, above 36.55 °C, the highest of the six before.',
      'Two more readings above 36.55 °C are needed to confirm the rise.',
    ],
  },
  notConfirmed: {
    chart: [...LOWS, '36.70', '36.50', '36.50', '36.60'],
    en: [
      'Temperature: some readings rose above the six before them, but none of these rises met the rule (three higher readings, the third at least 0.20 °C above the highest of the six), so no rise is confirmed.',
    ],
  },
}

const NONE = 'Ovulation is not confirmed yet: that needs both a temperature rise and a mucus peak.'
const NO_MUCUS = 'Mucus: nothing noted yet in this cycle.'

describe('CycleReasoning: every temperature result', () => {
  for (const [form, { chart: temps, en }] of Object.entries(TEMPERATURE)) {
    it(`${form}`, () => {
      expect(reasoning(chart('2026-11-01', temps))).toEqual([NONE, ...en, NO_MUCUS])
    })
  }

  it('waiting for the third reading, and for a fourth', () => {
    expect(reasoning(chart('2026-11-01', [...LOWS, '36.70', '36.75'])).slice(1, 3)).toEqual([
      'Your temperature rose on November 7, 2026: 36.70 and 36.75 °C, above 36.55 °C, the highest of the six before.',
      'One more reading above 36.55 °C is needed: at least 0.20 °C higher confirms the rise.',
    ])
    expect(reasoning(chart('2026-11-01', [...LOWS, '36.65', '36.70', '36.70'])).slice(2, 3)).toEqual([
      'The third was less than 0.20 °C higher, so a fourth reading above 36.55 °C is needed.',
    ])
  })

  it('waiting after a reading fell back: the fallen one is named', () => {
    expect(reasoning(chart('2026-11-01', [...LOWS, '36.70', '36.50'])).slice(1, 4)).toEqual([
      'Your temperature rose on November 7, 2026: 36.70 °C, above 36.55 °C, the highest of the six before.',
      'The reading of November 8, 2026, 36.50 °C, fell back to 36.55 °C or below, so it is not counted.',
      'Two more readings above 36.55 °C are needed to confirm the rise.',
    ])
  })
})

type MucusCase =
  Exclude<MucusPeakResult, { status: 'invalid' }> extends infer R
    ? R extends { reason: infer Reason }
      ? Reason
      : 'confirmed'
    : never

/** Every form of the mucus result, as a chart from 1 November (temperatures only where it needs them). */
const MUCUS_CASES: Record<MucusCase, { temps?: string[]; mucus: string[]; en: string }> = {
  confirmed: { mucus: ['t', 'S', 'S+', 'S', 't', 't'], en: 'Mucus peak: November 3, 2026.' },
  noObservations: { temps: ['36.50'], mucus: [], en: NO_MUCUS },
  noMucusSign: {
    mucus: ['t', 'Ø', 't'],
    en: 'Mucus: only dry or nothing felt so far, so there is no mucus peak yet.',
  },
  waiting: {
    mucus: ['t', 'S', 'S+', 'S'],
    en: 'Mucus: best so far on November 3, 2026. It becomes the peak after three days of lower quality; 1 has followed so far.',
  },
  missingDay: {
    temps: ['36.50', '36.50', '36.50', '36.50', '36.50'],
    mucus: ['S', 'S+', 'f', '', 't'],
    en: 'Mucus: best on November 2, 2026, but nothing is noted for November 4, 2026, one of the three days after it, so the peak cannot be confirmed.',
  },
}

describe('CycleReasoning: every mucus result', () => {
  for (const [form, { temps = [], mucus, en }] of Object.entries(MUCUS_CASES)) {
    it(`${form}`, () => {
      const read = reasoning(chart('2026-11-01', temps, mucus))
      expect(read[0]).toBe(NONE)
      expect(read.at(-1)).toBe(en)
    })
  }

  it('waiting, with none or two lower days after the best so far', () => {
    expect(reasoning(chart('2026-11-01', [], ['t', 'S', 'S+'])).at(-1)).toMatch(/; none has followed yet\.$/)
    expect(reasoning(chart('2026-11-01', [], ['t', 'S', 'S+', 'S', 't'])).at(-1)).toMatch(
      /; 2 have followed so far\.$/,
    )
  })
})

/** Every kind of evidence, read from a chart. */
const EVIDENCE: Record<OvulationEvidence['kind'], { days: DaySigns[]; next?: string; en: string[] }> = {
  confirmed: {
    days: chart('2026-11-08', TEMPS, MUCUS, { '2026-11-11': 'positive' }),
    en: [
      'Your temperature rose on November 14, 2026: 36.75, 36.80, and 36.85 °C, above 36.55 °C, the highest of the six before; the third is 0.30 °C higher.',
      'Mucus peak: November 12, 2026.',
      'First positive LH test: November 11, 2026.',
      'Ovulation very likely on November 12 or 13, 2026.',
    ],
  },
  likely: {
    days: chart('2026-11-08', TEMPS.slice(0, 7), MUCUS.slice(0, 7), { '2026-11-11': 'positive' }),
    en: [
      'Your first positive LH test was on November 11, 2026. The LH surge comes 24 to 36 hours before ovulation, so ovulation is likely on November 12 or 13, 2026.',
      'This is not confirmed yet: that needs both a temperature rise and a mucus peak.',
      'Your temperature rose on November 14, 2026: 36.75 °C, above 36.55 °C, the highest of the six before.',
      'Two more readings above 36.55 °C are needed to confirm the rise.',
      'Mucus: best so far on November 12, 2026. It becomes the peak after three days of lower quality; 2 have followed so far.',
    ],
  },
  undated: {
    // The mucus peak on 10 November, four days before the first higher reading (clinical review N3).
    days: chart('2026-11-08', TEMPS, ['t', 'S', 'S+', 'S', 't', 't', 't', 't', 't', 't']),
    en: [
      'Your temperature rose on November 14, 2026: 36.75, 36.80, and 36.85 °C, above 36.55 °C, the highest of the six before; the third is 0.30 °C higher.',
      'Mucus peak: November 10, 2026.',
      'Your temperature rise is confirmed, but your mucus shows no clear peak near it, so ovulation is not dated in this cycle and the cycle does not count towards your luteal phase.',
    ],
  },
  noRise: {
    // A positive test on 11 November, then readings that never rise, and the next period (N4).
    days: chart(
      '2026-11-08',
      ['36.40', '36.45', '36.50', '36.55', '36.45', '36.50', '36.45', '36.50', '36.45'],
      [],
      {
        '2026-11-11': 'positive',
      },
    ),
    next: '2026-11-29',
    en: [
      'No temperature rise followed your positive LH test of November 11, 2026, so ovulation may not have happened in this cycle. If this happens again, mention it to a doctor.',
      NO_MUCUS,
    ],
  },
  none: {
    days: chart('2026-11-08', TEMPS.slice(0, 3)),
    en: [
      NONE,
      'Temperature: 3 of the 7 readings needed so far (six lower readings, then a higher one). Readings marked as disturbed do not count.',
      NO_MUCUS,
    ],
  },
  invalid: {
    days: [...chart('2026-11-08', TEMPS), { date: d('2026-11-10') }],
    en: [
      'November 10, 2026 is logged twice. Keep one entry for that day and the rules will read this cycle again.',
    ],
  },
}

describe('CycleReasoning: every kind of evidence', () => {
  for (const [kind, { days, next, en }] of Object.entries(EVIDENCE)) {
    it(`${kind}`, () => {
      expect(ovulationEvidence(cycleOf(days, { next })).kind).toBe(kind)
      expect(reasoning(days, 'en', 'C', { next })).toEqual(en)
    })
  }

  it('a double check whose signs lie apart gives the span from one to the other: "very likely" up to 3 days, "probably" beyond', () => {
    const before = ['t', 't', 'S', 'S+', 'S', 't', 't', 't', 't', 't']
    expect(reasoning(chart('2026-11-08', TEMPS, before)).at(-1)).toBe(
      'Ovulation very likely on one of these days: November 11 – 13, 2026.',
    )
    const after = ['t', 't', 't', 't', 't', 't', 'S', 'S', 'S+', 't', 't', 't']
    expect(reasoning(chart('2026-11-08', TEMPS, after)).at(-1)).toBe(
      'Ovulation probably on one of these days: November 13 – 16, 2026.',
    )
  })

  it('LH tests too early to be the surge, and several of them, are said (clinical review N4)', () => {
    const days = chart('2026-11-01', [], ['t', 't', 't', 't', 't', 't', 't', 't', 't', 't', 't', 'S'], {
      '2026-11-03': 'positive',
      '2026-11-10': 'positive',
      '2026-11-11': 'positive',
    })
    expect(reasoning(days).slice(-2)).toEqual([
      'Your positive LH test of November 3, 2026 came during your period or before cycle day 6: too early to be the surge before ovulation, so it is not counted.',
      'Several positive LH tests this cycle: with PCOS or near the menopause, LH tests can stay positive; a temperature rise tells you whether ovulation followed.',
    ])
    expect(reasoning(days)[0]).toMatch(/^Your first positive LH test was on November 10, 2026\./)
  })

  it('an ended cycle charted to its last days with no rise says so plainly, with when to see a doctor (issue 60, item 4)', () => {
    const days = chart(
      '2026-11-01',
      Array.from({ length: 28 }, (_, i) => (i % 2 ? '36.45' : '36.50')),
    )
    expect(reasoning(days, 'en', 'C', { next: '2026-11-29' })).toEqual([
      'This cycle ended with no temperature rise, though you took readings in its last days, so ovulation may not have happened in it. If this happens again, mention it to a doctor.',
      NO_MUCUS,
    ])
    for (const locale of locales) {
      const [sentence] = reasoning(days, locale, 'C', { next: '2026-11-29' })
      expect(sentence, locale).not.toMatch(/signs\.|[{}]|undefined/)
      // French spaces before a colon are set as the page sets them: compared as spaces.
      const spaced = (text = '') => text.replace(/\s/g, ' ')
      expect(spaced(sentence), locale).toBe(spaced(messagesFor(locale)['signs.reason.noRiseInCycle']))
    }
  })

  it('every result reads in every language, with no message id and no missing value', () => {
    const charts = [
      ...Object.values(TEMPERATURE).map(({ chart: temps }) => chart('2026-11-01', temps)),
      ...Object.values(MUCUS_CASES).map(({ temps = [], mucus }) => chart('2026-11-01', temps, mucus)),
      ...Object.values(EVIDENCE).map(({ days }) => days),
    ]
    for (const locale of locales) {
      for (const days of charts) {
        for (const sentence of reasoning(days, locale)) {
          expect(sentence, locale).not.toMatch(/signs\.|[{}]|undefined|NaN|\.\./)
          expect(sentence.length, locale).toBeGreaterThan(10)
        }
      }
    }
  })

  it('ru: counts agree with their number', () => {
    expect(reasoning(chart('2026-11-01', [], ['t', 'S', 'S+', 'S', 't']), 'ru').at(-1)).toContain(
      'прошло 2 дня',
    )
    expect(reasoning(chart('2026-11-01', [], ['t', 'S', 'S+', 'S']), 'ru').at(-1)).toContain('прошёл 1 день')
  })
})

/** Confirmed cycles with these luteal phases: the days after ovulation, before the next period. */
const luteal = (lengths: number[]) =>
  learnedLutealPhase(
    lengths.map((length, i) => {
      const nextPeriod = d('2026-01-01').add({ days: 28 * (i + 1) })
      return { ovulation: nextPeriod.subtract({ days: length + 1 }), nextPeriod }
    }),
  )

describe('LearnedLuteal', () => {
  it('en: learned, with its spread', () => {
    expect(paragraphs(<LearnedLuteal learned={luteal([11, 12, 13, 12])} />)).toEqual([
      'Your luteal phase (the days after ovulation, before your next period): 12 days on average over 4 confirmed cycles (11–13 days). Predictions now count back 13 days from the next period to the day of ovulation, not 14 days.',
    ])
  })

  it('en: a learned phase of 13 days keeps the usual count back of 14, and says so', () => {
    expect(paragraphs(<LearnedLuteal learned={luteal([13, 13, 13])} />)).toEqual([
      'Your luteal phase (the days after ovulation, before your next period): 13 days on average over 3 confirmed cycles (13 days). Predictions count back 14 days from the next period to the day of ovulation, as they did before.',
    ])
  })

  it('en: not learned yet, how many more cycles', () => {
    expect(paragraphs(<LearnedLuteal learned={luteal([12, 13])} />)).toEqual([
      '1 more confirmed cycle and predictions will use your own luteal phase. Until then they count back 14 days from the next period.',
    ])
    expect(paragraphs(<LearnedLuteal learned={luteal([])} />)[0]).toMatch(/^3 more confirmed cycles and/)
  })

  it('en: a learned phase beyond 10–16 days is shown, and predictions said to stay within it', () => {
    expect(paragraphs(<LearnedLuteal learned={luteal([18, 17, 18])} />)).toEqual([
      'Your luteal phase (the days after ovulation, before your next period): 17.7 days on average over 3 confirmed cycles (17–18 days). Predictions now count back 16 days from the next period to the day of ovulation, not 14 days. Predictions stay within 10–16 days, the luteal phases this site counts with.',
    ])
  })

  it('en: a short luteal phase is named calmly, as worth discussing with a doctor', () => {
    expect(paragraphs(<LearnedLuteal learned={luteal([10, 12, 13])} />).slice(1)).toEqual([
      'A short luteal phase',
      'In 1 of your 3 confirmed cycles, the luteal phase was 10 days or shorter. This is worth discussing with a doctor: a short luteal phase may make it harder for a pregnancy to implant, although on its own it has not been shown to cause infertility.',
    ])
    expect(paragraphs(<LearnedLuteal learned={luteal([12, 13])} />)).toHaveLength(1)
    expect(paragraphs(<LearnedLuteal learned={luteal([9])} />)[2]).toMatch(
      /^In your one confirmed cycle, the luteal phase was 10 days or shorter\./,
    )
    expect(paragraphs(<LearnedLuteal learned={luteal([9, 12, 13, 10])} />, 'ru')[2]).toMatch(
      /^В 2 из 4 подтверждённых циклов лютеиновая фаза длилась 10 дней или меньше\./,
    )
  })

  it('ru and fr: the days and cycles with their plurals', () => {
    expect(paragraphs(<LearnedLuteal learned={luteal([11, 12, 13, 12])} />, 'ru')[0]).toBe(
      'Ваша лютеиновая фаза (дни после овуляции до следующих месячных): в среднем 12 дней по 4 подтверждённым циклам (11–13 дней). Теперь прогноз отсчитывает 13 дней от следующих месячных назад до дня овуляции, а не 14 дней.',
    )
    expect(paragraphs(<LearnedLuteal learned={luteal([12])} />, 'ru')[0]).toMatch(
      /^Ещё 2 подтверждённых цикла/,
    )
    expect(paragraphs(<LearnedLuteal learned={luteal([11, 12, 13, 12])} />, 'fr')[0]).toBe(
      'Votre phase lutéale (les jours après l’ovulation, avant les règles suivantes) : 12 jours en moyenne sur 4 cycles confirmés (11–13 jours). Les prévisions comptent désormais 13 jours des prochaines règles au jour de l’ovulation, et non plus 14 jours.',
    )
  })
})

const hits = (fromLikeliest: number[], inside: number): Hits => ({
  checked: fromLikeliest.length,
  inside,
  periods: fromLikeliest.map((days, i) => {
    const likeliest = d('2026-01-01').add({ days: 28 * i })
    return {
      start: likeliest.add({ days }),
      predicted: { earliest: likeliest.subtract({ days: 2 }), likeliest, latest: likeliest.add({ days: 2 }) },
      inside: Math.abs(days) <= 2,
      daysFromLikeliest: days,
    }
  }),
})

describe('PredictionHits', () => {
  it('en: how many began inside, and how far from the likeliest day', () => {
    expect(paragraphs(<PredictionHits hits={hits([0, 1, -2, 1, 3, -1], 5)} />)).toEqual([
      'Your last 6 periods: 5 began inside the predicted range. Average distance from the likeliest predicted day: 1.3 days.',
    ])
    expect(paragraphs(<PredictionHits hits={hits([1], 1)} />)).toEqual([
      'Your last period: 1 began inside the predicted range. Average distance from the likeliest predicted day: 1 day.',
    ])
  })

  it('nothing when no period could be checked', () => {
    expect(renderedHtml(<PredictionHits hits={hits([], 0)} />)).toBe('')
  })

  it('ru and fr', () => {
    expect(paragraphs(<PredictionHits hits={hits([0, 1, -2, 1, 3, -1], 5)} />, 'ru')).toEqual([
      'Последние 6 циклов: месячные начались в прогнозируемом интервале 5 раз. Среднее отклонение от самого вероятного дня прогноза: 1,3 дня.',
    ])
    expect(paragraphs(<PredictionHits hits={hits([0, 1, -2, 1, 3, -1], 5)} />, 'fr')).toEqual([
      'Vos 6 dernières règles : 5 ont commencé dans l’intervalle prévu. Écart moyen avec le jour prévu le plus probable : 1,3 jour.',
    ])
  })
})

describe('SignsLimits', () => {
  it('en: what the rules are for, that they are no contraception here, and the page without JavaScript', () => {
    expect(paragraphs(<SignsLimits />)).toEqual([
      'These rules are used here to find your fertile days and to confirm ovulation when you are trying to conceive.',
      'Not a method of contraception',
      "As offered here, they are not a method of contraception: this page does not apply the method's rules for the infertile days at the start of a cycle, and the published effectiveness of the sympto-thermal method comes from people who learned its full set of rules and kept to them in every cycle. If you want to avoid pregnancy, ask a doctor, midwife or family-planning service about contraception.",
    ])
    expect(paragraphs(<SignsNeedScript />)).toEqual([
      "Body signs are kept in the log on this device, which needs JavaScript. Without it, the period log in this page's address still works.",
    ])
  })

  it('every language says it is no contraception', () => {
    const lead = {
      en: 'Not a method of contraception',
      fr: 'contraception',
      ru: 'контрацепции',
      es: 'anticonceptivo',
      pt: 'anticoncepcional',
    }
    for (const locale of locales) expect(paragraphs(<SignsLimits />, locale)[1]).toContain(lead[locale])
  })
})
