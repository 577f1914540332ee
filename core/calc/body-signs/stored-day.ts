import { compareIsoDates, parseIsoDate } from '../temporal.ts'
import {
  BLEEDINGS,
  type Bleeding,
  CERVIX_WORDS,
  type Cervix,
  type DaySigns,
  dayLh,
  isTimeOfDay,
  type LhTest,
  MAX_LH_TESTS_A_DAY,
  type MucusAppearance,
  type MucusFeeling,
  type TestResult,
  temperatureProblem,
} from './signs.ts'

/**
 * A day's signs as the device, the site's file and a link keep them: JSON, the date as an ISO
 * string. Everything outside (IndexedDB written by an older version or a script, a file, a CSV)
 * goes through `cleanDay` before the rules or the page see it: a field that is not exactly one of
 * the log's values is dropped, never guessed at.
 */
export interface StoredDay {
  date: string
  /** The day's result; with `lhTests`, always the one they give (`dayLh`). */
  lh?: TestResult
  lhTests?: readonly LhTest[]
  temperature?: { hundredths: number; time?: string; disturbed: boolean }
  mucus?: { feeling: MucusFeeling; appearance: MucusAppearance; excluded?: boolean }
  bleeding?: Bleeding
  /** At least one of its three observations. */
  cervix?: Cervix
  sex?: boolean
  pregnancyTest?: TestResult
  /** The visitor's own words about the day (issue 60, item 5): plain text, never read by the rules. */
  note?: string
}

/** The longest note a day keeps, in characters: a few sentences, as a paper chart's margin holds. */
export const NOTE_MAX = 1000

/**
 * A note as kept: its line breaks as "\n", with no other control character (NUL, a tab, an escape
 * pasted from elsewhere, which no one means to write), trimmed; undefined when nothing is left or
 * when it is longer than `NOTE_MAX`, which the form and the files refuse in words before this.
 */
export function cleanNote(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value
    .replace(/\r\n?/g, '\n')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
    .trim()
  return text && text.length <= NOTE_MAX ? text : undefined
}

const TEST_RESULTS: readonly string[] = ['negative', 'positive'] satisfies TestResult[]
const FEELINGS: readonly string[] = ['dry', 'nothing', 'moist', 'wet'] satisfies MucusFeeling[]
const APPEARANCES: readonly string[] = ['nothing', 'creamy', 'eggWhite'] satisfies MucusAppearance[]

const testResult = (value: unknown): TestResult | undefined =>
  typeof value === 'string' && TEST_RESULTS.includes(value) ? (value as TestResult) : undefined

/** `value` when it is exactly one of `values`, else undefined. */
const oneOf = <V extends string>(values: readonly V[], value: unknown): V | undefined =>
  (values as readonly unknown[]).includes(value) ? (value as V) : undefined

/**
 * A day's LH tests, each a result with an optional "HH:MM", in order of time (untimed first), or
 * undefined when any entry is not one, or there are none or more than `MAX_LH_TESTS_A_DAY`.
 */
function cleanLhTests(value: unknown): LhTest[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_LH_TESTS_A_DAY) return undefined
  const tests: LhTest[] = []
  for (const entry of value) {
    const { result, time } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
      string,
      unknown
    >
    const kept = testResult(result)
    if (!kept || (time !== undefined && (typeof time !== 'string' || !isTimeOfDay(time)))) return undefined
    tests.push(typeof time === 'string' ? { result: kept, time } : { result: kept })
  }
  return tests.sort((a, b) => (a.time ?? '').localeCompare(b.time ?? ''))
}

/** The cervix's observations that are one of the log's words; undefined when none is. */
function cleanCervix(value: unknown): Cervix | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { opening, firmness, position } = value as Record<string, unknown>
  const cervix: Cervix = {}
  const kept = {
    opening: oneOf(CERVIX_WORDS.opening, opening),
    firmness: oneOf(CERVIX_WORDS.firmness, firmness),
    position: oneOf(CERVIX_WORDS.position, position),
  }
  if (kept.opening) cervix.opening = kept.opening
  if (kept.firmness) cervix.firmness = kept.firmness
  if (kept.position) cervix.position = kept.position
  return Object.keys(cervix).length > 0 ? cervix : undefined
}

/** True when a stored day holds no sign at all (nothing to keep). */
export const isEmptyDay = (day: StoredDay) => Object.keys(day).length === 1

/**
 * Only what a day may hold, or null when the record has no valid date. A temperature outside
 * 34.0–42.0 °C or not in whole hundredths, a time that is not "HH:MM", an unknown mucus, bleeding
 * or cervix word or test result, a list of LH tests with one entry not a test, a note over
 * `NOTE_MAX` is dropped from the day.
 */
export function cleanDay(record: unknown): StoredDay | null {
  if (typeof record !== 'object' || record === null) return null
  const { date, lh, lhTests, temperature, mucus, bleeding, cervix, sex, pregnancyTest, note } =
    record as Record<string, unknown>
  if (typeof date !== 'string' || !parseIsoDate(date)) return null
  const day: StoredDay = { date }
  // Several tests give the day's result, whatever `lh` says: one truth, read by the rules.
  const tests = cleanLhTests(lhTests)
  const lhResult = tests ? dayLh(tests) : testResult(lh)
  if (lhResult) day.lh = lhResult
  if (tests) day.lhTests = tests
  if (typeof temperature === 'object' && temperature !== null) {
    const { hundredths, time, disturbed } = temperature as Record<string, unknown>
    if (typeof hundredths === 'number' && temperatureProblem(hundredths) === null) {
      day.temperature = {
        hundredths,
        ...(typeof time === 'string' && isTimeOfDay(time) ? { time } : {}),
        disturbed: disturbed === true,
      }
    }
  }
  if (typeof mucus === 'object' && mucus !== null) {
    const { feeling, appearance, excluded } = mucus as Record<string, unknown>
    if (
      typeof feeling === 'string' &&
      FEELINGS.includes(feeling) &&
      typeof appearance === 'string' &&
      APPEARANCES.includes(appearance)
    ) {
      day.mucus = {
        feeling: feeling as MucusFeeling,
        appearance: appearance as MucusAppearance,
        ...(excluded === true ? { excluded: true } : {}),
      }
    }
  }
  const flow = oneOf(BLEEDINGS, bleeding)
  if (flow) day.bleeding = flow
  const felt = cleanCervix(cervix)
  if (felt) day.cervix = felt
  if (typeof sex === 'boolean') day.sex = sex
  const pregnancy = testResult(pregnancyTest)
  if (pregnancy) day.pregnancyTest = pregnancy
  const kept = cleanNote(note)
  if (kept) day.note = kept
  return day
}

/**
 * Each stored day as the rules take it, parsed once: a log of 240 cycles holds about 10,000 days,
 * and parsing a date in the Temporal polyfill costs microseconds each, so a save that changes one
 * day must not parse the other 9,999 again (issue 51's 150 ms budget). Stored days are never changed
 * in place: a changed day is a new object.
 */
const parsed = new WeakMap<StoredDay, DaySigns | null>()

/** One stored day as the rules take it, or null when its date is not a date. */
export function daySign(stored: StoredDay): DaySigns | null {
  let day = parsed.get(stored)
  if (day === undefined) {
    const date = parseIsoDate(stored.date)
    day = date ? { ...stored, date } : null
    parsed.set(stored, day)
  }
  return day
}

/**
 * The stored days in date order: the same array when they are (the device's days are loaded sorted,
 * and each save is put in its place), else a sorted copy. ISO dates sort as strings, so a log of
 * 10,000 days is ordered without a single Temporal comparison.
 */
export function inDateOrder(days: readonly StoredDay[]): readonly StoredDay[] {
  const ordered = days.every((day, i) => i === 0 || (days[i - 1] as StoredDay).date <= day.date)
  return ordered ? days : [...days].sort((a, b) => compareIsoDates(a.date, b.date))
}

/** The stored days as the rules take them, in date order; a record that is not a day is left out. */
export function daySigns(days: readonly StoredDay[]): DaySigns[] {
  return inDateOrder(days).flatMap((stored) => daySign(stored) ?? [])
}
