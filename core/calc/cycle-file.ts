import { type BleedingDay, bleedingRuns } from './bleeding-runs.ts'
import {
  type DripFileProblem,
  type DripLineProblem,
  isDripHeader,
  parseDripCsv,
} from './body-signs/drip-csv.ts'
import { CERVIX_FIELDS } from './body-signs/signs.ts'
import { cleanDay, type StoredDay } from './body-signs/stored-day.ts'
import {
  beforeEarliest,
  MAX_PERIOD_DAYS,
  MAX_PERIODS,
  SAME_PERIOD_DAYS,
  type StoredPeriod,
} from './cycle-log.ts'
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_DAYS,
  type Rejected,
  rejections,
  type UnreadColumns,
  unreadColumns,
} from './import-limits.ts'
import { compareIsoDates, parseIsoDate, Temporal } from './temporal.ts'

// Shared with drip's CSV reader; named here too, where the page and the tests have always found them.
export { SAME_PERIOD_GAP_DAYS } from './bleeding-runs.ts'
export {
  COLUMN_NAME_MAX,
  LISTED_REJECTIONS,
  MAX_IMPORT_BYTES,
  NAMED_COLUMNS,
  type UnreadColumns,
  unreadColumns,
} from './import-limits.ts'

/**
 * "My cycles" as a file (docs/product.md §2.10, issue 28): the site's own versioned JSON, written
 * and read back, and the CSV files other trackers export, read. Pure functions of the file's text
 * and an injected "today": nothing here touches storage, the DOM or the clock.
 */

/** The `format` of our file: a JSON file without it is not ours. */
export const CYCLE_FILE_FORMAT = 'fertilitycalc-cycles'
/**
 * Bump when the file's shape changes; a reader refuses a newer version than it knows. Version 2
 * adds the days' body signs (issue 51); version 1 files, periods only, are still read.
 */
export const CYCLE_FILE_VERSION = 2

/** Why a whole file cannot be imported. */
export type CycleFileProblem =
  | 'cycles.import.empty'
  | 'cycles.import.tooLarge'
  | 'cycles.import.tooManyDays'
  | 'cycles.import.notOurs'
  | 'cycles.import.newer'
  | 'cycles.import.nothing'
  | DripFileProblem

/** Why one line (or JSON entry) of a file was left out. */
export type CycleLineProblem =
  | 'cycles.import.badDate'
  | 'cycles.future'
  | 'cycles.tooOld'
  | 'cycles.invalidEnd'
  | 'signs.csv.badDay'
  | DripLineProblem

/**
 * A line left out. In our JSON file, `line` is the entry's place: the periods first, then the days
 * numbered on after them (the 3rd day of a file with 5 periods is entry 8).
 */
export type RejectedLine = Rejected<CycleLineProblem>

/** A file read: the periods and days it holds, sorted and without repeats, and what was left out. */
export interface CycleFile {
  kind: 'ours' | 'drip' | 'csv' | 'dates'
  periods: StoredPeriod[]
  /** The days' body signs (our file from version 2, drip's CSV); none in the other files. */
  days: StoredDay[]
  /** The first LISTED_REJECTIONS lines left out. */
  rejected: RejectedLine[]
  rejectedCount: number
  /** drip's bleeding days marked `exclude`: spotting, not read as a period (drip's files only). */
  spotting?: number
  /**
   * A CSV's columns that hold something and are not read (a tracker's temperature, drip's pain),
   * named in the preview (review m5, decision 073); absent when there are none.
   */
  unread?: UnreadColumns
}

/** Our file: what `parseCycleFile` reads back, the same log, every sign of every day included. */
export function cycleFileText(
  periods: readonly StoredPeriod[],
  days: readonly StoredDay[],
  exportedOn: string,
): string {
  const file = {
    format: CYCLE_FILE_FORMAT,
    version: CYCLE_FILE_VERSION,
    exportedOn,
    periods: sorted(periods).map(({ start, end, excluded }) =>
      end ? { start, end, excluded } : { start, excluded },
    ),
    days: [...days].sort((a, b) => compareIsoDates(a.date, b.date)),
  }
  return `${JSON.stringify(file, null, 2)}\n`
}

/** The file's name: the site's and the day's, e.g. `my-cycles-2026-11-25.json`. */
export const cycleFileName = (exportedOn: string) => `my-cycles-${exportedOn}.json`

/**
 * Reads a file of periods: ours (JSON), drip's CSV (a row per day: bleeding, temperature, mucus),
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
  // Replacement characters are bytes that were not UTF-8; a NUL after each of the first letters is
  // UTF-16 (the byte order mark of which is itself two replacement characters in UTF-8).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL of UTF-16 is what is refused.
  if (/\uFFFD/.test(text) || /^(?:[^\u0000]\u0000|\u0000[^\u0000]){4}/.test(text))
    return { problem: 'signs.csv.encoding' }
  if (text.trim() === '') return { problem: 'cycles.import.empty' }
  // A NUL or another control character is a binary file (a photo, a zip), not a list of dates.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is refused.
  if (/[\u0000-\u0008\u000B\u000E-\u001F]/.test(text)) return { problem: 'cycles.import.notOurs' }
  const read = text.trimStart().startsWith('{') ? readOurs(text, today) : readLines(text, today)
  if ('problem' in read) return read
  if (read.days.length > MAX_IMPORT_DAYS) return { problem: 'cycles.import.tooManyDays' }
  if (read.periods.length === 0 && read.days.length === 0) {
    // Not one date in a file without our header or a date column: some other file, not a log.
    if (read.kind === 'dates') return { problem: 'cycles.import.notOurs' }
    // A log whose every line is refused is previewed with its lines and why: the visitor sees what
    // to mend. Only an empty one is answered in a sentence.
    if (read.rejectedCount === 0) return { problem: 'cycles.import.nothing' }
  }
  return read
}

/**
 * What a merge of `incoming` into `log` adds and changes. A date in both keeps a last day the file
 * lacks, and a last day logged is kept over the file's unless the visitor chooses the file's
 * (`fileEnds`): drip's CSV, for one, ends a period at its last bleeding day, which may not be the day
 * she logged (issue 60, item 3).
 */
export interface ImportPlan {
  added: StoredPeriod[]
  changed: StoredPeriod[]
  unchanged: number
  /** Periods logged with a last day that the file gives otherwise, whichever is kept. */
  otherEnds: OtherEnd[]
  /**
   * New starts 14 days or less from another (logged, or in the file): the question the add form
   * asks ("Is it a new period?"), asked of a file too (review m5: a tracker's CSV with a row per
   * day gave a period a day).
   */
  close: StoredPeriod[]
  /** The log once merged would hold more than it may. */
  full: boolean
  days: DaysPlan
}

export interface OtherEnd {
  start: string
  logged: string
  file: string
}

/**
 * The days a file brings: new dates; dates already logged whose signs it changes (each as it
 * would be kept: the file's signs over the logged ones, so a sign the file cannot hold, such as an
 * LH test in drip's CSV, is kept); and how many it holds exactly as logged.
 */
export interface DaysPlan {
  added: StoredDay[]
  replaced: StoredDay[]
  identical: number
}

export function importPlan(
  log: readonly StoredPeriod[],
  incoming: readonly StoredPeriod[],
  loggedDays: readonly StoredDay[] = [],
  incomingDays: readonly StoredDay[] = [],
  { fileEnds = false }: { fileEnds?: boolean } = {},
): ImportPlan {
  const byStart = new Map(log.map((period) => [period.start, period]))
  const added: StoredPeriod[] = []
  const changed: StoredPeriod[] = []
  const otherEnds: OtherEnd[] = []
  let unchanged = 0
  for (const period of incoming) {
    const kept = byStart.get(period.start)
    if (!kept) {
      added.push(period)
      continue
    }
    if (kept.end && period.end && kept.end !== period.end)
      otherEnds.push({ start: period.start, logged: kept.end, file: period.end })
    const end = fileEnds ? (period.end ?? kept.end) : (kept.end ?? period.end)
    const merged: StoredPeriod = end
      ? { start: period.start, end, excluded: period.excluded }
      : { start: period.start, excluded: period.excluded }
    if (merged.end === kept.end && merged.excluded === kept.excluded) unchanged++
    else changed.push(merged)
  }
  return {
    added,
    changed,
    unchanged,
    otherEnds,
    close: closeStarts(added, log),
    full: log.length + added.length > MAX_PERIODS,
    days: daysPlan(loggedDays, incomingDays),
  }
}

/** The added periods whose start is `SAME_PERIOD_DAYS` or fewer days from another start. */
function closeStarts(added: readonly StoredPeriod[], log: readonly StoredPeriod[]): StoredPeriod[] {
  const starts = [...new Set([...log, ...added].map((period) => period.start))]
    .sort(compareIsoDates)
    .map((start) => Temporal.PlainDate.from(start))
  const close = new Set<string>()
  starts.forEach((start, at) => {
    const next = starts[at + 1]
    if (next && start.until(next).days <= SAME_PERIOD_DAYS) {
      close.add(start.toString())
      close.add(next.toString())
    }
  })
  return added.filter((period) => close.has(period.start))
}

function daysPlan(logged: readonly StoredDay[], incoming: readonly StoredDay[]): DaysPlan {
  const byDate = new Map(logged.map((day) => [day.date, day]))
  const plan: DaysPlan = { added: [], replaced: [], identical: 0 }
  for (const day of incoming) {
    const kept = byDate.get(day.date)
    if (!kept) {
      plan.added.push(day)
      continue
    }
    // cleanDay writes a day's fields in one order, so equal days are equal texts.
    const merged = cleanDay({ ...kept, ...day }) ?? day
    if (JSON.stringify(merged) === JSON.stringify(cleanDay(kept))) plan.identical++
    else plan.replaced.push(merged)
  }
  return plan
}

const sorted = (periods: readonly StoredPeriod[]) =>
  [...periods].sort((a, b) => compareIsoDates(a.start, b.start))

/** Collects periods and rejections, checking each as the log does: a date, not ahead of today, a last day that fits. */
function collector(today: Temporal.PlainDate) {
  const periods = new Map<string, StoredPeriod>()
  const days = new Map<string, StoredDay>()
  const { reject, listed, count } = rejections<CycleLineProblem>()
  const add = (line: number, startText: string, endText: string | undefined, excluded: boolean) => {
    const start = parseIsoDate(startText)
    if (!start) return reject(line, 'cycles.import.badDate')
    if (Temporal.PlainDate.compare(start, today) > 0) return reject(line, 'cycles.future')
    if (beforeEarliest(start)) return reject(line, 'cycles.tooOld')
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
  /** A day of our file: every field kept, or the day refused whole (never a sign silently dropped). */
  const addDay = (line: number, record: unknown) => {
    const day = cleanDay(record)
    if (!day || !keepsEverything(record as Record<string, unknown>, day))
      return reject(line, 'signs.csv.badDay')
    const date = Temporal.PlainDate.from(day.date)
    if (Temporal.PlainDate.compare(date, today) > 0) return reject(line, 'signs.future')
    if (beforeEarliest(date)) return reject(line, 'cycles.tooOld')
    if (days.has(day.date)) return reject(line, 'signs.csv.duplicate')
    days.set(day.date, day)
  }
  const result = (kind: CycleFile['kind']): CycleFile => ({
    kind,
    periods: sorted([...periods.values()]),
    days: [...days.values()].sort((a, b) => compareIsoDates(a.date, b.date)),
    rejected: listed,
    rejectedCount: count(),
  })
  return { add, addDay, reject, result }
}

/** Whether `cleanDay` kept every sign the record gave (a day with nothing at all is not one). */
function keepsEverything(record: Record<string, unknown>, day: StoredDay): boolean {
  const given = (value: unknown) => value !== undefined && value !== null
  const signs = [
    'lh',
    'lhTests',
    'temperature',
    'mucus',
    'bleeding',
    'cervix',
    'sex',
    'pregnancyTest',
    'note',
  ] as const
  const temperature = record.temperature as Record<string, unknown> | undefined
  const cervix = record.cervix as Record<string, unknown> | undefined
  return (
    signs.some((sign) => given(record[sign])) &&
    signs.every((sign) => !given(record[sign]) || day[sign] !== undefined) &&
    (!given(temperature?.time) || day.temperature?.time !== undefined) &&
    CERVIX_FIELDS.every((field) => !given(cervix?.[field]) || day.cervix?.[field] !== undefined)
  )
}

/** Our JSON file, checked entry by entry. */
function readOurs(text: string, today: Temporal.PlainDate): CycleFile | { problem: CycleFileProblem } {
  let file: unknown
  try {
    file = JSON.parse(text)
  } catch {
    return { problem: 'cycles.import.notOurs' }
  }
  const { format, version, periods, days = [] } = (file ?? {}) as Record<string, unknown>
  if (
    format !== CYCLE_FILE_FORMAT ||
    !Number.isInteger(version) ||
    !Array.isArray(periods) ||
    !Array.isArray(days)
  )
    return { problem: 'cycles.import.notOurs' }
  if ((version as number) > CYCLE_FILE_VERSION) return { problem: 'cycles.import.newer' }
  const found = collector(today)
  for (const [index, entry] of (periods as unknown[]).entries()) {
    const { start, end, excluded } = (entry ?? {}) as Record<string, unknown>
    if (typeof start === 'string' && (end === undefined || typeof end === 'string'))
      found.add(index + 1, start, end, excluded === true)
    else found.reject(index + 1, 'cycles.import.badDate')
  }
  for (const [index, entry] of (days as unknown[]).entries()) found.addDay(periods.length + index + 1, entry)
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
  if (isDripHeader(fields(header, separator))) {
    const drip = parseDripCsv(text, today)
    return 'problem' in drip ? drip : { kind: 'drip', ...drip }
  }
  const column = (name: string) => names.indexOf(name)
  const bleeding = column('bleeding.value')
  const rows = lines
    .map((line, index) => ({ line: index + 1, values: fields(line, separator) }))
    .filter(({ line, values }) => line > headerAt + 1 && values.some((value) => value !== ''))
  /** The header's columns other than `read` that hold something in a row (decision 073). */
  const unread = (...read: number[]) => {
    const columns = unreadColumns(
      fields(header, separator).filter(
        (_, index) => !read.includes(index) && rows.some(({ values }) => (values[index] ?? '') !== ''),
      ),
    )
    return columns.names.length > 0 ? { unread: columns } : {}
  }
  if (bleeding >= 0) {
    const exclude = column('bleeding.exclude')
    const file = readDrip(rows, dateColumn, bleeding, exclude, today)
    return { ...file, ...unread(dateColumn, bleeding, exclude) }
  }
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
  return { ...found.result('csv'), ...unread(dateColumn, end, excluded) }
}

/**
 * A CSV with drip's bleeding columns among others drip does not write (a converter's): its
 * bleeding days alone, made periods as drip's own file is (`bleedingRuns`).
 */
function readDrip(
  rows: { line: number; values: string[] }[],
  dateColumn: number,
  bleeding: number,
  exclude: number,
  today: Temporal.PlainDate,
): CycleFile {
  const found = collector(today)
  const days: BleedingDay<number>[] = []
  let spotting = 0
  for (const { line, values } of rows) {
    if ((values[bleeding] ?? '') === '') continue
    const date = parseIsoDate(values[dateColumn])
    if (!date) {
      found.reject(line, 'cycles.import.badDate')
      continue
    }
    // drip's `exclude` on bleeding: spotting, not a period.
    if (TRUE_WORDS.has((values[exclude] ?? '').toLowerCase())) spotting++
    else days.push({ line, date })
  }
  for (const run of bleedingRuns(days)) found.add(run.line, run.start.toString(), run.end?.toString(), false)
  return { ...found.result('drip'), spotting }
}
