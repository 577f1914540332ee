import type { DaySigns, Mucus } from '../../../core/calc/body-signs/signs.ts'
import { Temporal } from '../../../core/calc/temporal.ts'

/**
 * A chart written as the tests read it: from a first date, one entry per calendar day. A
 * temperature is '36.55', '36.55d' when disturbed, or '' when none was taken; mucus is one of the
 * sympto-thermal symbols 't', 'Ø', 'f', 'S', 'S+' ('' when none was noted).
 */
export const MUCUS: Record<string, Mucus> = {
  t: { feeling: 'dry', appearance: 'nothing' },
  Ø: { feeling: 'nothing', appearance: 'nothing' },
  f: { feeling: 'moist', appearance: 'nothing' },
  S: { feeling: 'moist', appearance: 'creamy' },
  'S+': { feeling: 'wet', appearance: 'eggWhite' },
}

export const d = (iso: string) => Temporal.PlainDate.from(iso)

/**
 * The temperatures of the worked example, from 8 November: six lows (the highest, 36.55 °C,
 * is the coverline), then higher readings from 14 November, the third 0.30 °C above the coverline.
 */
export const EXAMPLE_TEMPS: readonly string[] = [
  '36.40',
  '36.45',
  '36.50',
  '36.55',
  '36.45',
  '36.50',
  '36.75',
  '36.80',
  '36.85',
  '36.80',
  '36.85',
  '36.80',
]

export function chart(
  first: string,
  temperatures: readonly string[],
  mucus: readonly string[] = [],
  lh: Record<string, 'positive' | 'negative'> = {},
): DaySigns[] {
  const start = d(first)
  const length = Math.max(temperatures.length, mucus.length)
  const days: DaySigns[] = []
  for (let i = 0; i < length; i++) {
    const date = start.add({ days: i })
    const day: DaySigns = { date }
    const t = temperatures[i] ?? ''
    if (t !== '') {
      const disturbed = t.endsWith('d')
      day.temperature = { hundredths: Math.round(Number.parseFloat(t) * 100), disturbed }
    }
    const m = mucus[i] ?? ''
    if (m !== '') day.mucus = MUCUS[m] as Mucus
    const test = lh[date.toString()]
    if (test) day.lh = test
    days.push(day)
  }
  return days
}

/** Hundredths as the sentence writes them, '36.75'. */
export const celsius = (hundredths: number) => (hundredths / 100).toFixed(2)

/**
 * One cycle for the rules: its days, a period that began on `start` (by default 1 November 2026, so
 * that the worked example's charts from 8 November are days 8 on) and the next period, if it came.
 */
export function cycleOf(
  days: DaySigns[],
  { start = '2026-11-01', end, next }: { start?: string; end?: string; next?: string } = {},
) {
  return {
    days,
    period: { start: d(start), excluded: false, ...(end ? { end: d(end) } : {}) },
    next: next ? d(next) : null,
  }
}
