import { assign, fromPromise, setup } from 'xstate'
import {
  type DayDraft,
  type DraftField,
  type DraftProblem,
  readDraft,
  sameDay,
} from '../../core/calc/body-signs/day-draft.ts'
import type { StoredDay } from '../../core/calc/body-signs/stored-day.ts'
import { parseIsoDate } from '../../core/calc/temporal.ts'

/** A change to the day signs, applied by the injected storage in one transaction. */
export type DayChange = { kind: 'put'; day: StoredDay } | { kind: 'delete'; date: string }

export type DaySignsProblem = DraftProblem | 'signs.saveFailed'

export interface DaySignsContext {
  today: string
  days: StoredDay[]
  problem: DaySignsProblem | null
  /** Where the problem's message goes on the form. */
  field: DraftField | null
  /** A day already logged with other signs, waiting for the visitor to say "replace". */
  pending: StoredDay | null
  /** The change being written. */
  change: DayChange | null
  /** The change just written, for the painted confirmation; null once the form changes again. */
  saved: DayChange | null
}

type Event =
  | { type: 'signs.save'; draft: DayDraft }
  | { type: 'signs.delete'; date: string }
  | { type: 'signs.confirm' }
  | { type: 'signs.cancel' }
  /** The visitor changed the form: the last confirmation and problem no longer describe it. */
  | { type: 'signs.edit' }
  /** Another tab changed the log: read it again. */
  | { type: 'signs.changed' }
  /** The device's date: after the page loads (the server's may differ), and at the device's midnight. */
  | { type: 'signs.today'; today: string }
  /** Another tab deleted the log. */
  | { type: 'signs.erased' }
  | { type: 'signs.retry' }

/**
 * The days once a change is stored: the day as the storage read it back, put in its place, or the
 * day removed. Every other day keeps its object, so what was computed from it is not computed again.
 */
export function applied(
  days: readonly StoredDay[],
  change: DayChange,
  stored: StoredDay | null,
): StoredDay[] {
  const date = change.kind === 'put' ? change.day.date : change.date
  // One entry per date, whatever the storage answered.
  const others = days.filter((day) => day.date !== date && day.date !== stored?.date)
  if (!stored) return others
  const at = others.findIndex((day) => day.date > stored.date)
  return at === -1 ? [...others, stored] : [...others.slice(0, at), stored, ...others.slice(at)]
}

/** The change an event asks for, once the guards have let it through. */
function changeOf(context: DaySignsContext, event: Event): DayChange {
  if (event.type === 'signs.confirm' && context.pending) return { kind: 'put', day: context.pending }
  if (event.type === 'signs.delete') return { kind: 'delete', date: event.date }
  const result = read(context, event)
  if (result && 'day' in result) return { kind: 'put', day: result.day }
  // Never a silent "no change": an event that reaches here without one is a bug to see.
  throw new Error(`daySignsMachine: ${event.type} carries no change`)
}

/** Each save's draft read once: the guards and the action that follow it ask for it three times. */
const readDrafts = new WeakMap<Event, ReturnType<typeof readDraft>>()

function read(context: DaySignsContext, event: Event) {
  const today = parseIsoDate(context.today)
  if (event.type !== 'signs.save' || !today) return null
  const known = readDrafts.get(event)
  if (known) return known
  const result = readDraft(event.draft, today)
  readDrafts.set(event, result)
  return result
}

/** The day the draft would replace: one already logged for its date, with other signs. */
function replaced(context: DaySignsContext, day: StoredDay): StoredDay | null {
  // From the newest: the day a visitor logs is nearly always one of the last.
  const logged = context.days.findLast((stored) => stored.date === day.date)
  return logged && !sameDay(logged, day) ? logged : null
}

/**
 * A day's body signs in "My cycles" (issue 51): read from the device, each save checked first (a
 * future day, a temperature outside 34–42 °C, half a mucus observation), a second entry for a day
 * already logged replaced only once the visitor confirms, then written in one transaction. Storage
 * is an injected actor, so tests drive it without a browser.
 */
export const daySignsMachine = setup({
  types: {
    context: {} as DaySignsContext,
    events: {} as Event,
    input: {} as { today: string },
  },
  actors: {
    load: fromPromise<StoredDay[]>(async () => {
      throw new Error('daySignsMachine: provide a load actor')
    }),
    save: fromPromise<StoredDay | null, DayChange>(async () => {
      throw new Error('daySignsMachine: provide a save actor')
    }),
  },
  guards: {
    invalid: ({ context, event }) => {
      const result = read(context, event)
      return result === null || 'problem' in result
    },
    replacing: ({ context, event }) => {
      const result = read(context, event)
      return result !== null && 'day' in result && replaced(context, result.day) !== null
    },
  },
  actions: {
    refuse: assign(({ context, event }) => {
      const result = read(context, event)
      return result && 'problem' in result
        ? { problem: result.problem, field: result.field, saved: null }
        : { problem: 'signs.invalidDate' as const, field: 'date' as const, saved: null }
    }),
    ask: assign(({ context, event }) => {
      const result = read(context, event)
      return {
        pending: result && 'day' in result ? result.day : null,
        problem: null,
        field: null,
        saved: null,
      }
    }),
    clear: assign({ problem: null, field: null, pending: null, saved: null }),
    stage: assign(({ context, event }) => ({
      change: changeOf(context, event),
      problem: null,
      field: null,
      pending: null,
      saved: null,
    })),
    emptied: assign({ days: [], problem: null, field: null, pending: null, change: null, saved: null }),
  },
}).createMachine({
  id: 'daySigns',
  context: ({ input }) => ({
    today: input.today,
    days: [],
    problem: null,
    field: null,
    pending: null,
    change: null,
    saved: null,
  }),
  // In every state: "in the future" is judged against the device's date of the moment.
  on: { 'signs.today': { actions: assign({ today: ({ event }) => event.today }) } },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ days: ({ event }) => event.output }) },
        onError: 'unavailable',
      },
    },
    /** Storage refused (private browsing, no IndexedDB): the form says so instead of losing entries. */
    unavailable: { on: { 'signs.retry': 'loading' } },
    ready: {
      on: {
        'signs.save': [
          { guard: 'invalid', actions: 'refuse' },
          { guard: 'replacing', target: 'confirming', actions: 'ask' },
          { target: 'saving', actions: 'stage' },
        ],
        'signs.delete': { target: 'saving', actions: 'stage' },
        'signs.edit': { actions: assign({ saved: null }) },
        'signs.changed': 'loading',
        'signs.erased': { actions: 'emptied' },
      },
    },
    /** "You logged other signs for this day. Replace them?": nothing is written until yes. */
    confirming: {
      on: {
        'signs.confirm': { target: 'saving', actions: 'stage' },
        'signs.cancel': { target: 'ready', actions: 'clear' },
        // The day may have changed in the other tab: the question is asked again on the next save.
        'signs.changed': { target: 'loading', actions: 'clear' },
        'signs.erased': { target: 'ready', actions: 'emptied' },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => context.change as DayChange,
        onDone: {
          target: 'ready',
          actions: assign(({ event, context }) => ({
            days: applied(context.days, context.change as DayChange, event.output),
            saved: context.change,
            change: null,
          })),
        },
        // Nothing was written (one transaction): the days on screen are still the stored ones.
        onError: {
          target: 'ready',
          actions: assign({ problem: 'signs.saveFailed', field: 'signs', change: null }),
        },
      },
    },
  },
})
