import { useIntl } from 'react-intl'
import type { DayMark } from '../../../core/calc/body-signs/chart-days.ts'
import {
  CERVIX_FIELDS,
  type Cervix,
  type DaySigns,
  type Mucus,
  type MucusValue,
  mucusValue,
  toFahrenheit,
} from '../../../core/calc/body-signs/signs.ts'
import type { MessageKey } from '../../../core/i18n/message-key.ts'
import { useSignsWords } from './signs-words.ts'

/**
 * The sympto-thermal notation of the 0–4 mucus quality, the same in every language (Sensiplan, as
 * the trackle help centre sets it out, "Was bedeuten die Zervixschleimabkürzungen?": t, Ø, f, S, S+).
 */
export const MUCUS_CODE: Readonly<Record<MucusValue, string>> = { 0: 't', 1: 'Ø', 2: 'f', 3: 'S', 4: 'S+' }

const MUCUS_WORDS: Readonly<Record<MucusValue, MessageKey>> = {
  0: 'signs.chart.mucus.0',
  1: 'signs.chart.mucus.1',
  2: 'signs.chart.mucus.2',
  3: 'signs.chart.mucus.3',
  4: 'signs.chart.mucus.4',
}

/** A reading in the unit shown: °C as logged, °F converted (both to two decimals, as thermometers show). */
export const inUnit = (hundredths: number, unit: 'C' | 'F') =>
  unit === 'C' ? hundredths / 100 : toFahrenheit(hundredths)

/** The words of the chart and its table, in the page's language. */
export function useChartWords(unit: 'C' | 'F') {
  const intl = useIntl()
  const signs = useSignsWords(unit)
  const message = (id: MessageKey, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values)
  return {
    message,
    /** "36.55 °C", "97.79 °F": as the cycle's sentences write it (signs-words.ts). */
    temperature: signs.temperature,
    /** An axis label: the figure alone, with one decimal ("36.5", "36,5"). */
    axis: (value: number) => intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    /** "moist (f)"; "…, left out" when the visitor left it out of the rules. */
    mucus: (mucus: Mucus) => {
      const value = mucusValue(mucus)
      const words = `${message(MUCUS_WORDS[value])} (${MUCUS_CODE[value]})`
      return mucus.excluded ? message('signs.chart.mucusExcluded', { mucus: words }) : words
    },
    /** The day's LH tests: "negative at 10:00, positive at 18:00", or its one result. */
    lh: ({ lh, lhTests }: Pick<DaySigns, 'lh' | 'lhTests'>) =>
      (lhTests ?? (lh ? [{ result: lh }] : []))
        .map(({ result, time }) => {
          const word = message(`signs.chart.lh.${result}`)
          return time ? message('signs.chart.lhAt', { result: word, time }) : word
        })
        .join(', '),
    /** "closed, firm, low": the observations noted, in the order the form asks them. */
    cervix: (cervix: Cervix) =>
      CERVIX_FIELDS.flatMap((field) => {
        const word = cervix[field]
        return word ? [message(`signs.chart.cervix.${word}`)] : []
      }).join(', '),
    mark: (mark: DayMark): string => {
      switch (mark.kind) {
        case 'low':
          return message('signs.chart.rule.low')
        case 'coverline':
          return message('signs.chart.rule.coverline')
        case 'higher':
          return message('signs.chart.rule.higher', { n: mark.n })
        case 'fallen':
          return message('signs.chart.rule.fallen')
        case 'shiftConfirmed':
          return message('signs.chart.rule.shiftConfirmed')
        case 'peak':
          return message('signs.chart.rule.peak')
        case 'peakPlus':
          return message('signs.chart.rule.peakPlus', { n: mark.n })
        case 'lhPositive':
          return message('signs.chart.rule.lhPositive')
        case 'ovulation':
          return message(
            mark.confirmed ? 'signs.chart.rule.ovulationConfirmed' : 'signs.chart.rule.ovulationLikely',
          )
      }
    },
  }
}
