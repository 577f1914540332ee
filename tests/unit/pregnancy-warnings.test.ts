import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { PREGNANCY_WARNINGS, pregnancyWarningsAt } from '../../core/calc/pregnancy-warnings.ts'
import { locales } from '../../core/i18n/locales.ts'

describe('when to call now: the red flags of each week (M3)', () => {
  it('early pregnancy: bleeding or one-sided pain and the signs of an ectopic, through 13+6; through 5+6 only bleeding unlike a period (review es.md M1: weeks 3–5)', () => {
    for (const weeks of [null, 0, 4, 5]) {
      expect(pregnancyWarningsAt(weeks)).toEqual([
        'bleedingUnlikePeriod',
        'ectopic',
        'heavyBleeding',
        'fever',
        'headache',
        'fluid',
      ])
    }
    for (const weeks of [6, 13]) {
      expect(pregnancyWarningsAt(weeks)).toEqual([
        'earlyBleeding',
        'ectopic',
        'heavyBleeding',
        'fever',
        'headache',
        'fluid',
      ])
    }
  })

  it('from 14+0 any bleeding and regular tightenings; from 20+0 pre-eclampsia; from 24+0 movements; tightenings end at 36+6', () => {
    expect(pregnancyWarningsAt(14)).toEqual([
      'bleeding',
      'heavyBleeding',
      'fever',
      'headache',
      'fluid',
      'tightenings',
    ])
    expect(pregnancyWarningsAt(19)).toContain('headache')
    expect(pregnancyWarningsAt(20)).toEqual([
      'bleeding',
      'heavyBleeding',
      'fever',
      'preEclampsia',
      'fluid',
      'tightenings',
    ])
    expect(pregnancyWarningsAt(23)).not.toContain('movements')
    expect(pregnancyWarningsAt(24)).toContain('movements')
    expect(pregnancyWarningsAt(36)).toContain('tightenings')
    expect(pregnancyWarningsAt(37)).toEqual([
      'bleeding',
      'heavyBleeding',
      'fever',
      'preEclampsia',
      'fluid',
      'movements',
    ])
    expect(pregnancyWarningsAt(43)).toEqual(pregnancyWarningsAt(37))
  })

  it('every red flag, its lead, whom to call and the emergency line are worded in every language', () => {
    for (const locale of locales) {
      const messages = messagesFor(locale) as Record<string, string>
      for (const key of [...PREGNANCY_WARNINGS.map((w) => w.key), 'lead', 'intro', 'emergency']) {
        expect(messages[`pregnancyWarning.${key}`], `${locale} ${key}`).toBeTruthy()
      }
    }
  })
})
