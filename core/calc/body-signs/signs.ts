import { Temporal } from '../temporal.ts'

/**
 * A day's body signs, as the device keeps them (issue 51): an LH test, the waking temperature, the
 * cervical mucus in the sympto-thermal method's categories, and optionally sex and a pregnancy
 * test. Pure data: the rules (`temperature-shift.ts`, `mucus-peak.ts`, `ovulation-evidence.ts`)
 * read it; nothing here is worded, the page words it in its five languages.
 */

export type TestResult = 'negative' | 'positive'

/**
 * What is felt at the vaginal opening, in the sympto-thermal method's categories (Sensiplan, as the
 * trackle help centre sets them out, "Was bedeuten die Zervixschleimabkürzungen?", read 2026):
 * dry (rough, itchy: "t"), nothing felt ("Ø"), moist ("f"), wet or slippery ("S+" by itself).
 */
export type MucusFeeling = 'dry' | 'nothing' | 'moist' | 'wet'
/**
 * What is seen: nothing; thick, creamy, whitish, sticky, not stretchy ("S"); clear, glassy,
 * stretchy like raw egg white ("S+"). Same source as `MucusFeeling`.
 */
export type MucusAppearance = 'nothing' | 'creamy' | 'eggWhite'

/** The 0–4 quality: 0 t, 1 Ø, 2 f, 3 S, 4 S+. */
export type MucusValue = 0 | 1 | 2 | 3 | 4

export interface Mucus {
  feeling: MucusFeeling
  appearance: MucusAppearance
  /** Left out of the rules by the visitor (drip's "exclude"). */
  excluded?: boolean
}

export interface Temperature {
  /** Hundredths of a degree Celsius, an integer: 36.55 °C is 3655. */
  hundredths: number
  /** When it was taken, "HH:MM", if the visitor says. */
  time?: string
  /**
   * Disturbed (illness, alcohol, short or late sleep, another thermometer): left out of the rule
   * entirely, neither among the six lower readings nor among the higher ones.
   */
  disturbed: boolean
}

/**
 * The bleeding seen on a day (issue 60, item 5), drip's four flows in its order (jfr3000/drip,
 * i18n/en/cycle-day.js: spotting, light, medium, heavy). Shown with the day, never read by a rule:
 * a period is what the visitor logs as one ("A new period"), as a paper chart's first day of red
 * bleeding is a decision, not a sum of days.
 */
export type Bleeding = 'spotting' | 'light' | 'medium' | 'heavy'
export const BLEEDINGS: readonly Bleeding[] = ['spotting', 'light', 'medium', 'heavy']

/**
 * The cervix as felt (issue 60, item 5): drip's three observations and their steps (same file:
 * opening closed, medium, open; firmness hard, soft; position low, medium, high). In the infertile
 * days it is closed, hard and low; around ovulation soft, higher and open (trackle help centre, "How
 * do I observe my cervix?", read 2026-11-30). Each is optional, as on a paper chart. Kept, drawn and
 * exchanged, but not read by the rules: the Sensiplan evaluation with the cervix in place of mucus
 * could not be read from a source here (decision 072).
 */
export type CervixOpening = 'closed' | 'partlyOpen' | 'open'
export type CervixFirmness = 'firm' | 'soft'
export type CervixPosition = 'low' | 'middle' | 'high'
/** Each observation's words in drip's order, which is also its code (0, 1, 2) in drip's file. */
export const CERVIX_WORDS: {
  readonly opening: readonly CervixOpening[]
  readonly firmness: readonly CervixFirmness[]
  readonly position: readonly CervixPosition[]
} = {
  opening: ['closed', 'partlyOpen', 'open'],
  firmness: ['firm', 'soft'],
  position: ['low', 'middle', 'high'],
}
/** The observations, in the order the form asks them and the table tells them. */
export const CERVIX_FIELDS = ['opening', 'firmness', 'position'] as const

export interface Cervix {
  opening?: CervixOpening
  firmness?: CervixFirmness
  position?: CervixPosition
}

/** One LH test of several on a day, at the time it was read ("HH:MM") if given. */
export interface LhTest {
  result: TestResult
  time?: string
}

/**
 * The most LH tests a day keeps: testing twice a day is what strip makers advise near the surge,
 * and a charter who tests every few hours still logs far fewer (review m2; SparkyFitness #2176).
 */
export const MAX_LH_TESTS_A_DAY = 6

/** The day's LH result as the rules read it: positive when any test that day was. */
export const dayLh = (tests: readonly LhTest[]): TestResult =>
  tests.some((test) => test.result === 'positive') ? 'positive' : 'negative'

export interface DaySigns {
  date: Temporal.PlainDate
  /** The day's LH result, which the rules read (from `lhTests` when the day has several). */
  lh?: TestResult
  /** Each LH test of the day with its time, when there were several or a time was given (issue 60, item 5). */
  lhTests?: readonly LhTest[]
  temperature?: Temperature
  mucus?: Mucus
  bleeding?: Bleeding
  cervix?: Cervix
  sex?: boolean
  pregnancyTest?: TestResult
  /** The visitor's own words: shown with the day, never read by a rule. */
  note?: string
}

/**
 * The quality of each feeling and appearance on the 0–4 scale. A day's value is the higher of the
 * two: Sensiplan's categories combine them so (t = dry and nothing seen; Ø = nothing felt and
 * nothing seen; f = moist and nothing seen; S = creamy with nothing felt or moist; S+ = egg white,
 * or a wet, slippery feeling whatever is seen: trackle help centre, above), and the day's best
 * quality is what counts ("Es zählt die jeweils individuell beste Qualität des Tages": We Are The
 * Ladies, "Zervixschleim"; tz-eisprung.de, "Wie messe ich den Schleim?": when in doubt between two,
 * the better). drip's 0–4 value is the same t, Ø, f, S, S+ scale; its own user text for the mapping
 * could not be read here, so the mapping rests on the Sensiplan categories above. Dry with creamy
 * mucus is not listed by the source; the higher of the two (S) is taken, the cautious reading.
 */
export const MUCUS_FEELING_VALUE: Readonly<Record<MucusFeeling, MucusValue>> = {
  dry: 0,
  nothing: 1,
  moist: 2,
  wet: 4,
}
export const MUCUS_APPEARANCE_VALUE: Readonly<Record<MucusAppearance, MucusValue>> = {
  nothing: 0,
  creamy: 3,
  eggWhite: 4,
}

export function mucusValue(mucus: Mucus): MucusValue {
  return Math.max(MUCUS_FEELING_VALUE[mucus.feeling], MUCUS_APPEARANCE_VALUE[mucus.appearance]) as MucusValue
}

/** A waking temperature outside 34.0–42.0 °C is a typing slip or a fever, never a reading to chart. */
export const TEMPERATURE_RANGE = { min: 3400, max: 4200 } as const

export type TemperatureUnit = 'C' | 'F'
export type TemperatureProblem =
  | 'signs.temperatureInvalid'
  | 'signs.temperatureTooLow'
  | 'signs.temperatureTooHigh'

/** Hundredths of °C in °F, unrounded (the page rounds as it shows). */
export function toFahrenheit(hundredths: number): number {
  return (hundredths / 100) * 1.8 + 32
}

/** A temperature in °C or °F as whole hundredths of °C (rounded to the nearest 0.01 °C). */
export function toHundredths(value: number, unit: TemperatureUnit): number {
  const celsius = unit === 'C' ? value : (value - 32) / 1.8
  return Math.round(celsius * 100)
}

/** A typed temperature as hundredths of °C, or why it cannot be logged (outside 34.0–42.0 °C). */
export function readTemperature(
  value: number,
  unit: TemperatureUnit,
): { hundredths: number } | { problem: TemperatureProblem } {
  if (!Number.isFinite(value)) return { problem: 'signs.temperatureInvalid' }
  const hundredths = toHundredths(value, unit)
  if (hundredths < TEMPERATURE_RANGE.min) return { problem: 'signs.temperatureTooLow' }
  if (hundredths > TEMPERATURE_RANGE.max) return { problem: 'signs.temperatureTooHigh' }
  return { hundredths }
}

/** Why a stored temperature cannot be used, or null: whole hundredths within the range. */
export function temperatureProblem(hundredths: number): TemperatureProblem | null {
  if (!Number.isInteger(hundredths)) return 'signs.temperatureInvalid'
  if (hundredths < TEMPERATURE_RANGE.min) return 'signs.temperatureTooLow'
  if (hundredths > TEMPERATURE_RANGE.max) return 'signs.temperatureTooHigh'
  return null
}

/** A time of day, "HH:MM" from 00:00 to 23:59. */
export const isTimeOfDay = (time: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time)

export type DayProblem = TemperatureProblem | 'signs.future' | 'signs.invalidTime'

/** Why a day's signs cannot be logged as they are, or null. */
export function dayProblem(day: DaySigns, today: Temporal.PlainDate): DayProblem | null {
  if (Temporal.PlainDate.compare(day.date, today) > 0) return 'signs.future'
  if (day.temperature) {
    const problem = temperatureProblem(day.temperature.hundredths)
    if (problem) return problem
    if (day.temperature.time !== undefined && !isTimeOfDay(day.temperature.time)) return 'signs.invalidTime'
  }
  return null
}

/**
 * The rules take one entry per day: a second reading for the same day is a question for the page
 * (replace only after confirming), never something a rule guesses about. The first date found twice,
 * or null.
 */
export function duplicateDay(days: readonly DaySigns[]): Temporal.PlainDate | null {
  const known = duplicates.get(days)
  if (known !== undefined) return known
  let found: Temporal.PlainDate | null = null
  const seen = new Set<string>()
  for (const day of days) {
    const key = day.date.toString()
    if (seen.has(key)) {
      found = day.date
      break
    }
    seen.add(key)
  }
  duplicates.set(days, found)
  return found
}

/**
 * Each days array's answer, found once: the rules ask it again for every day of a cycle as of that
 * day, and the polyfill's `toString` made that a tenth of My cycles' script time at load.
 */
const duplicates = new WeakMap<readonly DaySigns[], Temporal.PlainDate | null>()

/** Each cycle's days in order, made once: three rules each sorted them with the polyfill's slow comparison. */
const sortedDays = new WeakMap<readonly DaySigns[], readonly DaySigns[]>()

/** The days in date order, kept per days array (shared, so never changed in place). */
export function byDate(days: readonly DaySigns[]): readonly DaySigns[] {
  let sorted = sortedDays.get(days)
  if (!sorted) {
    sorted = [...days].sort((a, b) => Temporal.PlainDate.compare(a.date, b.date))
    sortedDays.set(days, sorted)
  }
  return sorted
}
