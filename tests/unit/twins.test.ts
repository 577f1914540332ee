import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { TWIN_WINDOWS_END_DAYS } from '../../core/calc/pregnancy-stage.ts'
import { Temporal } from '../../core/calc/temporal.ts'
import { guidelinesAgree, TWIN_BIRTH, TWIN_BIRTH_WINDOWS, TWIN_TYPES, twins } from '../../core/calc/twins.ts'
import { locales } from '../../core/i18n/locales.ts'

const d = (iso: string) => Temporal.PlainDate.from(iso)
const LMP = d('2026-03-01')
const at = (weeks: number, days: number) => LMP.add({ days: weeks * 7 + days }).toString()

describe('twins are dated like one baby, with the planned-birth windows by chorionicity (decision 048)', () => {
  it('the due date is LMP + 280', () => {
    expect(twins(LMP, d('2026-06-01')).dueDate.toString()).toBe(LMP.add({ days: 280 }).toString())
  })

  it('the windows are NICE NG137’s and ACOG CO 831’s', () => {
    expect(TWIN_BIRTH_WINDOWS).toEqual({
      dcda: {
        nice: { from: { weeks: 37, days: 0 }, to: null },
        acog: { from: { weeks: 38, days: 0 }, to: { weeks: 38, days: 6 } },
      },
      mcda: {
        nice: { from: { weeks: 36, days: 0 }, to: null },
        acog: { from: { weeks: 34, days: 0 }, to: { weeks: 37, days: 6 } },
      },
      mcma: {
        nice: { from: { weeks: 32, days: 0 }, to: { weeks: 33, days: 6 } },
        // ACOG CO 831 gives 32 0/7–34 0/7; this row once gave ACOG NICE's 33+6 (clinical review N8).
        acog: { from: { weeks: 32, days: 0 }, to: { weeks: 34, days: 0 } },
      },
    })
    expect(TWIN_TYPES.map(guidelinesAgree)).toEqual([false, false, false])
  })

  it('as dates from the start of the pregnancy', () => {
    const { windows } = twins(LMP, d('2026-06-01'))
    expect(windows.dcda.nice.from.toString()).toBe(at(37, 0))
    expect(windows.dcda.nice.to).toBeNull()
    expect(windows.dcda.acog.from.toString()).toBe(at(38, 0))
    expect(windows.dcda.acog.to?.toString()).toBe(at(38, 6))
    expect(windows.mcda.nice.from.toString()).toBe(at(36, 0))
    expect(windows.mcda.acog.from.toString()).toBe(at(34, 0))
    expect(windows.mcda.acog.to?.toString()).toBe(at(37, 6))
    expect(windows.mcma.nice.from.toString()).toBe(at(32, 0))
    expect(windows.mcma.nice.to?.toString()).toBe(at(33, 6))
    expect(windows.mcma.acog.from.toString()).toBe(at(32, 0))
    expect(windows.mcma.acog.to?.toString()).toBe(at(34, 0))
    // Every window ends before the due date.
    for (const type of TWIN_TYPES) {
      const end = windows[type].acog.to ?? windows[type].acog.from
      expect(Temporal.PlainDate.compare(end, LMP.add({ days: 280 }))).toBeLessThan(0)
    }
  })

  it('France shows the CNGOF’s windows first (review fr M2); no other language has its own', () => {
    expect(Object.keys(TWIN_BIRTH)).toEqual(['fr'])
    // CNGOF, RPC « Accouchement des grossesses gémellaires » (2026), read in its published abstract.
    expect(TWIN_BIRTH.fr?.windows).toEqual({
      dcda: { from: { weeks: 37, days: 0 }, to: { weeks: 38, days: 6 } },
      mcda: { from: { weeks: 36, days: 0 }, to: { weeks: 37, days: 6 } },
      mcma: { from: { weeks: 33, days: 0 }, to: { weeks: 34, days: 6 } },
    })
    expect(TWIN_BIRTH.fr?.source).toMatch(/CNGOF.*\(2026/)
    const { national } = twins(LMP, d('2026-06-01'), 'fr')
    expect(national?.dcda.from.toString()).toBe(at(37, 0))
    expect(national?.dcda.to?.toString()).toBe(at(38, 6))
    expect(national?.mcda.from.toString()).toBe(at(36, 0))
    expect(national?.mcda.to?.toString()).toBe(at(37, 6))
    expect(national?.mcma.from.toString()).toBe(at(33, 0))
    expect(national?.mcma.to?.toString()).toBe(at(34, 6))
    for (const locale of locales.filter((l) => l !== 'fr'))
      expect(twins(LMP, d('2026-06-01'), locale).national, locale).toBeNull()
    // "Past every window" (issue 59, item 5) still comes after the CNGOF's windows end.
    for (const range of Object.values(TWIN_BIRTH.fr?.windows ?? {}))
      expect((range.to ?? range.from).weeks * 7 + (range.to ?? range.from).days).toBeLessThanOrEqual(
        TWIN_WINDOWS_END_DAYS,
      )
  })

  it('no twin text in any language calls 37–38 weeks full term or counts 266 days', () => {
    for (const locale of locales) {
      const messages = messagesFor(locale)
      for (const [key, text] of Object.entries(messages)) {
        if (!key.startsWith('twins')) continue
        expect(text, `${locale} ${key}`).not.toMatch(/266/)
        expect(text, `${locale} ${key}`).not.toMatch(/37[^0-9]{1,6}38/)
      }
    }
  })
})
