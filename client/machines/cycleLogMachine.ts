import { type ActorRef, assign, fromPromise, type Snapshot, setup } from 'xstate'
import type { StoredDay } from '../../core/calc/body-signs/stored-day.ts'
import {
  type CycleFile,
  type CycleFileProblem,
  type ImportPlan,
  importPlan,
  parseCycleFile,
} from '../../core/calc/cycle-file.ts'
import {
  beforeEarliest,
  type LoggedPeriod,
  MAX_PERIODS,
  newPeriodProblem,
  type StoredPeriod,
} from '../../core/calc/cycle-log.ts'
import { parseIsoDate } from '../../core/calc/temporal.ts'

export type { StoredPeriod }

/** The stored log as the calculations take it; an entry that is not a date is left out. */
export function loggedPeriods(periods: readonly StoredPeriod[]): LoggedPeriod[] {
  return periods.flatMap((period) => {
    const start = parseIsoDate(period.start)
    const end = parseIsoDate(period.end)
    // A start before 1900 kept by an older version is no period anyone logged: left out, so no
    // cycle of 740,000 days is ever drawn (security review, medium 1).
    if (!start || beforeEarliest(start)) return []
    return [end ? { start, end, excluded: period.excluded } : { start, excluded: period.excluded }]
  })
}

/** The log as the device keeps it: no `end` key at all without a last day. */
export function storedPeriods(periods: readonly LoggedPeriod[]): StoredPeriod[] {
  return periods.map(({ start, end, excluded }) =>
    end ? { start: start.toString(), end: end.toString(), excluded } : { start: start.toString(), excluded },
  )
}

/** A change to the log, applied by the injected storage in one transaction. */
export type LogChange =
  | { kind: 'add'; start: string; end?: string }
  | { kind: 'delete'; start: string }
  | { kind: 'exclude'; start: string; excluded: boolean }
  | { kind: 'edit'; from: string; to: string; end?: string }
  /**
   * Dates from a link or a file join the log; a date already logged takes the link's mark. A
   * file's days join too, in the same transaction: a day already logged is merged field by field,
   * the file's signs over the log's (decision 058).
   */
  | { kind: 'merge'; periods: StoredPeriod[]; days?: StoredDay[] }

/** The files "Your data" downloads: ours (JSON, version 2) or drip's CSV. */
export type ExportFormat = 'ours' | 'drip'

/** What `navigator.storage.persist()` answered: the browser may still clear the log when it is 'denied'. */
export type Persistence = 'unknown' | 'granted' | 'denied' | 'unsupported'

export type CycleLogProblem =
  | 'cycles.future'
  | 'cycles.tooOld'
  | 'cycles.duplicate'
  | 'cycles.samePeriod'
  | 'cycles.full'
  | 'cycles.invalidDate'
  | 'cycles.invalidEnd'
  | 'cycles.saveFailed'
  | CycleFileProblem
  | 'cycles.import.full'
  | 'cycles.import.unreadable'
  | 'cycles.eraseFailed'
  | 'cycles.exportFailed'

/** A file read and weighed against the log, shown to the visitor before anything is written. */
export interface ImportPreview {
  file: CycleFile
  plan: ImportPlan
  /** The file's last days chosen over the logged ones where they differ (`plan.otherEnds`). */
  fileEnds: boolean
}

/**
 * What the log tells the actor that owns it (My cycles' parent, `myCyclesMachine`): the other parts
 * of the page that must hear it. A log used alone (the calculator's "Save") tells no one.
 */
export type LogNews =
  /** "Delete everything on this device" is done: the days went with the periods. */
  | { type: 'logged.emptied' }
  /** A file's days were written with its periods. */
  | { type: 'logged.daysWritten' }

export interface CycleLogContext {
  today: string
  /** Who hears the log's news, if anyone. */
  parent: ActorRef<Snapshot<unknown>, LogNews> | null
  periods: StoredPeriod[]
  problem: CycleLogProblem | null
  /** A start 1–14 days from another, waiting for the visitor to say it is a new period. */
  pending: LogChange | null
  persistence: Persistence
  /** The file chosen for import, while the visitor decides. */
  preview: ImportPreview | null
  /** The period just deleted, as it was stored, until the next change: "Undo" puts it back. */
  deleted: StoredPeriod | null
  /** Another tab changed the log while this one was writing: it is read again once the write ends. */
  stale: boolean
}

type Event =
  | { type: 'log.add'; start: string; end?: string }
  | { type: 'log.delete'; start: string }
  /** Puts back the period just deleted, with its last day and its mark (issue 60, item 2). */
  | { type: 'log.undo' }
  | { type: 'log.exclude'; start: string; excluded: boolean }
  | { type: 'log.edit'; from: string; to: string; end?: string }
  | { type: 'log.merge'; periods: StoredPeriod[] }
  | { type: 'log.confirm' }
  | { type: 'log.cancel' }
  /** In a preview: the file's last days over the logged ones, or the logged ones kept (issue 60, item 3). */
  | { type: 'log.fileEnds'; use: boolean }
  /** Another tab changed the log: read it again. */
  | { type: 'log.changed' }
  | { type: 'log.retry' }
  /**
   * A file's text, to read and show before importing (the visitor then confirms or cancels); null
   * when the browser could not read it. `bytes` is the file's size, which alone may refuse it.
   */
  | { type: 'log.import'; text: string | null; bytes?: number; days?: readonly StoredDay[] }
  /** Our JSON file (periods and days), or drip's CSV. */
  | { type: 'log.export'; as?: ExportFormat }
  /** The file could not be made (the days could not be read): nothing was downloaded. */
  | { type: 'log.exportFailed' }
  /** "Delete everything on this device": asks once, then removes the database. */
  | { type: 'log.erase' }
  /** Another tab deleted the log. */
  | { type: 'log.erased' }
  /** The device's date: after the page loads (the server's may differ), and at the device's midnight. */
  | { type: 'log.today'; today: string }

/** Why `change` cannot be saved as it is, checked against the log without the entry it replaces. */
function problemOf(change: LogChange, periods: StoredPeriod[], today: string): CycleLogProblem | null {
  if (change.kind === 'merge') {
    const starts = new Set([...periods, ...change.periods].map((period) => period.start))
    return starts.size > MAX_PERIODS ? 'cycles.full' : null
  }
  if (change.kind !== 'add' && change.kind !== 'edit') return null
  const start = parseIsoDate(change.kind === 'add' ? change.start : change.to)
  const now = parseIsoDate(today)
  const end = change.end ? parseIsoDate(change.end) : undefined
  if (!start || !now) return 'cycles.invalidDate'
  if (end === null) return 'cycles.invalidEnd'
  const others = loggedPeriods(
    periods.filter((period) => change.kind !== 'edit' || period.start !== change.from),
  )
  return newPeriodProblem(others, start, now, end)
}

/**
 * The "My cycles" log (docs/product.md §2.10, §9.8): read from the device's storage, changed one
 * validated step at a time, with the browser asked once, at the first save, to keep it. Storage
 * and the persistence request are injected actors, so tests drive it without a browser.
 */
export const cycleLogMachine = setup({
  types: {
    context: {} as CycleLogContext,
    events: {} as Event,
    input: {} as { today: string; parent?: ActorRef<Snapshot<unknown>, LogNews> },
  },
  actors: {
    load: fromPromise<StoredPeriod[]>(async () => {
      throw new Error('cycleLogMachine: provide a load actor')
    }),
    save: fromPromise<StoredPeriod[], LogChange>(async () => {
      throw new Error('cycleLogMachine: provide a save actor')
    }),
    persist: fromPromise<Persistence>(async () => 'unsupported'),
    erase: fromPromise<void>(async () => {
      throw new Error('cycleLogMachine: provide an erase actor')
    }),
  },
  guards: {
    valid: ({ context, event }) =>
      event.type !== 'log.confirm' && problemOf(changeOf(event), context.periods, context.today) === null,
    samePeriod: ({ context, event }) =>
      problemOf(changeOf(event), context.periods, context.today) === 'cycles.samePeriod',
    notAskedYet: ({ context }) => context.persistence === 'unknown',
  },
  actions: {
    refuse: assign({
      problem: ({ context, event }) => problemOf(changeOf(event), context.periods, context.today),
    }),
    ask: assign({ pending: ({ event }) => changeOf(event), problem: 'cycles.samePeriod' as const }),
    clear: assign({ problem: null, pending: null, preview: null, deleted: null }),
    /** Keeps the period a delete removes, whole, for "Undo". */
    remember: assign({
      deleted: ({ context, event }) =>
        event.type === 'log.delete'
          ? (context.periods.find((period) => period.start === event.start) ?? null)
          : null,
    }),
    /** "Undo": the period deleted, put back as it was stored. */
    restore: assign({
      pending: ({ context }) =>
        context.deleted ? { kind: 'merge' as const, periods: [context.deleted] } : null,
      deleted: null,
      problem: null,
    }),
    /** Reads the file and plans its merge; a file that cannot be imported leaves only its problem. */
    preview: assign(({ context, event }) => {
      if (event.type !== 'log.import') return {}
      const read = readImport(event, context)
      if ('problem' in read) return { problem: read.problem, preview: null, pending: null }
      return { problem: null, preview: read, pending: mergeOf(read.plan) }
    }),
    /** The plan again with the last days chosen; the days it brings do not depend on them. */
    chooseEnds: assign(({ context, event }) => {
      if (event.type !== 'log.fileEnds' || !context.preview) return {}
      const { file, plan } = context.preview
      const periods = importPlan(context.periods, file.periods, [], [], { fileEnds: event.use })
      const chosen = { ...periods, days: plan.days }
      return { preview: { file, plan: chosen, fileEnds: event.use }, pending: mergeOf(chosen) }
    }),
    emptied: assign({ periods: [], problem: null, pending: null, preview: null, deleted: null }),
    /** Tells the owner, if there is one, that everything on this device was deleted. */
    // Plain actions rather than a guarded `sendTo` (`enqueueActions`): every page's runtime carries
    // the XState functions any island uses, and these two would add half a kilobyte to all of them.
    tellEmptied: ({ context }) => context.parent?.send({ type: 'logged.emptied' }),
    /** Tells the owner, if there is one, that a save wrote days (an import's). */
    tellSaved: ({ context: { pending, parent } }) => {
      if (pending?.kind === 'merge' && pending.days?.length) parent?.send({ type: 'logged.daysWritten' })
    },
    /** Hands the log to the browser as a file (injected: a download in the page, a record in tests). */
    download: (_, _file: { periods: StoredPeriod[]; today: string; as: ExportFormat }) => {},
  },
}).createMachine({
  id: 'cycleLog',
  context: ({ input }) => ({
    today: input.today,
    parent: input.parent ?? null,
    periods: [],
    problem: null,
    pending: null,
    persistence: 'unknown',
    preview: null,
    deleted: null,
    stale: false,
  }),
  // In every state: a save under way checks against the date it began with, the next one against this.
  on: { 'log.today': { actions: assign({ today: ({ event }) => event.today }) } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ periods: ({ event }) => event.output }) },
        onError: 'unavailable',
      },
    },
    /** Storage refused (private browsing, a blocked site, no IndexedDB): the page still computes from a link. */
    unavailable: { on: { 'log.retry': 'loading' } },
    ready: {
      on: {
        'log.add': [
          { guard: 'valid', target: 'saving', actions: 'clear' },
          { guard: 'samePeriod', target: 'confirming', actions: 'ask' },
          { actions: 'refuse' },
        ],
        'log.edit': [{ guard: 'valid', target: 'saving', actions: 'clear' }, { actions: 'refuse' }],
        'log.delete': { target: 'saving', actions: ['clear', 'remember'] },
        'log.undo': {
          guard: ({ context }) => context.deleted !== null,
          target: 'saving',
          actions: 'restore',
        },
        'log.exclude': { target: 'saving', actions: 'clear' },
        'log.merge': [{ guard: 'valid', target: 'saving', actions: 'clear' }, { actions: 'refuse' }],
        'log.changed': 'loading',
        'log.import': { target: 'previewing', actions: 'preview' },
        'log.export': {
          actions: [
            'clear',
            {
              type: 'download',
              params: ({ context, event }) => ({
                periods: context.periods,
                today: context.today,
                as: event.as ?? 'ours',
              }),
            },
          ],
        },
        'log.exportFailed': { actions: assign({ problem: 'cycles.exportFailed' as const }) },
        'log.erase': { target: 'erasing', actions: 'clear' },
        'log.erased': { actions: 'emptied' },
      },
    },
    /** A file read, its changes shown: nothing is written until the visitor confirms. */
    previewing: {
      always: { guard: ({ context }) => context.preview === null, target: 'ready' },
      on: {
        'log.confirm': {
          guard: ({ context }) =>
            context.pending?.kind === 'merge'
              ? context.pending.periods.length + (context.pending.days?.length ?? 0) > 0
              : false,
          target: 'saving',
          actions: assign({ preview: null }),
        },
        'log.cancel': { target: 'ready', actions: 'clear' },
        'log.fileEnds': { actions: 'chooseEnds' },
        'log.import': { target: 'previewing', reenter: true, actions: 'preview' },
        // The log changed in another tab: the plan is stale, so the visitor chooses the file again.
        'log.changed': { target: 'loading', actions: 'clear' },
        'log.erased': { target: 'ready', actions: 'emptied' },
      },
    },
    /** "Delete everything on this device?": asked once. */
    erasing: {
      initial: 'asking',
      states: {
        asking: {
          on: {
            'log.confirm': 'deleting',
            'log.cancel': '#cycleLog.ready',
            'log.erased': { target: '#cycleLog.ready', actions: 'emptied' },
          },
        },
        deleting: {
          invoke: {
            src: 'erase',
            onDone: { target: '#cycleLog.ready', actions: ['emptied', 'tellEmptied'] },
            // The database is still there, whole: the log on screen is the stored one.
            onError: { target: '#cycleLog.ready', actions: assign({ problem: 'cycles.eraseFailed' }) },
          },
        },
      },
    },
    confirming: {
      on: {
        'log.confirm': 'saving',
        'log.cancel': { target: 'ready', actions: 'clear' },
        'log.changed': { target: 'loading', actions: 'clear' },
        'log.erased': { target: 'ready', actions: 'emptied' },
      },
    },
    saving: {
      // Not dropped: the write ends first, then the log is read again with the other tab's change.
      on: { 'log.changed': { actions: assign({ stale: true }) } },
      invoke: {
        src: 'save',
        input: ({ context, event }) => context.pending ?? changeOf(event),
        onDone: [
          {
            guard: ({ context }) => context.stale,
            target: 'loading',
            actions: [
              'tellSaved',
              assign({ periods: ({ event }) => event.output, pending: null, stale: false }),
            ],
          },
          {
            guard: 'notAskedYet',
            target: 'persisting',
            actions: ['tellSaved', assign({ periods: ({ event }) => event.output, pending: null })],
          },
          {
            target: 'ready',
            actions: ['tellSaved', assign({ periods: ({ event }) => event.output, pending: null })],
          },
        ],
        // Nothing was written (one transaction): the log on screen is still the stored one.
        onError: [
          {
            guard: ({ context }) => context.stale,
            target: 'loading',
            actions: assign({ problem: 'cycles.saveFailed', pending: null, deleted: null, stale: false }),
          },
          {
            target: 'ready',
            actions: assign({ problem: 'cycles.saveFailed', pending: null, deleted: null }),
          },
        ],
      },
    },
    persisting: {
      invoke: {
        src: 'persist',
        onDone: { target: 'ready', actions: assign({ persistence: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ persistence: 'unsupported' }) },
      },
    },
  },
})

/** A file's periods and their merge into the log, or why it cannot be imported. */
function readImport(
  {
    text,
    bytes,
    days = [],
  }: { text: string | null; bytes?: number | undefined; days?: readonly StoredDay[] | undefined },
  context: CycleLogContext,
): ImportPreview | { problem: CycleLogProblem } {
  if (text === null) return { problem: 'cycles.import.unreadable' }
  const today = parseIsoDate(context.today)
  if (!today) return { problem: 'cycles.invalidDate' }
  const file = parseCycleFile(text, today, bytes)
  if ('problem' in file) return file
  // The days logged are the signs machine's, handed in with the file: this machine keeps the periods.
  const plan = importPlan(context.periods, file.periods, days, file.days)
  return plan.full ? { problem: 'cycles.import.full' } : { file, plan, fileEnds: false }
}

/** What confirming a plan writes: its new and changed periods and days, in one transaction. */
function mergeOf({ added, changed, days }: ImportPlan): LogChange {
  return { kind: 'merge', periods: [...added, ...changed], days: [...days.added, ...days.replaced] }
}

/** The change an event asks for. */
function changeOf(event: Event): LogChange {
  switch (event.type) {
    case 'log.add':
      return { kind: 'add', start: event.start, ...(event.end ? { end: event.end } : {}) }
    case 'log.delete':
      return { kind: 'delete', start: event.start }
    case 'log.exclude':
      return { kind: 'exclude', start: event.start, excluded: event.excluded }
    case 'log.edit':
      return { kind: 'edit', from: event.from, to: event.to, ...(event.end ? { end: event.end } : {}) }
    case 'log.merge':
      return { kind: 'merge', periods: event.periods }
    default:
      // Never a silent "no change": an event without a change is a bug to see.
      throw new Error(`cycleLogMachine: ${event.type} carries no change`)
  }
}
