import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  cycleLogMachine,
  type LogChange,
  type Persistence,
  type StoredPeriod,
} from '../../client/machines/cycleLogMachine.ts'
import { dripCsvText } from '../../core/calc/body-signs/drip-csv.ts'
import type { StoredDay } from '../../core/calc/body-signs/stored-day.ts'
import { cycleFileText } from '../../core/calc/cycle-file.ts'
import { Temporal } from '../../core/calc/temporal.ts'
import { transitionTable } from './support/model.ts'

const today = '2026-11-25'
/** Our file, version 2, holding one day of signs and no period. */
const daysFile = cycleFileText(
  [],
  [{ date: '2026-11-02', temperature: { hundredths: 3655, disturbed: false } }],
  today,
)
const pending = <T, I = unknown>() => fromPromise<T, I>(() => new Promise(() => {}))

describe('cycleLogMachine, model-based', () => {
  const machine = cycleLogMachine.provide({
    actors: {
      load: pending<StoredPeriod[]>(),
      save: pending<StoredPeriod[], LogChange>(),
      persist: pending<Persistence>(),
      erase: pending<void>(),
    },
  })
  const log: StoredPeriod[] = [{ start: '2026-10-01', excluded: false }]
  const events = [
    { type: 'xstate.done.actor.0.cycleLog.loading', output: log },
    { type: 'xstate.error.actor.0.cycleLog.loading', error: new Error('denied') },
    { type: 'xstate.done.actor.0.cycleLog.saving', output: log },
    { type: 'xstate.error.actor.0.cycleLog.saving', error: new Error('quota') },
    { type: 'xstate.done.actor.0.cycleLog.persisting', output: 'granted' },
    { type: 'xstate.error.actor.0.cycleLog.persisting', error: new Error('unsupported') },
    { type: 'log.add', start: '2026-10-29' },
    { type: 'log.add', start: '2026-10-08' },
    { type: 'log.add', start: '2026-12-01' },
    { type: 'log.delete', start: '2026-10-01' },
    { type: 'log.undo' },
    { type: 'log.exclude', start: '2026-10-01', excluded: true },
    { type: 'log.edit', from: '2026-10-01', to: '2026-10-02' },
    { type: 'log.merge', periods: log },
    { type: 'log.confirm' },
    { type: 'log.cancel' },
    { type: 'log.changed' },
    { type: 'log.retry' },
    { type: 'log.import', text: '2026-08-01\n2026-08-29\nnot a date' },
    { type: 'log.import', text: '2026-10-01' },
    { type: 'log.import', text: 'not a log' },
    { type: 'log.import', text: null },
    { type: 'log.import', text: '', bytes: 3_000_000 },
    { type: 'log.import', text: daysFile },
    { type: 'log.export' },
    { type: 'log.export', as: 'drip' },
    { type: 'log.exportFailed' },
    { type: 'log.erase' },
    { type: 'log.erased' },
    { type: 'xstate.done.actor.0.cycleLog.erasing.deleting' },
    { type: 'xstate.error.actor.0.cycleLog.erasing.deleting', error: new Error('blocked') },
  ]

  it('loads, saves, asks before a start close to another, previews imports and asks before erasing', () => {
    expect(transitionTable(machine, events, { today })).toEqual([
      '(start)  →  loading',
      'confirming  —log.cancel→  ready',
      'confirming  —log.changed→  loading',
      'confirming  —log.confirm→  saving',
      'confirming  —log.erased→  ready',
      'loading  —xstate.done.actor.0.cycleLog.loading→  ready',
      'loading  —xstate.error.actor.0.cycleLog.loading→  unavailable',
      'persisting  —xstate.done.actor.0.cycleLog.persisting→  ready',
      'persisting  —xstate.error.actor.0.cycleLog.persisting→  ready',
      'previewing  —log.cancel→  ready',
      'previewing  —log.changed→  loading',
      'previewing  —log.confirm→  saving',
      'previewing  —log.erased→  ready',
      'previewing  —log.import→  ready',
      'ready  —log.add→  confirming',
      'ready  —log.add→  saving',
      'ready  —log.changed→  loading',
      'ready  —log.delete→  saving',
      'ready  —log.edit→  saving',
      'ready  —log.erase→  {"erasing":"asking"}',
      'ready  —log.exclude→  saving',
      'ready  —log.import→  previewing',
      'ready  —log.merge→  saving',
      'ready  —log.undo→  saving',
      // Another tab's change during a write: read again once it ends, never dropped.
      'saving  —xstate.done.actor.0.cycleLog.saving→  loading',
      'saving  —xstate.done.actor.0.cycleLog.saving→  persisting',
      'saving  —xstate.done.actor.0.cycleLog.saving→  ready',
      'saving  —xstate.error.actor.0.cycleLog.saving→  loading',
      'saving  —xstate.error.actor.0.cycleLog.saving→  ready',
      'unavailable  —log.retry→  loading',
      '{"erasing":"asking"}  —log.cancel→  ready',
      '{"erasing":"asking"}  —log.confirm→  {"erasing":"deleting"}',
      '{"erasing":"asking"}  —log.erased→  ready',
      '{"erasing":"deleting"}  —xstate.done.actor.0.cycleLog.erasing.deleting→  ready',
      '{"erasing":"deleting"}  —xstate.error.actor.0.cycleLog.erasing.deleting→  ready',
    ])
  })
})

/** A storage in memory that records each change, as the real one (idb) would apply it. */
function memoryStorage(initial: StoredPeriod[], failOn?: LogChange['kind']) {
  let periods = [...initial]
  const changes: LogChange[] = []
  return {
    changes,
    periods: () => periods,
    actors: {
      load: fromPromise<StoredPeriod[]>(async () => periods),
      save: fromPromise<StoredPeriod[], LogChange>(async ({ input }) => {
        if (input.kind === failOn) throw new Error('QuotaExceededError')
        changes.push(input)
        if (input.kind === 'add')
          periods = [
            ...periods,
            { start: input.start, ...(input.end ? { end: input.end } : {}), excluded: false },
          ]
        if (input.kind === 'delete') periods = periods.filter((p) => p.start !== input.start)
        if (input.kind === 'edit')
          periods = periods.map((p) => (p.start === input.from ? { ...p, start: input.to } : p))
        if (input.kind === 'merge') {
          const merged = new Map([...periods, ...input.periods].map((p) => [p.start, p]))
          periods = [...merged.values()].sort((a, b) => a.start.localeCompare(b.start))
        }
        return periods
      }),
      persist: fromPromise<Persistence>(async () => 'granted'),
    },
  }
}

describe('cycleLogMachine with a storage', () => {
  it('adds a valid start, asks the browser to keep the log once, and loses nothing on a failed save', async () => {
    const storage = memoryStorage([{ start: '2026-10-01', excluded: false }], 'delete')
    const actor = createActor(cycleLogMachine.provide({ actors: storage.actors }), {
      input: { today },
    }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'log.add', start: '2026-10-29' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context).toMatchObject({ persistence: 'granted', problem: null })
    expect(actor.getSnapshot().context.periods.map((p) => p.start)).toEqual(['2026-10-01', '2026-10-29'])
    // Refused before anything is written: the future, the same day twice.
    for (const [start, problem] of [
      ['2026-11-26', 'cycles.future'],
      ['2026-10-29', 'cycles.duplicate'],
      ['2026-13-01', 'cycles.invalidDate'],
    ] as const) {
      actor.send({ type: 'log.add', start })
      expect(actor.getSnapshot().context.problem).toBe(problem)
    }
    // 5 days from a logged start: a question, then saved only when confirmed.
    actor.send({ type: 'log.add', start: '2026-11-03' })
    expect(actor.getSnapshot().value).toBe('confirming')
    actor.send({ type: 'log.cancel' })
    expect(storage.changes).toHaveLength(1)
    actor.send({ type: 'log.add', start: '2026-11-03' })
    actor.send({ type: 'log.confirm' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(storage.changes.at(-1)).toEqual({ kind: 'add', start: '2026-11-03' })
    // A save that fails keeps the log as it was, with a message.
    actor.send({ type: 'log.delete', start: '2026-10-01' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.problem).toBe('cycles.saveFailed')
    expect(actor.getSnapshot().context.periods).toHaveLength(3)
    expect(storage.periods()).toHaveLength(3)
  })
  it('changes a date with the same checks as a new one, and joins a linked log to the device’s', async () => {
    const storage = memoryStorage([
      { start: '2026-09-03', excluded: false },
      { start: '2026-10-01', excluded: false },
    ])
    const actor = createActor(cycleLogMachine.provide({ actors: storage.actors }), {
      input: { today },
    }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    // Onto another logged start, or into the future: refused, nothing written.
    actor.send({ type: 'log.edit', from: '2026-10-01', to: '2026-09-03' })
    expect(actor.getSnapshot().context.problem).toBe('cycles.duplicate')
    actor.send({ type: 'log.edit', from: '2026-10-01', to: '2026-12-01' })
    expect(actor.getSnapshot().context.problem).toBe('cycles.future')
    // A day later is checked without the entry it replaces: no "same period?" question about itself.
    actor.send({ type: 'log.edit', from: '2026-10-01', to: '2026-10-02' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(storage.changes).toEqual([{ kind: 'edit', from: '2026-10-01', to: '2026-10-02' }])
    expect(actor.getSnapshot().context.periods.map((p) => p.start)).toEqual(['2026-09-03', '2026-10-02'])

    // A link's dates join the log; the log keeps its own.
    actor.send({
      type: 'log.merge',
      periods: [
        { start: '2026-09-03', excluded: true },
        { start: '2026-10-30', excluded: false },
      ],
    })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.periods).toEqual([
      { start: '2026-09-03', excluded: true },
      { start: '2026-10-02', excluded: false },
      { start: '2026-10-30', excluded: false },
    ])
    // More than a log can hold: refused whole.
    const many = Array.from({ length: 240 }, (_, i) => ({
      start: `2000-${String((i % 12) + 1).padStart(2, '0')}-${String(Math.floor(i / 12) + 1).padStart(2, '0')}`,
      excluded: false,
    }))
    actor.send({ type: 'log.merge', periods: many })
    expect(actor.getSnapshot().context.problem).toBe('cycles.full')
    expect(storage.periods()).toHaveLength(3)
  })
  it('logs a last day with a period, refusing one that cannot be', async () => {
    const storage = memoryStorage([{ start: '2026-10-01', excluded: false }])
    const actor = createActor(cycleLogMachine.provide({ actors: storage.actors }), {
      input: { today },
    }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    for (const end of ['2026-10-28', '2026-11-13', '2026-11-26', 'soon']) {
      actor.send({ type: 'log.add', start: '2026-10-29', end })
      expect(actor.getSnapshot().context.problem, end).toBe('cycles.invalidEnd')
    }
    expect(storage.changes).toEqual([])
    actor.send({ type: 'log.add', start: '2026-10-29', end: '2026-11-02' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(storage.changes).toEqual([{ kind: 'add', start: '2026-10-29', end: '2026-11-02' }])
    // The earlier period may not be given a last day that runs into the later one.
    actor.send({ type: 'log.edit', from: '2026-10-01', to: '2026-10-01', end: '2026-10-29' })
    expect(actor.getSnapshot().context.problem).toBe('cycles.invalidEnd')
  })
})

describe('cycleLogMachine: import, export and erase', () => {
  const start = async (initial: StoredPeriod[], failOn?: LogChange['kind'], eraseFails = false) => {
    const storage = memoryStorage(initial, failOn)
    const downloads: { periods: StoredPeriod[]; today: string; as: string }[] = []
    let erased = 0
    const actor = createActor(
      cycleLogMachine.provide({
        actors: {
          ...storage.actors,
          erase: fromPromise<void>(async () => {
            if (eraseFails) throw new Error('blocked')
            erased++
          }),
        },
        actions: { download: (_, file) => downloads.push(file) },
      }),
      { input: { today } },
    ).start()
    await waitFor(actor, (s) => s.matches('ready'))
    return { actor, storage, downloads, erased: () => erased }
  }
  const log: StoredPeriod[] = [
    { start: '2026-08-01', end: '2026-08-05', excluded: false },
    { start: '2026-08-29', excluded: false },
  ]

  it('shows what a file changes, writes nothing until confirmed, then merges it in one change', async () => {
    const { actor, storage } = await start(log)
    actor.send({ type: 'log.import', text: '2026-07-04\n2026-08-01\n03/09/2026\n2026-09-26' })
    const { preview } = actor.getSnapshot().context
    expect(actor.getSnapshot().value).toBe('previewing')
    expect(preview?.plan).toMatchObject({ unchanged: 1, changed: [] })
    expect(preview?.plan.added.map((p) => p.start)).toEqual(['2026-07-04', '2026-09-26'])
    expect(preview?.file.rejected).toEqual([{ line: 3, problem: 'cycles.import.badDate' }])
    expect(storage.changes).toEqual([])
    // Cancelled: nothing written, nothing left on screen.
    actor.send({ type: 'log.cancel' })
    expect(actor.getSnapshot().context).toMatchObject({ preview: null, pending: null })
    expect(storage.changes).toEqual([])
    // Again, confirmed: one merge of exactly the new dates; the log keeps its last day.
    actor.send({ type: 'log.import', text: '2026-07-04\n2026-08-01\n2026-09-26' })
    actor.send({ type: 'log.confirm' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(storage.changes).toEqual([
      {
        kind: 'merge',
        periods: [
          { start: '2026-07-04', excluded: false },
          { start: '2026-09-26', excluded: false },
        ],
        days: [],
      },
    ])
    expect(actor.getSnapshot().context.periods).toEqual([
      { start: '2026-07-04', excluded: false },
      { start: '2026-08-01', end: '2026-08-05', excluded: false },
      { start: '2026-08-29', excluded: false },
      { start: '2026-09-26', excluded: false },
    ])
  })

  it('keeps a logged last day the file gives otherwise, unless the visitor chooses the file’s (issue 60, item 3)', async () => {
    const { actor, storage } = await start(log)
    const file = cycleFileText(
      [
        { start: '2026-08-01', end: '2026-08-04', excluded: false },
        { start: '2026-08-29', end: '2026-09-02', excluded: false },
      ],
      [],
      today,
    )
    actor.send({ type: 'log.import', text: file })
    const kept = actor.getSnapshot().context
    expect(kept.preview?.plan.otherEnds).toEqual([
      { start: '2026-08-01', logged: '2026-08-05', file: '2026-08-04' },
    ])
    expect(kept.preview?.fileEnds).toBe(false)
    // The period without a last day gets the file's; the logged 5 August stays.
    expect(kept.preview?.plan).toMatchObject({
      changed: [{ start: '2026-08-29', end: '2026-09-02', excluded: false }],
      unchanged: 1,
    })
    actor.send({ type: 'log.fileEnds', use: true })
    expect(actor.getSnapshot().context.preview?.plan.changed).toEqual([
      { start: '2026-08-01', end: '2026-08-04', excluded: false },
      { start: '2026-08-29', end: '2026-09-02', excluded: false },
    ])
    actor.send({ type: 'log.fileEnds', use: false })
    actor.send({ type: 'log.confirm' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(storage.changes).toEqual([
      { kind: 'merge', periods: [{ start: '2026-08-29', end: '2026-09-02', excluded: false }], days: [] },
    ])
    expect(actor.getSnapshot().context.periods[0]).toEqual({
      start: '2026-08-01',
      end: '2026-08-05',
      excluded: false,
    })
  })

  it('refuses a file it cannot import with its reason, and keeps the log', async () => {
    const { actor, storage } = await start(log)
    const many = Array.from({ length: 239 }, (_, i) =>
      Temporal.PlainDate.from('2000-01-01')
        .add({ days: 28 * i })
        .toString(),
    )
    for (const [text, problem] of [
      ['', 'cycles.import.empty'],
      ['<script>alert(1)</script>', 'cycles.import.notOurs'],
      [null, 'cycles.import.unreadable'],
      [many.join('\n'), 'cycles.import.full'],
    ] as const) {
      actor.send({ type: 'log.import', text })
      expect(actor.getSnapshot().value).toBe('ready')
      expect(actor.getSnapshot().context.problem).toBe(problem)
    }
    // A file with nothing new is shown, but there is nothing to confirm.
    actor.send({ type: 'log.import', text: '2026-08-29' })
    expect(actor.getSnapshot().value).toBe('previewing')
    actor.send({ type: 'log.confirm' })
    expect(actor.getSnapshot().value).toBe('previewing')
    expect(storage.changes).toEqual([])
  })

  it('a failed import write loses nothing', async () => {
    const { actor, storage } = await start(log, 'merge')
    actor.send({ type: 'log.import', text: '2026-09-26' })
    actor.send({ type: 'log.confirm' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.problem).toBe('cycles.saveFailed')
    expect(actor.getSnapshot().context.periods).toEqual(log)
    expect(storage.periods()).toEqual(log)
  })

  it('downloads the log as it is, with the injected today', async () => {
    const { actor, downloads } = await start(log)
    actor.send({ type: 'log.export' })
    actor.send({ type: 'log.export', as: 'drip' })
    expect(downloads).toEqual([
      { periods: log, today, as: 'ours' },
      { periods: log, today, as: 'drip' },
    ])
  })

  it('a file that could not be made says so, and changes nothing', async () => {
    const { actor, storage } = await start(log)
    actor.send({ type: 'log.exportFailed' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.problem).toBe('cycles.exportFailed')
    expect(actor.getSnapshot().context.periods).toEqual(log)
    expect(storage.periods()).toEqual(log)
    // Asked again, the file is made afresh, and the old answer goes.
    actor.send({ type: 'log.export' })
    expect(actor.getSnapshot().context.problem).toBeNull()
  })

  // Decision 058: a day already logged is merged field by field, the file's signs over the log's.
  const logged: StoredDay[] = [
    { date: '2026-08-10', temperature: { hundredths: 3640, disturbed: false }, lh: 'positive' },
    { date: '2026-08-11', temperature: { hundredths: 3670, time: '06:30', disturbed: false } },
  ]
  const fileDays: StoredDay[] = [
    { date: '2026-08-09', mucus: { feeling: 'wet', appearance: 'eggWhite' } },
    { date: '2026-08-10', temperature: { hundredths: 3645, disturbed: true } },
    { date: '2026-08-11', temperature: { hundredths: 3670, time: '06:30', disturbed: false } },
  ]

  it('shows the days a file adds, replaces and already holds, and writes them with its periods in one merge', async () => {
    const { actor, storage } = await start(log)
    const file = cycleFileText([{ start: '2026-09-26', excluded: false }], fileDays, today)
    actor.send({ type: 'log.import', text: file, days: logged })
    const plan = actor.getSnapshot().context.preview?.plan
    expect(plan?.days).toEqual({
      added: [fileDays[0]],
      // The logged LH test stays: the file says nothing of it.
      replaced: [{ date: '2026-08-10', lh: 'positive', temperature: { hundredths: 3645, disturbed: true } }],
      identical: 1,
    })
    expect(storage.changes).toEqual([])
    actor.send({ type: 'log.confirm' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(storage.changes).toEqual([
      {
        kind: 'merge',
        periods: [{ start: '2026-09-26', excluded: false }],
        days: [...(plan?.days.added ?? []), ...(plan?.days.replaced ?? [])],
      },
    ])
  })

  it('imports drip’s CSV of days alone, with nothing to add among the periods', async () => {
    const { actor, storage } = await start([])
    actor.send({ type: 'log.import', text: dripCsvText([], fileDays), days: [] })
    expect(actor.getSnapshot().context.preview?.plan.days.added.map((day) => day.date)).toEqual([
      '2026-08-09',
      '2026-08-10',
      '2026-08-11',
    ])
    actor.send({ type: 'log.confirm' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(storage.changes).toMatchObject([{ kind: 'merge', periods: [] }])
    expect((storage.changes[0] as { days: StoredDay[] }).days).toHaveLength(3)
  })

  it('refuses a drip CSV it cannot read with its reason, and writes nothing', async () => {
    const { actor, storage } = await start(log)
    const header = dripCsvText([], []).trim()
    for (const [text, problem] of [
      [`${header}\n"2026-08-09,,`, 'signs.csv.quote'],
      [`\uFFFD${header}`, 'signs.csv.encoding'],
      // 100,001 rows of one empty cell each: under the size cap, over the rows'.
      [`${header}\n${',\n'.repeat(100_001)}`, 'signs.csv.tooManyRows'],
    ] as const) {
      actor.send({ type: 'log.import', text })
      expect(actor.getSnapshot().context.problem).toBe(problem)
    }
    expect(storage.changes).toEqual([])
  })

  it('asks once before deleting everything, and keeps the log when deletion fails', async () => {
    const { actor, erased } = await start(log)
    actor.send({ type: 'log.erase' })
    expect(actor.getSnapshot().matches({ erasing: 'asking' })).toBe(true)
    actor.send({ type: 'log.cancel' })
    expect(actor.getSnapshot().context.periods).toEqual(log)
    expect(erased()).toBe(0)
    actor.send({ type: 'log.erase' })
    actor.send({ type: 'log.confirm' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(erased()).toBe(1)
    expect(actor.getSnapshot().context.periods).toEqual([])

    const failing = await start(log, undefined, true)
    failing.actor.send({ type: 'log.erase' })
    failing.actor.send({ type: 'log.confirm' })
    await waitFor(failing.actor, (s) => s.matches('ready'))
    expect(failing.actor.getSnapshot().context).toMatchObject({ periods: log, problem: 'cycles.eraseFailed' })
  })

  it('empties the log when another tab deleted it, without reading storage again', async () => {
    const { actor } = await start(log)
    actor.send({ type: 'log.import', text: '2026-09-26' })
    actor.send({ type: 'log.erased' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context).toMatchObject({ periods: [], preview: null })
  })

  it('reads the log again after a write during which another tab changed it', async () => {
    // The other tab's period is in storage; this tab's write is held until the test lets it end.
    let stored: StoredPeriod[] = [{ start: '2026-09-01', excluded: false }]
    let finish = () => {}
    const actor = createActor(
      cycleLogMachine.provide({
        actors: {
          load: fromPromise(async () => stored),
          save: fromPromise<StoredPeriod[], LogChange>(
            ({ input }) =>
              new Promise((resolve) => {
                // The write reads the log as it was when it began: the other tab's change comes after.
                const seen = [...stored]
                finish = () => {
                  const added = input.kind === 'add' ? [{ start: input.start, excluded: false }] : []
                  stored = [...stored, ...added]
                  resolve([...seen, ...added])
                }
              }),
          ),
          persist: fromPromise<Persistence>(async () => 'granted'),
          erase: fromPromise(async () => {}),
        },
      }),
      { input: { today } },
    ).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'log.add', start: '2026-10-01' })
    stored = [...stored, { start: '2026-10-29', excluded: false }]
    actor.send({ type: 'log.changed' })
    finish()
    await waitFor(actor, (s) => s.matches('ready') && s.context.periods.length === 3)
    expect(
      actor
        .getSnapshot()
        .context.periods.map((period) => period.start)
        .sort(),
    ).toEqual(['2026-09-01', '2026-10-01', '2026-10-29'])
  })
})
