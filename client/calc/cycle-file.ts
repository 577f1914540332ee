import { MAX_PERIOD_DAYS, MAX_PERIODS, type StoredPeriod } from './cycle-log.ts'
import { parseIsoDate, Temporal } from './temporal.ts'

/**
 * "My cycles" as a file (docs/product.md §2.10, issue 28): the site's own versioned JSON, written
 * and read back, and the CSV files other trackers export, read. Pure functions of the file's text
 * and an injected "today": nothing here touches storage, the DOM or the clock.
 */

/** The `format` of our file: a JSON file without it is not ours. */
export const CYCLE_FILE_FORMAT = 'fertilitycalc-cycles'
/** Bump when the file's shape changes; a reader refuses a newer version than it knows. */
export const CYCLE_FILE_VERSION = 1
/**
 * The largest file read, in bytes as the file system counts them, whatever the text's encoding: 1 MB
 * is 50 years of daily rows in drip's CSV, far beyond a log. A larger file is refused whole, never
 * read in part (a cut file would silently lose its newest periods).
 */
export const MAX_IMPORT_BYTES = 1_000_000
/** Rejected lines listed by number; the rest are counted. */
export const LISTED_REJECTIONS = 10
/**
 * Bleeding days at most this many days apart are one period in a day-by-day file (drip's): a day
 * without bleeding inside a period is common, and two periods are never 3 days apart.
 */
export const SAME_PERIOD_GAP_DAYS = 2

/** Why a whole file cannot be imported. */
export type CycleFileProblem =
  | 'cycles.import.empty'
  | 'cycles.import.tooLarge'
  | 'cycles.import.notOurs'
  | 'cycles.import.newer'
  | 'cycles.import.nothing'

/** Why one line (or JSON entry) of a file was left out. */
export type CycleLineProblem = 'cycles.import.badDate' | 'cycles.future' | 'cycles.invalidEnd'

export interface RejectedLine {
  /** Its line in the file (1 is the first), or its place in our JSON's list. */
  line: number
  problem: CycleLineProblem
}

/** A file read: the periods it holds, sorted and without repeats, and what was left out. */
export interface CycleFile {
  kind: 'ours' | 'drip' | 'csv' | 'dates'
  periods: StoredPeriod[]
  /** The first LISTED_REJECTIONS lines left out. */
  rejected: RejectedLine[]
  rejectedCount: number
}

/** Our file: what `parseCycleFile` reads back, the same log. */
export function cycleFileText(periods: readonly StoredPeriod[], exportedOn: string): string {
  const file = {
    format: CYCLE_FILE_FORMAT,
    version: CYCLE_FILE_VERSION,
    exportedOn,
    periods: sorted(periods).map(({ start, end, excluded }) =>
      end ? { start, end, excluded } : { start, excluded },
    ),
  }
  return `${JSON.stringify(file, null, 2)}\n`
}

/** The file's name: the site's and the day's, e.g. `my-cycles-2026-11-25.json`. */
export const cycleFileName = (exportedOn: string) => `my-cycles-${exportedOn}.json`

/**
 * Reads a file of periods: ours (JSON), drip's CSV (a row per day, bleeding in `bleeding.value`),
 * a CSV with a `date` or `start` column (and `end`, `excluded` if it has them), or one ISO date
 * per line. A line that cannot be used is reported, never guessed at: `03/04/2026` is refused, since
 * it is the 3rd of April in one country and the 4th of March in another. `bytes` is the file's
 * size; without it, that of the text in UTF-8.
 */
export function parseCycleFile(
  raw: string,
  today: Temporal.PlainDate,
  bytes = new TextEncoder().encode(raw).length,
): CycleFile | { problem: CycleFileProblem } {
  if (bytes > MAX_IMPORT_BYTES) return { problem: 'cycles.import.tooLarge' }
  const text = raw.replace(/^\uFEFF/, '')
  if (text.trim() === '') return { problem: 'cycles.import.empty' }
  // A NUL or another control character is a binary file (a photo, a zip), not a list of dates.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is refused.
  if (/[\u0000-\u0008\u000B\u000E-\u001F]/.test(text)) return { problem: 'cycles.import.notOurs' }
  const read = text.trimStart().startsWith('{') ? readOurs(text, today) : readLines(text, today)
  if ('problem' in read) return read
  // Not one date in a file without our header or a date column: some other file, not a log.
  if (read.periods.length === 0)
    return { problem: read.kind === 'dates' ? 'cycles.import.notOurs' : 'cycles.import.nothing' }
  return read
}

/** What a merge of `incoming` into `log` adds and changes (a date in both keeps a last day the file lacks). */
export interface ImportPlan {
  added: StoredPeriod[]
  changed: StoredPeriod[]
  unchanged: number
  /** The log once merged would hold more than it may. */
  full: boolean
}

export function importPlan(log: readonly StoredPeriod[], incoming: readonly StoredPeriod[]): ImportPlan {
  const byStart = new Map(log.map((period) => [period.start, period]))
  const added: StoredPeriod[] = []
  const changed: StoredPeriod[] = []
  let unchanged = 0
  for (const period of incoming) {
    const kept = byStart.get(period.start)
    if (!kept) {
      added.push(period)
      continue
    }
    const end = period.end ?? kept.end
    const merged: StoredPeriod = end
      ? { start: period.start, end, excluded: period.excluded }
      : { start: period.start, excluded: period.excluded }
    if (merged.end === kept.end && merged.excluded === kept.excluded) unchanged++
    else changed.push(merged)
  }
  return { added, changed, unchanged, full: log.length + added.length > MAX_PERIODS }
}

const sorted = (periods: readonly StoredPeriod[]) =>
  [...periods].sort((a, b) => a.start.localeCompare(b.start))

/** Collects periods and rejections, checking each as the log does: a date, not ahead of today, a last day that fits. */
function collector(today: Temporal.PlainDate) {
  const periods = new Map<string, StoredPeriod>()
  const rejected: RejectedLine[] = []
  let rejectedCount = 0
  const reject = (line: number, problem: CycleLineProblem) => {
    rejectedCount++
    if (rejected.length < LISTED_REJECTIONS) rejected.push({ line, problem })
  }
  const add = (line: number, startText: string, endText: string | undefined, excluded: boolean) => {
    const start = parseIsoDate(startText)
    if (!start) return reject(line, 'cycles.import.badDate')
    if (Temporal.PlainDate.compare(start, today) > 0) return reject(line, 'cycles.future')
    const end = endText ? parseIsoDate(endText) : undefined
    if (end === null) return reject(line, 'cycles.import.badDate')
    if (end) {
      const length = start.until(end).days
      if (length < 0 || length >= MAX_PERIOD_DAYS || Temporal.PlainDate.compare(end, today) > 0)
        return reject(line, 'cycles.invalidEnd')
    }
    // The same start twice in one file is one period: the first line wins.
    const key = start.toString()
    if (!periods.has(key))
      periods.set(key, end ? { start: key, end: end.toString(), excluded } : { start: key, excluded })
  }
  const result = (kind: CycleFile['kind']): CycleFile => ({
    kind,
    periods: sorted([...periods.values()]),
    rejected,
    rejectedCount,
  })
  return { add, reject, result }
}

/** Our JSON file, checked entry by entry. */
function readOurs(text: string, today: Temporal.PlainDate): CycleFile | { problem: CycleFileProblem } {
  let file: unknown
  try {
    file = JSON.parse(text)
  } catch {
    return { problem: 'cycles.import.notOurs' }
  }
  const { format, version, periods } = (file ?? {}) as Record<string, unknown>
  if (format !== CYCLE_FILE_FORMAT || !Number.isInteger(version) || !Array.isArray(periods))
    return { problem: 'cycles.import.notOurs' }
  if ((version as number) > CYCLE_FILE_VERSION) return { problem: 'cycles.import.newer' }
  const found = collector(today)
  for (const [index, entry] of (periods as unknown[]).entries()) {
    const { start, end, excluded } = (entry ?? {}) as Record<string, unknown>
    if (typeof start === 'string' && (end === undefined || typeof end === 'string'))
      found.add(index + 1, start, end, excluded === true)
    else found.reject(index + 1, 'cycles.import.badDate')
  }
  return found.result('ours')
}

/** A CSV line's fields: commas, semicolons or tabs, each field trimmed of spaces and quotes. */
function fields(line: string, separator: RegExp): string[] {
  return line.split(separator).map((field) =>
    field
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  )
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'x'])

/** A CSV with a header (drip's, or one with a date/start column), or one date per line. */
function readLines(text: string, today: Temporal.PlainDate): CycleFile | { problem: CycleFileProblem } {
  const lines = text.split(/\r\n|\r|\n/)
  const headerAt = lines.findIndex((line) => line.trim() !== '')
  const header = lines[headerAt] ?? ''
  const separator = /[,;\t]/
  const names = fields(header, separator).map((name) => name.toLowerCase())
  const found = collector(today)
  const dateColumn = names.findIndex((name) => name === 'date' || name === 'start')
  if (dateColumn < 0) {
    // No header: one date per line (anything after a separator is ignored).
    lines.forEach((line, index) => {
      if (line.trim() === '') return
      found.add(index + 1, fields(line, separator)[0] ?? '', undefined, false)
    })
    return found.result('dates')
  }
  const column = (name: string) => names.indexOf(name)
  const bleeding = column('bleeding.value')
  const rows = lines
    .map((line, index) => ({ line: index + 1, values: fields(line, separator) }))
    .filter(({ line, values }) => line > headerAt + 1 && values.some((value) => value !== ''))
  if (bleeding >= 0) return readDrip(rows, dateColumn, bleeding, column('bleeding.exclude'), today)
  const end = column('end')
  const excluded = column('excluded')
  for (const { line, values } of rows) {
    found.add(
      line,
      values[dateColumn] ?? '',
      end >= 0 ? values[end] || undefined : undefined,
      TRUE_WORDS.has((values[excluded] ?? '').toLowerCase()),
    )
  }
  return found.result('csv')
}

/**
 * drip's CSV: one row per day with anything logged; a day with a `bleeding.value` is a bleeding
 * day. Days of bleeding at most SAME_PERIOD_GAP_DAYS apart make one period, from its first day to
 * its last; `bleeding.exclude` on its first day leaves its cycle out, as drip does.
 */
function readDrip(
  rows: { line: number; values: string[] }[],
  dateColumn: number,
  bleeding: number,
  exclude: number,
  today: Temporal.PlainDate,
): CycleFile {
  const found = collector(today)
  const days: { line: number; date: Temporal.PlainDate; excluded: boolean }[] = []
  for (const { line, values } of rows) {
    if ((values[bleeding] ?? '') === '') continue
    const date = parseIsoDate(values[dateColumn])
    if (!date) {
      found.reject(line, 'cycles.import.badDate')
      continue
    }
    days.push({ line, date, excluded: TRUE_WORDS.has((values[exclude] ?? '').toLowerCase()) })
  }
  days.sort((a, b) => Temporal.PlainDate.compare(a.date, b.date))
  let first = days[0]
  let last = first
  const close = () => {
    if (!first || !last) return
    const length = first.date.until(last.date).days
    // A run longer than a period can be is kept as its first day only: the log never holds such an end.
    const end = length > 0 && length < MAX_PERIOD_DAYS ? last.date.toString() : undefined
    found.add(first.line, first.date.toString(), end, first.excluded)
  }
  for (const day of days.slice(1)) {
    if (last && last.date.until(day.date).days <= SAME_PERIOD_GAP_DAYS + 1) {
      last = day
      continue
    }
    close()
    first = day
    last = day
  }
  close()
  return found.result('drip')
}
