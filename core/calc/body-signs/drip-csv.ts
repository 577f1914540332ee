import { type BleedingDay, bleedingRuns } from '../bleeding-runs.ts'
import { beforeEarliest, type StoredPeriod } from '../cycle-log.ts'
import {
  MAX_IMPORT_BYTES,
  type Rejected,
  rejections,
  type UnreadColumns,
  unreadColumns,
} from '../import-limits.ts'
import { compareIsoDates, parseIsoDate, Temporal } from '../temporal.ts'
import {
  BLEEDINGS,
  type Bleeding,
  CERVIX_FIELDS,
  CERVIX_WORDS,
  type Cervix,
  isTimeOfDay,
  type MucusAppearance,
  type MucusFeeling,
  mucusValue,
  type TemperatureProblem,
  temperatureProblem,
  toHundredths,
} from './signs.ts'
import { cleanDay, cleanNote, NOTE_MAX, type StoredDay } from './stored-day.ts'

/**
 * drip's CSV (issue 51, item 6): a row per day, a column per field of drip's day, named
 * `symptom.field`. We write and read the columns we hold: temperature (value in °C, time,
 * exclude), mucus (feeling, texture, value, exclude), bleeding (value, exclude), the cervix
 * (opening, firmness, position) and sex with a partner; the others are written empty and not
 * read, the preview naming those that hold something (decision 073). drip is GPL: none of its code is used here, only its
 * published format, as read in docs/decisions/058-drip-csv.md.
 */

/**
 * drip's header, column for column: the 49 names its export writes today, as listed by the
 * clue-to-drip converter (fabfabretti/clue-to-drip, script.js `objectsToCSV`, with each field's
 * type and range in its dripFields.md: bleeding 0–3, feeling 0–3, texture 0–2, value 0–4,
 * temperature "hh:mm"), which are the fields of drip's
 * day (jfr3000/drip, db/schemas/4.js: date, temperature, bleeding, mucus, cervix, note, desire,
 * sex, pain, mood) flattened as drip's `get-csv-column-names.js` does.
 */
export const DRIP_HEADER = [
  'date',
  'temperature.value',
  'temperature.exclude',
  'temperature.time',
  'temperature.note',
  'bleeding.value',
  'bleeding.exclude',
  'mucus.feeling',
  'mucus.texture',
  'mucus.value',
  'mucus.exclude',
  'cervix.opening',
  'cervix.firmness',
  'cervix.position',
  'cervix.exclude',
  'note.value',
  'desire.value',
  'sex.solo',
  'sex.partner',
  'sex.condom',
  'sex.pill',
  'sex.iud',
  'sex.patch',
  'sex.ring',
  'sex.implant',
  'sex.diaphragm',
  'sex.none',
  'sex.other',
  'sex.note',
  'pain.cramps',
  'pain.ovulationPain',
  'pain.headache',
  'pain.backache',
  'pain.nausea',
  'pain.tenderBreasts',
  'pain.migraine',
  'pain.other',
  'pain.note',
  'mood.happy',
  'mood.sad',
  'mood.stressed',
  'mood.balanced',
  'mood.fine',
  'mood.anxious',
  'mood.energetic',
  'mood.fatigue',
  'mood.angry',
  'mood.other',
  'mood.note',
] as const

/**
 * The columns read (issue 60, item 3): only their cells are checked for a formula, so a note
 * starting with "+" or "=" no longer drops its day; every other column, drip's or one a later drip
 * adds, is ignored, never read and never written back; the preview names it when a row holds
 * something in it (decision 073).
 */
const READ_COLUMNS = [
  'date',
  'bleeding.value',
  'bleeding.exclude',
  'temperature.value',
  'temperature.exclude',
  'temperature.time',
  'mucus.feeling',
  'mucus.texture',
  'mucus.value',
  'mucus.exclude',
  'cervix.opening',
  'cervix.firmness',
  'cervix.position',
  'sex.partner',
] as const

/**
 * The note, read as text and never checked for a formula: it is the visitor's own words, which
 * nothing here runs; written back, it is made safe for a spreadsheet (`noteCell`).
 */
const NOTE_COLUMN = 'note.value'

/** More data rows than this (274 years of days) is not a log: the file is refused unread. */
export const MAX_CSV_ROWS = 100_000

/**
 * drip's codes, by position (jfr3000/drip, i18n/en/cycle-day.js): feeling 0 dry, 1 nothing, 2 wet,
 * 3 slippery; texture 0 nothing, 1 creamy, 2 egg white. drip's "wet" is our "moist" (f) and its
 * "slippery" our "wet or slippery" (S+): drip's lib/nfp-mucus.js gives them the values 2 and 4,
 * as `MUCUS_FEELING_VALUE` does ours.
 */
const DRIP_FEELINGS: readonly MucusFeeling[] = ['dry', 'nothing', 'moist', 'wet']
const DRIP_TEXTURES: readonly MucusAppearance[] = ['nothing', 'creamy', 'eggWhite']

/**
 * The flow written for a day of a logged period with no bleeding logged on it. drip requires one
 * (0 spotting, 1 light, 2 medium, 3 heavy: db/schemas/4.js, i18n/en/cycle-day.js), so such a day is
 * written "medium", the middle value, and comes back "medium" if the file is read here again; a day
 * with its bleeding logged is written as logged (decision 072).
 */
export const EXPORTED_FLOW = 2

/** Why a whole CSV cannot be read. */
export type DripFileProblem =
  | 'cycles.import.empty'
  | 'cycles.import.tooLarge'
  | 'signs.csv.encoding'
  | 'signs.csv.tooManyRows'
  | 'signs.csv.header'
  | 'signs.csv.quote'

/** Why one row was left out. */
export type DripLineProblem =
  | 'cycles.import.badDate'
  | 'cycles.future'
  | 'cycles.tooOld'
  | 'signs.future'
  | 'signs.csv.formula'
  | 'signs.csv.badValue'
  | 'signs.csv.badTime'
  | 'signs.csv.duplicate'
  | 'signs.noteTooLong'
  | TemperatureProblem

export interface DripFile {
  periods: StoredPeriod[]
  /** Bleeding days drip marks `exclude`: spotting, not a period, and not read as one. */
  spotting: number
  days: StoredDay[]
  /** The first LISTED_REJECTIONS rows left out. */
  rejected: Rejected<DripLineProblem>[]
  rejectedCount: number
  /**
   * The columns, drip's or others, that hold something in a row and are not read (pain, mood,
   * desire, a later drip's), named in the preview (decision 073); absent when there are none.
   */
  unread?: UnreadColumns
}

/**
 * A cell a spreadsheet would run as a formula (OWASP, "CSV Injection": cells beginning with
 * = + - @, a tab or a carriage return), spaces before it included. drip never writes one: its
 * values are dates, numbers, true/false and times.
 */
export const isFormulaCell = (cell: string) => /^[\t\r]|^ *[=+\-@]/.test(cell)

/**
 * The log as drip's CSV: a row per day with bleeding, a temperature, mucus, the cervix, sex or a
 * note, oldest first. LH and pregnancy tests have no column in drip's file and are left out.
 */
export function dripCsvText(periods: readonly StoredPeriod[], days: readonly StoredDay[]): string {
  const rows = new Map<string, Map<string, string>>()
  const row = (date: string) => {
    const cells = rows.get(date) ?? new Map<string, string>()
    rows.set(date, cells)
    return cells
  }
  const flows = new Map(days.flatMap((day) => (day.bleeding ? [[day.date, day.bleeding] as const] : [])))
  // Every period is a period in drip: its `bleeding.exclude` says "spotting", not "leave this
  // cycle out of the statistics", which drip's file has no place for (decision 071).
  for (const { start, end } of periods) {
    const first = Temporal.PlainDate.from(start)
    const length = end ? first.until(Temporal.PlainDate.from(end)).days : 0
    for (let day = 0; day <= length; day++) {
      const date = first.add({ days: day }).toString()
      const flow = flows.get(date)
      row(date).set('bleeding.value', String(flow ? BLEEDINGS.indexOf(flow) : EXPORTED_FLOW))
      row(date).set('bleeding.exclude', 'false')
      flows.delete(date)
    }
  }
  // Bleeding outside a period is drip's excluded bleeding: seen, and no period (decision 071).
  for (const [date, flow] of flows) {
    row(date).set('bleeding.value', String(BLEEDINGS.indexOf(flow)))
    row(date).set('bleeding.exclude', 'true')
  }
  for (const { date, temperature, mucus, cervix, sex } of days) {
    if (temperature) {
      const cells = row(date)
      cells.set('temperature.value', (temperature.hundredths / 100).toFixed(2))
      cells.set('temperature.exclude', String(temperature.disturbed))
      if (temperature.time) cells.set('temperature.time', temperature.time)
    }
    if (mucus) {
      const cells = row(date)
      cells.set('mucus.feeling', String(DRIP_FEELINGS.indexOf(mucus.feeling)))
      cells.set('mucus.texture', String(DRIP_TEXTURES.indexOf(mucus.appearance)))
      cells.set('mucus.value', String(mucusValue(mucus)))
      cells.set('mucus.exclude', String(mucus.excluded === true))
    }
    if (cervix) {
      const cells = row(date)
      // drip's codes are the words' places (i18n/en/cycle-day.js: opening closed, medium, open;
      // firmness hard, soft; position low, medium, high), as `CERVIX_WORDS` lists them.
      for (const field of CERVIX_FIELDS) {
        const word = cervix[field]
        if (word)
          cells.set(`cervix.${field}`, String((CERVIX_WORDS[field] as readonly string[]).indexOf(word)))
      }
      cells.set('cervix.exclude', 'false')
    }
    if (sex) row(date).set('sex.partner', 'true')
  }
  for (const { date, note } of days) if (note) row(date).set(NOTE_COLUMN, noteCell(note))
  const lines = [...rows.keys()]
    .sort()
    .map((date) =>
      DRIP_HEADER.map((column) => (column === 'date' ? date : (row(date).get(column) ?? ''))).join(','),
    )
  return `${[DRIP_HEADER.join(','), ...lines].join('\n')}\n`
}

/**
 * A note as a CSV cell: with a leading ' where a spreadsheet would run it as a formula (OWASP, "CSV
 * Injection"), and quoted where it holds a comma, a quote or a line break.
 */
function noteCell(note: string): string {
  const safe = isFormulaCell(note) ? `'${note}` : note
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/**
 * Reads drip's CSV, or says why not, reading nothing: a file over MAX_IMPORT_BYTES or with more
 * than MAX_CSV_ROWS rows, text that is not UTF-8 (replacement characters, or the NUL bytes of
 * UTF-16 or a binary file), a quote never closed, a header without drip's date and another of its
 * columns, or with a column twice. The columns not read that hold something are named (`unread`).
 * A row is left out, with its reason, when a cell is a formula, a value is not one drip writes,
 * or its date is not a date, repeated or after `today`; a row holding none of our columns is
 * skipped. `bytes` is the file's size; without it, that of the text in UTF-8.
 */
export function parseDripCsv(
  raw: string,
  today: Temporal.PlainDate,
  bytes = new TextEncoder().encode(raw).length,
): DripFile | { problem: DripFileProblem } {
  if (bytes > MAX_IMPORT_BYTES) return { problem: 'cycles.import.tooLarge' }
  const text = raw.replace(/^\uFEFF/, '')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a NUL (UTF-16, a binary file) is what is refused.
  if (/[\u0000\uFFFD]/.test(text)) return { problem: 'signs.csv.encoding' }
  if (text.trim() === '') return { problem: 'cycles.import.empty' }
  const read = csvRecords(text)
  if (typeof read === 'string') return { problem: read }
  const [header, ...rows] = read
  const names = header?.fields.map((name) => name.trim()) ?? []
  if (!isDripHeader(names) || new Set(names).size !== names.length) return { problem: 'signs.csv.header' }
  const rejected = rejections<DripLineProblem>()
  const bleeding: BleedingDay<number>[] = []
  let spotting = 0
  const days: StoredDay[] = []
  const seen = new Set<string>()
  for (const { line, fields } of rows) {
    const cells = new Map(names.map((name, index) => [name, (fields[index] ?? '').trim()]))
    const row = readRow(cells, today)
    if (row === null) continue
    if (typeof row === 'string') {
      rejected.reject(line, row)
      continue
    }
    if (seen.has(row.date)) {
      rejected.reject(line, 'signs.csv.duplicate')
      continue
    }
    seen.add(row.date)
    if (row.bleeding?.excluded) spotting++
    else if (row.bleeding) bleeding.push({ line, date: Temporal.PlainDate.from(row.date) })
    if (row.day) days.push(row.day)
  }
  const periods = bleedingRuns(bleeding).map(({ start, end }) =>
    end
      ? { start: start.toString(), end: end.toString(), excluded: false }
      : { start: start.toString(), excluded: false },
  )
  const unread = unreadColumns(
    names.filter(
      (name, index) => !READ.has(name) && rows.some(({ fields }) => holdsSomething(fields[index] ?? '')),
    ),
  )
  return {
    periods,
    spotting,
    days: days.sort((a, b) => compareIsoDates(a.date, b.date)),
    rejected: rejected.listed,
    rejectedCount: rejected.count(),
    ...(unread.names.length > 0 ? { unread } : {}),
  }
}

/**
 * The columns never named as not read: the ones read (their cells checked, and the note), and
 * drip's `isCycleStart`, which drip works out itself from the bleeding days and ignores on import
 * (db/index.js: `maybeSetNewCycleStart`, and "we cannot know this yet, gets detected afterwards"),
 * so it holds nothing the visitor logged that the bleeding columns do not bring.
 */
const READ: ReadonlySet<string> = new Set([...READ_COLUMNS, NOTE_COLUMN, 'isCycleStart'])

/**
 * Whether a cell of a column not read holds something the visitor would lose: drip writes an
 * empty cell, or `false`, for what was not logged (its own export, and ours, write
 * `cervix.exclude=false` beside every cervix), so neither is named (decision 073).
 */
const holdsSomething = (cell: string) => {
  const value = cell.trim()
  return value !== '' && value.toLowerCase() !== 'false'
}

interface Row {
  date: string
  bleeding?: { excluded: boolean; flow: Bleeding }
  day?: StoredDay
}

/** One row: what it holds, why it is left out, or null when it holds none of our columns. */
function readRow(
  cells: ReadonlyMap<string, string>,
  today: Temporal.PlainDate,
): Row | DripLineProblem | null {
  const cell = (name: string) => cells.get(name) ?? ''
  if (READ_COLUMNS.some((name) => isFormulaCell(cell(name)))) return 'signs.csv.formula'
  const held = [
    'bleeding.value',
    'temperature.value',
    'mucus.feeling',
    'mucus.texture',
    'mucus.value',
    'cervix.opening',
    'cervix.firmness',
    'cervix.position',
    'sex.partner',
    NOTE_COLUMN,
  ]
  const date = parseIsoDate(cell('date'))
  if (!held.some((name) => cell(name) !== ''))
    return date || cell('date') === '' ? null : 'cycles.import.badDate'
  if (!date) return 'cycles.import.badDate'
  const bleeding = readBleeding(cell)
  const temperature = readTemperatureCells(cell)
  const mucus = readMucus(cell)
  const cervix = readCervix(cell)
  const sex = flag(cell('sex.partner'))
  if (sex === null) return 'signs.csv.badValue'
  for (const part of [bleeding, temperature, mucus, cervix]) if (typeof part === 'string') return part
  if (Temporal.PlainDate.compare(date, today) > 0) return bleeding ? 'cycles.future' : 'signs.future'
  if (beforeEarliest(date)) return 'cycles.tooOld'
  const written = cell(NOTE_COLUMN)
  const note = cleanNote(written)
  if (written && !note && written.length > NOTE_MAX) return 'signs.noteTooLong'
  const flow = typeof bleeding === 'object' ? bleeding.flow : undefined
  const signs = { temperature, mucus, bleeding: flow, cervix, note, ...(sex ? { sex } : {}) }
  const day = Object.values(signs).some(Boolean) ? cleanDay({ date: date.toString(), ...signs }) : null
  return {
    date: date.toString(),
    ...(bleeding && typeof bleeding === 'object' ? { bleeding } : {}),
    ...(day ? { day } : {}),
  }
}

type Cell = (name: string) => string

/** drip's booleans, as its importer reads them: "true" or "false" in any case; empty is false. */
function flag(value: string): boolean | null {
  const lower = value.toLowerCase()
  if (lower === '' || lower === 'false') return false
  return lower === 'true' ? true : null
}

/** A whole number from 0 to `max`, as drip writes its codes. */
const code = (value: string, max: number) =>
  /^\d$/.test(value) && Number(value) <= max ? Number(value) : null

function readBleeding(cell: Cell): { excluded: boolean; flow: Bleeding } | undefined | DripLineProblem {
  if (cell('bleeding.value') === '') return undefined
  const excluded = flag(cell('bleeding.exclude'))
  const flow = BLEEDINGS[code(cell('bleeding.value'), 3) ?? -1]
  if (!flow || excluded === null) return 'signs.csv.badValue'
  return { excluded, flow }
}

/**
 * drip's cervix, each observation by its code; drip's `cervix.exclude` (leave it out of drip's
 * rules) is not kept, as no rule here reads the cervix (decision 072).
 */
function readCervix(cell: Cell): Cervix | undefined | DripLineProblem {
  const cervix: Cervix = {}
  for (const field of CERVIX_FIELDS) {
    const value = cell(`cervix.${field}`)
    if (value === '') continue
    const word = CERVIX_WORDS[field][code(value, CERVIX_WORDS[field].length - 1) ?? -1]
    if (!word) return 'signs.csv.badValue'
    Object.assign(cervix, { [field]: word })
  }
  return Object.keys(cervix).length > 0 ? cervix : undefined
}

/**
 * drip's temperature is in °C (its chart and labels: "°C"); a value with more than two decimals is
 * rounded to the hundredth the log keeps, as a typed one is (`toHundredths`).
 */
function readTemperatureCells(
  cell: Cell,
): { hundredths: number; time?: string; disturbed: boolean } | undefined | DripLineProblem {
  const value = cell('temperature.value')
  if (value === '') return undefined
  const disturbed = flag(cell('temperature.exclude'))
  if (!/^\d+(\.\d+)?$/.test(value) || disturbed === null) return 'signs.csv.badValue'
  const hundredths = toHundredths(Number(value), 'C')
  const problem = temperatureProblem(hundredths)
  if (problem) return problem
  const time = cell('temperature.time')
  if (time !== '' && !isTimeOfDay(time)) return 'signs.csv.badTime'
  return { hundredths, ...(time ? { time } : {}), disturbed }
}

/**
 * drip's mucus needs both a feeling and a texture (its value is computed from the two, and is
 * empty without either: lib/nfp-mucus.js); a value that disagrees with them is not drip's.
 */
function readMucus(
  cell: Cell,
): { feeling: MucusFeeling; appearance: MucusAppearance; excluded?: true } | undefined | DripLineProblem {
  const [feelingCell, textureCell, valueCell] = ['mucus.feeling', 'mucus.texture', 'mucus.value'].map(cell)
  if (feelingCell === '' && textureCell === '' && valueCell === '') return undefined
  const feeling = DRIP_FEELINGS[code(feelingCell ?? '', 3) ?? -1]
  const appearance = DRIP_TEXTURES[code(textureCell ?? '', 2) ?? -1]
  const excluded = flag(cell('mucus.exclude'))
  if (!feeling || !appearance || excluded === null) return 'signs.csv.badValue'
  if (valueCell !== '' && Number(valueCell) !== mucusValue({ feeling, appearance }))
    return 'signs.csv.badValue'
  return { feeling, appearance, ...(excluded ? { excluded: true as const } : {}) }
}

/**
 * The file's records as RFC 4180 reads them: commas between fields, a field in double quotes may
 * hold commas, line breaks and doubled quotes; CRLF, LF or CR end a record. Each record carries
 * the line it starts on; blank lines are skipped. Refuses a quote never closed (it would swallow
 * the rest of the file) and more than MAX_CSV_ROWS records after the header, counting as it goes.
 */
function csvRecords(
  text: string,
): { line: number; fields: string[] }[] | 'signs.csv.quote' | 'signs.csv.tooManyRows' {
  const records: { line: number; fields: string[] }[] = []
  let fields: string[] = []
  let field = ''
  let line = 1
  let start = 1
  let quoted = false
  const endRecord = () => {
    fields.push(field)
    if (fields.length > 1 || fields[0] !== '') records.push({ line: start, fields })
    fields = []
    field = ''
  }
  for (let at = 0; at < text.length; at++) {
    const char = text[at]
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"'
        at++
      } else if (char === '"') quoted = false
      else {
        if (char === '\n' || (char === '\r' && text[at + 1] !== '\n')) line++
        field += char
      }
      continue
    }
    if (char === '"' && field.trim() === '') {
      quoted = true
      field = ''
    } else if (char === ',') {
      fields.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at++
      endRecord()
      if (records.length > MAX_CSV_ROWS + 1) return 'signs.csv.tooManyRows'
      line++
      start = line
    } else field += char
  }
  if (quoted) return 'signs.csv.quote'
  endRecord()
  if (records.length > MAX_CSV_ROWS + 1) return 'signs.csv.tooManyRows'
  return records
}

/** drip's own columns, as its export names them, and the older `isCycleStart` (db/schemas/4.js). */
const DRIP_COLUMNS: ReadonlySet<string> = new Set([...DRIP_HEADER, 'isCycleStart'])

/**
 * A header drip wrote: its date and at least one other of its columns, in any order and any
 * subset, as drip reads them (`validateHeaders`, lib/import-export/import-from-csv.js). Other
 * columns, a later drip's too, are ignored (issue 60, item 3). A CSV without any of drip's columns
 * is some other tracker's, read by its date column.
 */
export function isDripHeader(names: readonly string[]): boolean {
  return names.includes('date') && names.some((name) => name !== 'date' && DRIP_COLUMNS.has(name))
}
