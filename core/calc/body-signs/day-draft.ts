import { beforeEarliest } from '../cycle-log.ts'
import { parseIsoDate, type Temporal } from '../temporal.ts'
import {
  BLEEDINGS,
  type Bleeding,
  CERVIX_WORDS,
  type Cervix,
  type CervixFirmness,
  type CervixOpening,
  type CervixPosition,
  type DayProblem,
  isTimeOfDay,
  type LhTest,
  MAX_LH_TESTS_A_DAY,
  type MucusAppearance,
  type MucusFeeling,
  readTemperature,
  type TemperatureUnit,
  type TestResult,
  toFahrenheit,
} from './signs.ts'
import { cleanDay, cleanNote, isEmptyDay, NOTE_MAX, type StoredDay } from './stored-day.ts'

/**
 * A day's signs as the visitor typed them on the form: strings, '' for "not given". The form keeps
 * what was typed; `readDraft` turns it into a day to store, or says which field is wrong and why,
 * in the same words with and without the island's code.
 */
/** An LH test after the day's first, as typed: its time and result. */
export interface MoreLhDraft {
  time: string
  result: '' | TestResult
}

export interface DayDraft {
  date: string
  /** The day's first LH test, and the time it was read. */
  lh: '' | TestResult
  lhTime: string
  /** Its other LH tests (issue 60, item 5), at most `MAX_LH_TESTS_A_DAY` in all. */
  moreLh: MoreLhDraft[]
  /** As typed: "36.55", "36,55" or "97.8"; '' for none. */
  temperature: string
  unit: TemperatureUnit
  time: string
  disturbed: boolean
  feeling: '' | MucusFeeling
  appearance: '' | MucusAppearance
  mucusExcluded: boolean
  bleeding: '' | Bleeding
  opening: '' | CervixOpening
  firmness: '' | CervixFirmness
  position: '' | CervixPosition
  sex: boolean
  pregnancyTest: '' | TestResult
  note: string
}

export const emptyDraft = (date: string, unit: TemperatureUnit): DayDraft => ({
  date,
  lh: '',
  lhTime: '',
  moreLh: [],
  temperature: '',
  unit,
  time: '',
  disturbed: false,
  feeling: '',
  appearance: '',
  mucusExcluded: false,
  bleeding: '',
  opening: '',
  firmness: '',
  position: '',
  sex: false,
  pregnancyTest: '',
  note: '',
})

export type DraftProblem =
  | DayProblem
  | 'signs.invalidDate'
  | 'cycles.tooOld'
  | 'signs.empty'
  | 'signs.mucusIncomplete'
  | 'signs.lhIncomplete'
  | 'signs.unknownValue'
  | 'signs.noteTooLong'

/** The form's field a problem belongs to, so the message sits beside it. */
export type DraftField = 'date' | 'temperature' | 'time' | 'mucus' | 'lh' | 'note' | 'signs'

/**
 * A typed temperature as a number: digits with at most two decimals, a point or a comma (36,55 in
 * French, Russian, Spanish and Portuguese). Anything else (letters, "36.5.5", a formula) is not one.
 */
export function typedNumber(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d{2,3}([.,]\d{1,2})?$/.test(trimmed)) return null
  return Number(trimmed.replace(',', '.'))
}

const VALUES = {
  lh: ['', 'negative', 'positive'],
  pregnancyTest: ['', 'negative', 'positive'],
  feeling: ['', 'dry', 'nothing', 'moist', 'wet'],
  appearance: ['', 'nothing', 'creamy', 'eggWhite'],
  bleeding: ['', ...BLEEDINGS],
  opening: ['', ...CERVIX_WORDS.opening],
  firmness: ['', ...CERVIX_WORDS.firmness],
  position: ['', ...CERVIX_WORDS.position],
  unit: ['C', 'F'],
} as const

/** A value a form can send that is not one of the form's own (a forged request, a script). */
const unknownValue = (draft: DayDraft) =>
  (Object.keys(VALUES) as (keyof typeof VALUES)[]).some(
    (field) => !(VALUES[field] as readonly string[]).includes(draft[field]),
  ) ||
  draft.moreLh.length >= MAX_LH_TESTS_A_DAY ||
  draft.moreLh.some((test) => !(VALUES.lh as readonly string[]).includes(test.result))

/** The day's LH tests as typed, or the problem: a time with no result, or a time that is not one. */
function readLhTests(draft: DayDraft): LhTest[] | { problem: DraftProblem; field: DraftField } {
  const tests: LhTest[] = []
  for (const { result, time } of [{ result: draft.lh, time: draft.lhTime }, ...draft.moreLh]) {
    const at = time.trim()
    if (!result) {
      if (at) return { problem: 'signs.lhIncomplete', field: 'lh' }
      continue
    }
    if (at && !isTimeOfDay(at)) return { problem: 'signs.invalidTime', field: 'lh' }
    tests.push(at ? { result, time: at } : { result })
  }
  return tests
}

/** The draft as a day to store, or the first problem and the field it belongs to. */
export function readDraft(
  draft: DayDraft,
  today: Temporal.PlainDate,
): { day: StoredDay } | { problem: DraftProblem; field: DraftField } {
  if (unknownValue(draft)) return { problem: 'signs.unknownValue', field: 'signs' }
  const date = parseIsoDate(draft.date)
  if (!date) return { problem: 'signs.invalidDate', field: 'date' }
  if (date.until(today, { largestUnit: 'days' }).days < 0) return { problem: 'signs.future', field: 'date' }
  if (beforeEarliest(date)) return { problem: 'cycles.tooOld', field: 'date' }
  const day: StoredDay = { date: date.toString() }
  const tests = readLhTests(draft)
  if ('problem' in tests) return tests
  // One test with no time is the day's result alone, as before several could be logged.
  const [only] = tests
  if (tests.length === 1 && only && !only.time) day.lh = only.result
  else if (tests.length > 0) day.lhTests = tests
  if (draft.temperature.trim()) {
    const value = typedNumber(draft.temperature)
    const read = readTemperature(value ?? Number.NaN, draft.unit)
    if ('problem' in read) return { problem: read.problem, field: 'temperature' }
    const time = draft.time.trim()
    if (time && !isTimeOfDay(time)) return { problem: 'signs.invalidTime', field: 'time' }
    day.temperature = { hundredths: read.hundredths, ...(time ? { time } : {}), disturbed: draft.disturbed }
  }
  if (draft.feeling || draft.appearance) {
    if (!draft.feeling || !draft.appearance) return { problem: 'signs.mucusIncomplete', field: 'mucus' }
    day.mucus = {
      feeling: draft.feeling,
      appearance: draft.appearance,
      ...(draft.mucusExcluded ? { excluded: true } : {}),
    }
  }
  if (draft.bleeding) day.bleeding = draft.bleeding
  const cervix: Cervix = {
    ...(draft.opening ? { opening: draft.opening } : {}),
    ...(draft.firmness ? { firmness: draft.firmness } : {}),
    ...(draft.position ? { position: draft.position } : {}),
  }
  if (Object.keys(cervix).length > 0) day.cervix = cervix
  if (draft.sex) day.sex = true
  if (draft.pregnancyTest) day.pregnancyTest = draft.pregnancyTest
  if (draft.note.trim().length > NOTE_MAX) return { problem: 'signs.noteTooLong', field: 'note' }
  const note = cleanNote(draft.note)
  if (note) day.note = note
  if (isEmptyDay(day)) return { problem: 'signs.empty', field: 'signs' }
  // The stored form is exactly what `cleanDay` keeps: what is saved is what is read back.
  return { day: cleanDay(day) as StoredDay }
}

/** A stored day back on the form, to change it: the temperature in the unit the visitor reads. */
export function draftOf(day: StoredDay, unit: TemperatureUnit): DayDraft {
  const draft = emptyDraft(day.date, unit)
  const [first, ...more] = day.lhTests ?? (day.lh ? [{ result: day.lh }] : [])
  if (first) {
    draft.lh = first.result
    draft.lhTime = first.time ?? ''
    draft.moreLh = more.map((test) => ({ result: test.result, time: test.time ?? '' }))
  }
  if (day.temperature) {
    const { hundredths } = day.temperature
    draft.temperature = (unit === 'C' ? hundredths / 100 : toFahrenheit(hundredths)).toFixed(2)
    draft.time = day.temperature.time ?? ''
    draft.disturbed = day.temperature.disturbed
  }
  if (day.mucus) {
    draft.feeling = day.mucus.feeling
    draft.appearance = day.mucus.appearance
    draft.mucusExcluded = day.mucus.excluded === true
  }
  draft.bleeding = day.bleeding ?? ''
  draft.opening = day.cervix?.opening ?? ''
  draft.firmness = day.cervix?.firmness ?? ''
  draft.position = day.cervix?.position ?? ''
  draft.sex = day.sex === true
  if (day.pregnancyTest) draft.pregnancyTest = day.pregnancyTest
  draft.note = day.note ?? ''
  return draft
}

/** How the visitor takes their temperature: kept for the next day's form (issue 60, item 2). */
export interface ReadingHabit {
  unit: TemperatureUnit
  /** "HH:MM", or '' when no time is given. */
  time: string
}

/**
 * The form for `date`: that day as logged, to fix one field, or an empty day that keeps only the
 * unit and the reading time. Nothing else (an LH test, bleeding, sex, a pregnancy test, a note) is carried to
 * another date: a charter logging tomorrow did not test positive again (issue 60, item 2).
 */
export function draftFor(date: string, days: readonly StoredDay[], habit: ReadingHabit): DayDraft {
  const logged = days.find((day) => day.date === date)
  if (logged) return draftOf(logged, habit.unit)
  return { ...emptyDraft(date, habit.unit), time: habit.time }
}

/** Whether two stored days hold the same signs (a second save of the same day changes nothing). */
export const sameDay = (a: StoredDay, b: StoredDay) =>
  JSON.stringify(cleanDay(a)) === JSON.stringify(cleanDay(b))
