import { describe, expect, it } from 'vitest'
import {
  dayProblem,
  duplicateDay,
  type MucusAppearance,
  type MucusFeeling,
  mucusValue,
  readTemperature,
  TEMPERATURE_RANGE,
  temperatureProblem,
  toFahrenheit,
  toHundredths,
} from '../../core/calc/body-signs/signs.ts'
import { d } from './support/body-signs-chart.ts'

/* Issue 51, item 1: a day's signs, the 0–4 mucus value, °C and °F, and what may not be logged. */

describe('the mucus value (Sensiplan t, Ø, f, S, S+ as 0–4)', () => {
  const table: [MucusFeeling, MucusAppearance, number][] = [
    ['dry', 'nothing', 0],
    ['nothing', 'nothing', 1],
    ['moist', 'nothing', 2],
    ['nothing', 'creamy', 3],
    ['moist', 'creamy', 3],
    ['dry', 'creamy', 3],
    ['moist', 'eggWhite', 4],
    ['nothing', 'eggWhite', 4],
    ['wet', 'nothing', 4],
    ['wet', 'creamy', 4],
    ['wet', 'eggWhite', 4],
  ]
  it.each(table)('%s feeling and %s seen is %i', (feeling, appearance, value) => {
    expect(mucusValue({ feeling, appearance })).toBe(value)
  })
})

describe('temperatures in °C and °F', () => {
  it('stores hundredths of °C and converts both ways', () => {
    expect(toHundredths(36.55, 'C')).toBe(3655)
    expect(toHundredths(97.7, 'F')).toBe(3650)
    expect(toFahrenheit(3700)).toBeCloseTo(98.6, 10)
    for (let h = TEMPERATURE_RANGE.min; h <= TEMPERATURE_RANGE.max; h++) {
      expect(toHundredths(Number(toFahrenheit(h).toFixed(3)), 'F')).toBe(h)
    }
  })

  it('accepts 34.0–42.0 °C (93.2–107.6 °F) and says why otherwise', () => {
    expect(readTemperature(34, 'C')).toEqual({ hundredths: 3400 })
    expect(readTemperature(42, 'C')).toEqual({ hundredths: 4200 })
    expect(readTemperature(93.2, 'F')).toEqual({ hundredths: 3400 })
    expect(readTemperature(107.6, 'F')).toEqual({ hundredths: 4200 })
    expect(readTemperature(33.99, 'C')).toEqual({ problem: 'signs.temperatureTooLow' })
    expect(readTemperature(42.01, 'C')).toEqual({ problem: 'signs.temperatureTooHigh' })
    expect(readTemperature(93.1, 'F')).toEqual({ problem: 'signs.temperatureTooLow' })
    expect(readTemperature(107.7, 'F')).toEqual({ problem: 'signs.temperatureTooHigh' })
    expect(readTemperature(Number.NaN, 'C')).toEqual({ problem: 'signs.temperatureInvalid' })
    expect(readTemperature(Number.POSITIVE_INFINITY, 'F')).toEqual({ problem: 'signs.temperatureInvalid' })
    expect(temperatureProblem(3655.5)).toBe('signs.temperatureInvalid')
    expect(temperatureProblem(3655)).toBeNull()
  })
})

describe("a day's problems", () => {
  const today = d('2026-11-20')
  it('refuses the future, a temperature out of range and a malformed time', () => {
    expect(dayProblem({ date: d('2026-11-21') }, today)).toBe('signs.future')
    expect(dayProblem({ date: today, temperature: { hundredths: 3399, disturbed: false } }, today)).toBe(
      'signs.temperatureTooLow',
    )
    expect(
      dayProblem({ date: today, temperature: { hundredths: 3650, time: '24:00', disturbed: false } }, today),
    ).toBe('signs.invalidTime')
    expect(
      dayProblem({ date: today, temperature: { hundredths: 3650, time: '06:30', disturbed: true } }, today),
    ).toBeNull()
  })

  it('finds a day logged twice', () => {
    expect(duplicateDay([])).toBeNull()
    expect(duplicateDay([{ date: d('2026-11-01') }, { date: d('2026-11-02') }])).toBeNull()
    const twice = duplicateDay([
      { date: d('2026-11-01') },
      { date: d('2026-11-02') },
      { date: d('2026-11-01') },
    ])
    expect(twice?.toString()).toBe('2026-11-01')
  })
})
