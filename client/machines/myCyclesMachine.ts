import { assign, type EventFrom, fromPromise, sendTo, setup } from 'xstate'
import type { ReadingHabit } from '../../core/calc/body-signs/day-draft.ts'
import type { TemperatureUnit } from '../../core/calc/body-signs/signs.ts'
import type { SignsOvulation } from '../../core/calc/cycle-log.ts'
import { LUTEAL_PHASE } from '../../core/calc/ovulation.ts'
import { cycleLogMachine, type LogNews } from './cycleLogMachine.ts'
import { daySignsMachine } from './daySignsMachine.ts'

/**
 * What another tab did to the log, as the device's channel tells it: the page sends it in (a
 * callback actor here would add `fromCallback` to every page's runtime for one listener).
 */
export type TabNews = { type: 'tab.changed' } | { type: 'tab.erased' }

/**
 * What the body signs say, as the page reads them (in slices, issue 60 item 7): the luteal phase
 * they taught, the positive pregnancy test that stands, the current cycle's ovulation.
 */
export interface SignsReadingNews {
  type: 'signs.read'
  learned: number | null
  pregnancy: string | null
  ovulation: SignsOvulation | null
}

export interface MyCyclesContext {
  today: string
  /** The luteal phase the visitor chose in the field (14 until they do). */
  luteal: number
  /** The luteal phase the body signs taught, or null until they have. */
  learned: number | null
  /** The positive pregnancy test that stands in the signs (its ISO date), or null. */
  pregnancy: string | null
  /** The current cycle's ovulation as the signs place it, or null. */
  ovulation: SignsOvulation | null
  /** The unit the form and the results use: the last reading's, then the visitor's choice. */
  unit: TemperatureUnit
  /** The unit and time of the last reading, read once from the device (at load), or null. */
  habit: ReadingHabit | null
  /**
   * The pregnancy test after which the visitor resumed the predictions (issue 51, item 5), kept on
   * the device; undefined until it is read there, which happens only once a test stands.
   */
  resumedFor: string | null | undefined
}

type Event =
  | EventFrom<typeof cycleLogMachine>
  | EventFrom<typeof daySignsMachine>
  | LogNews
  | TabNews
  | SignsReadingNews
  /** The device's date: after the page loads (the server's may differ), and at its midnight. */
  | { type: 'today'; today: string }
  | { type: 'settings.luteal'; luteal: number }
  | { type: 'settings.unit'; unit: TemperatureUnit }
  /** A reading saved: its unit and time are the next day's defaults. */
  | { type: 'settings.habit'; habit: ReadingHabit }
  /** "Resume predictions" while a positive pregnancy test stands. */
  | { type: 'pause.resume' }

/**
 * "My cycles" as one owner (issue 60, item 8; decision 074): the periods (`cycleLogMachine`) and
 * the days of signs (`daySignsMachine`) are its children, and the settings (luteal phase, unit,
 * the reading habit) its context. What one part does that another must hear goes through it: the
 * device's date to both, another tab's change to both, "Delete everything" and an import's days
 * from the log to the days, what the signs say to the predictions. The page draws; it keeps no
 * counter or callback between the parts. Storage and the settings' store are
 * injected, so tests drive it without a browser.
 */
export const myCyclesMachine = setup({
  types: {
    context: {} as MyCyclesContext,
    events: {} as Event,
    input: {} as { today: string; luteal?: number },
  },
  actors: {
    log: cycleLogMachine,
    signs: daySignsMachine,
    habit: fromPromise<ReadingHabit | null>(async () => null),
    /** The test the predictions were resumed after, as the device keeps it. */
    resumedFor: fromPromise<string | null>(async () => null),
  },
  actions: {
    /** Keeps the reading's unit and time on the device (injected). */
    keepHabit: (_, _habit: ReadingHabit) => {},
    /** Keeps on the device that the predictions were resumed after this test (injected). */
    keepResumed: (_, _testedOn: string) => {},
    heard: assign(({ context, event }) =>
      event.type === 'signs.read'
        ? { learned: event.learned, pregnancy: event.pregnancy, ovulation: event.ovulation }
        : context,
    ),
  },
  guards: {
    /** The signs now name a positive test that was not the one standing. */
    newTest: ({ context, event }) =>
      event.type === 'signs.read' && event.pregnancy !== null && event.pregnancy !== context.pregnancy,
    noTest: ({ event }) => event.type === 'signs.read' && event.pregnancy === null,
  },
}).createMachine({
  id: 'myCycles',
  context: ({ input }) => ({
    today: input.today,
    luteal: input.luteal ?? LUTEAL_PHASE.default,
    learned: null,
    pregnancy: null,
    ovulation: null,
    unit: 'C',
    habit: null,
    resumedFor: undefined,
  }),
  invoke: [
    { id: 'log', src: 'log', input: ({ context, self }) => ({ today: context.today, parent: self }) },
    { id: 'signs', src: 'signs', input: ({ context }) => ({ today: context.today }) },
    {
      src: 'habit',
      onDone: {
        actions: assign(({ context, event }) =>
          event.output ? { habit: event.output, unit: event.output.unit } : { habit: context.habit },
        ),
      },
      // Unreadable: the form starts in °C with no time.
      onError: {},
    },
  ],
  on: {
    // The page's own events for the log and the days, sent on to them.
    'log.*': { actions: sendTo('log', ({ event }) => event as EventFrom<typeof cycleLogMachine>) },
    'signs.*': { actions: sendTo('signs', ({ event }) => event as EventFrom<typeof daySignsMachine>) },
    today: {
      actions: [
        assign({ today: ({ event }) => event.today }),
        sendTo('log', ({ event }) => ({ type: 'log.today' as const, today: event.today })),
        sendTo('signs', ({ event }) => ({ type: 'signs.today' as const, today: event.today })),
      ],
    },
    'tab.changed': {
      actions: [sendTo('log', { type: 'log.changed' }), sendTo('signs', { type: 'signs.changed' })],
    },
    'tab.erased': {
      actions: [sendTo('log', { type: 'log.erased' }), sendTo('signs', { type: 'signs.erased' })],
    },
    // "Delete everything on this device" removed the days with the periods: the form shows none.
    'logged.emptied': { actions: sendTo('signs', { type: 'signs.erased' }) },
    // A file's days were written with its periods: the days are read again.
    'logged.daysWritten': { actions: sendTo('signs', { type: 'signs.changed' }) },
    // What the signs say; a positive pregnancy test that newly stands is weighed against the
    // visitor's "Resume" kept on the device.
    'signs.read': [
      { guard: 'newTest', target: '.readingResume', actions: 'heard' },
      { guard: 'noTest', target: '.noTest', actions: 'heard' },
      { actions: 'heard' },
    ],
    'settings.luteal': { actions: assign({ luteal: ({ event }) => event.luteal }) },
    'settings.unit': { actions: assign({ unit: ({ event }) => event.unit }) },
    // The predictions resumed after the test that stands, here and on the device.
    'pause.resume': {
      guard: ({ context }) => context.pregnancy !== null,
      target: '.testStands',
      actions: [
        assign({ resumedFor: ({ context }) => context.pregnancy }),
        { type: 'keepResumed', params: ({ context }) => context.pregnancy as string },
      ],
    },
    // Kept on the device for the next visit only: a change here would draw the whole page again
    // in the press that saves a day (240 rows: "save a day" went from about 150 ms to 270–570).
    'settings.habit': { actions: { type: 'keepHabit', params: ({ event }) => event.habit } },
  },
  initial: 'noTest',
  states: {
    /** No positive pregnancy test stands: the predictions show, and nothing is read for a pause. */
    noTest: {},
    /** A test stands: whether the visitor resumed the predictions after it is read from the device. */
    readingResume: {
      invoke: {
        src: 'resumedFor',
        onDone: { target: 'testStands', actions: assign({ resumedFor: ({ event }) => event.output }) },
        // Unreadable: the predictions pause, and "Resume" still resumes them for this visit.
        onError: { target: 'testStands', actions: assign({ resumedFor: null }) },
      },
    },
    testStands: {
      on: {
        // Another tab may have resumed them.
        'tab.changed': {
          target: 'readingResume',
          actions: [sendTo('log', { type: 'log.changed' }), sendTo('signs', { type: 'signs.changed' })],
        },
      },
    },
  },
})

/**
 * Whether the period predictions are paused (issue 51, item 5): a positive pregnancy test stands
 * and the visitor has not resumed them after that very test. Resuming applies to one test: a later
 * positive test pauses them again. While the device's answer is not read (`undefined`), nothing is
 * paused, so the predictions never flash away and back.
 */
export const predictionsPaused = (standing: string | null, resumedFor: string | null | undefined) =>
  standing !== null && resumedFor !== undefined && resumedFor !== standing

/** The luteal phase the predictions use: one the visitor chose, else the one the signs taught, else 14. */
export const predictionLuteal = ({ luteal, learned }: MyCyclesContext) =>
  luteal === LUTEAL_PHASE.default && learned !== null ? learned : luteal
