import { describe, expect, it } from 'vitest'
import { type Actor, createActor, fromPromise, waitFor } from 'xstate'
import {
  cycleLogMachine,
  type LogChange,
  type Persistence,
  type StoredPeriod,
} from '../../client/machines/cycleLogMachine.ts'
import { type DayChange, daySignsMachine } from '../../client/machines/daySignsMachine.ts'
import {
  myCyclesMachine,
  predictionLuteal,
  predictionsPaused,
  type TabNews,
} from '../../client/machines/myCyclesMachine.ts'
import type { ReadingHabit } from '../../core/calc/body-signs/day-draft.ts'
import type { StoredDay } from '../../core/calc/body-signs/stored-day.ts'
import { cycleFileText } from '../../core/calc/cycle-file.ts'
import { Temporal } from '../../core/calc/temporal.ts'
import { transitionTable } from './support/model.ts'

const today = '2026-11-25'
const period: StoredPeriod = { start: '2026-11-01', excluded: false }
const day: StoredDay = { date: '2026-11-20', lh: 'negative' }

/**
 * My cycles' owner with its real children over one storage in memory, as the device's would keep
 * them: periods and days, each load reading what was last written, "Delete everything" both.
 */
function onDevice(habit: ReadingHabit | null = null, resumedFor: string | null = null) {
  const stored = { periods: [period], days: [day], resumedFor }
  const counts = { dayLoads: 0 }
  const kept: ReadingHabit[] = []
  const machine = myCyclesMachine.provide({
    actors: {
      log: cycleLogMachine.provide({
        actors: {
          load: fromPromise<StoredPeriod[]>(async () => stored.periods),
          save: fromPromise<StoredPeriod[], LogChange>(async ({ input }) => {
            if (input.kind === 'add')
              stored.periods = [...stored.periods, { start: input.start, excluded: false }]
            if (input.kind === 'merge') {
              stored.periods = [...stored.periods, ...input.periods]
              stored.days = [...stored.days, ...(input.days ?? [])]
            }
            return stored.periods
          }),
          persist: fromPromise<Persistence>(async () => 'granted'),
          erase: fromPromise<void>(async () => {
            stored.periods = []
            stored.days = []
          }),
        },
      }),
      signs: daySignsMachine.provide({
        actors: {
          load: fromPromise<StoredDay[]>(async () => {
            counts.dayLoads++
            return stored.days
          }),
          save: fromPromise<StoredDay | null, DayChange>(async () => null),
        },
      }),
      habit: fromPromise(async () => habit),
      resumedFor: fromPromise(async () => stored.resumedFor),
    },
    actions: {
      keepHabit: (_, kept_) => void kept.push(kept_),
      keepResumed: (_, testedOn) => {
        stored.resumedFor = testedOn
      },
    },
  })
  const actor = createActor(machine, { input: { today } }).start()
  const log = () => actor.getSnapshot().children.log as Actor<typeof cycleLogMachine>
  const signs = () => actor.getSnapshot().children.signs as Actor<typeof daySignsMachine>
  const ready = async () => {
    await waitFor(log(), (state) => state.matches('ready'))
    await waitFor(signs(), (state) => state.matches('ready'))
  }
  return { actor, log, signs, ready, stored, counts, kept, otherTab: (news: TabNews) => actor.send(news) }
}

const pending = <T>() => fromPromise<T>(() => new Promise(() => {}))
const reading = (pregnancy: string | null) =>
  ({ type: 'signs.read', learned: null, pregnancy, ovulation: null }) as const

describe('myCyclesMachine, model-based', () => {
  const machine = myCyclesMachine.provide({
    actors: {
      log: cycleLogMachine.provide({ actors: { load: pending<StoredPeriod[]>() } }),
      signs: daySignsMachine.provide({ actors: { load: pending<StoredDay[]>() } }),
      habit: pending<ReadingHabit | null>(),
      resumedFor: pending<string | null>(),
    },
  })
  const events = [
    reading(null),
    reading('2026-11-24'),
    reading('2026-11-27'),
    { type: 'pause.resume' },
    { type: 'tab.changed' },
    { type: 'tab.erased' },
    { type: 'xstate.done.actor.0.myCycles.readingResume', output: '2026-11-24' },
    { type: 'xstate.error.actor.0.myCycles.readingResume', error: new Error('blocked') },
  ]

  it('reads the visitor’s "Resume" only once a pregnancy test stands, and again for a new test or another tab', () => {
    expect(transitionTable(machine, events, { today })).toEqual([
      '(start)  →  noTest',
      'noTest  —signs.read→  readingResume',
      'readingResume  —pause.resume→  testStands',
      'readingResume  —signs.read→  noTest',
      'readingResume  —xstate.done.actor.0.myCycles.readingResume→  testStands',
      'readingResume  —xstate.error.actor.0.myCycles.readingResume→  testStands',
      'testStands  —signs.read→  noTest',
      'testStands  —signs.read→  readingResume',
      'testStands  —tab.changed→  readingResume',
    ])
  })
})

describe('myCyclesMachine: one owner for the periods, the days and the settings (issue 60, item 8)', () => {
  it('reads both parts from the device and gives each the device’s date as it changes', async () => {
    const page = onDevice()
    await page.ready()
    expect(page.log().getSnapshot().context.periods).toEqual([period])
    expect(page.signs().getSnapshot().context.days).toEqual([day])
    page.actor.send({ type: 'today', today: '2026-11-26' })
    expect(page.actor.getSnapshot().context.today).toBe('2026-11-26')
    expect(page.log().getSnapshot().context.today).toBe('2026-11-26')
    expect(page.signs().getSnapshot().context.today).toBe('2026-11-26')
  })

  it('sends the page’s events on to the part they belong to, answered before `send` returns', async () => {
    const page = onDevice()
    await page.ready()
    page.actor.send({ type: 'log.add', start: '2026-12-01' })
    expect(page.log().getSnapshot().context.problem).toBe('cycles.future')
    page.actor.send({ type: 'signs.delete', date: day.date })
    expect(page.signs().getSnapshot().value).toBe('saving')
  })

  it('empties the days when this tab deletes everything, and only once the deletion is done', async () => {
    const page = onDevice()
    await page.ready()
    page.actor.send({ type: 'log.erase' })
    expect(page.signs().getSnapshot().context.days).toEqual([day])
    page.actor.send({ type: 'log.confirm' })
    await waitFor(page.log(), (state) => state.matches('ready'))
    expect(page.log().getSnapshot().context.periods).toEqual([])
    expect(page.signs().getSnapshot().context.days).toEqual([])
  })

  it('reads the days again after an import wrote some, and not after a save of periods alone', async () => {
    const page = onDevice()
    await page.ready()
    const loads = page.counts.dayLoads
    page.actor.send({ type: 'log.add', start: '2026-11-24' })
    await waitFor(page.log(), (state) => state.matches('ready') && state.context.periods.length === 2)
    expect(page.counts.dayLoads).toBe(loads)

    const brought: StoredDay = { date: '2026-11-02', temperature: { hundredths: 3655, disturbed: false } }
    page.actor.send({ type: 'log.import', text: cycleFileText([], [brought], today), days: [day] })
    page.actor.send({ type: 'log.confirm' })
    await waitFor(page.signs(), (state) => state.context.days.length === 2)
    expect(page.counts.dayLoads).toBe(loads + 1)
    expect(page.signs().getSnapshot().context.days).toContainEqual(brought)
  })

  it('passes another tab’s change and deletion to both parts', async () => {
    const page = onDevice()
    await page.ready()
    page.stored.periods = [period, { start: '2026-11-24', excluded: false }]
    page.otherTab({ type: 'tab.changed' })
    expect(page.log().getSnapshot().value).toBe('loading')
    expect(page.signs().getSnapshot().value).toBe('loading')
    await page.ready()
    expect(page.log().getSnapshot().context.periods).toHaveLength(2)

    page.otherTab({ type: 'tab.erased' })
    expect(page.log().getSnapshot().context.periods).toEqual([])
    expect(page.signs().getSnapshot().context.days).toEqual([])
  })

  it('keeps what the signs say for the predictions: the learned luteal phase unless the visitor chose one', async () => {
    const page = onDevice()
    await page.ready()
    const context = () => page.actor.getSnapshot().context
    expect(predictionLuteal(context())).toBe(14)
    const ovulation = {
      kind: 'confirmed' as const,
      earliest: Temporal.PlainDate.from('2026-11-14'),
      estimate: Temporal.PlainDate.from('2026-11-15'),
      latest: Temporal.PlainDate.from('2026-11-16'),
    }
    page.actor.send({ type: 'signs.read', learned: 12, pregnancy: '2026-11-24', ovulation })
    expect(context()).toMatchObject({ learned: 12, pregnancy: '2026-11-24', ovulation })
    expect(predictionLuteal(context())).toBe(12)
    page.actor.send({ type: 'settings.luteal', luteal: 11 })
    expect(predictionLuteal(context())).toBe(11)
  })

  it('starts in the last reading’s unit, and keeps a new habit on the device', async () => {
    const page = onDevice({ unit: 'F', time: '06:30' })
    await waitFor(page.actor, (state) => state.context.habit !== null)
    expect(page.actor.getSnapshot().context.unit).toBe('F')
    page.actor.send({ type: 'settings.unit', unit: 'C' })
    expect(page.actor.getSnapshot().context.unit).toBe('C')
    page.actor.send({ type: 'settings.habit', habit: { unit: 'C', time: '07:00' } })
    expect(page.kept).toEqual([{ unit: 'C', time: '07:00' }])
  })
})

describe('myCyclesMachine: the predictions’ pause (issue 51, item 5)', () => {
  it('pauses for a positive test until the visitor resumes them, kept for that test only', async () => {
    const page = onDevice()
    await page.ready()
    const paused = () => {
      const { pregnancy, resumedFor } = page.actor.getSnapshot().context
      return predictionsPaused(pregnancy, resumedFor)
    }
    expect(paused()).toBe(false)
    page.actor.send(reading('2026-11-24'))
    await waitFor(page.actor, (state) => state.matches('testStands'))
    expect(paused()).toBe(true)
    page.actor.send({ type: 'pause.resume' })
    expect(paused()).toBe(false)
    expect(page.stored.resumedFor).toBe('2026-11-24')

    // A later positive test pauses them again; the same test read again does not.
    page.actor.send(reading('2026-11-24'))
    expect(paused()).toBe(false)
    page.actor.send(reading('2026-11-27'))
    await waitFor(page.actor, (state) => state.matches('testStands'))
    expect(paused()).toBe(true)
  })

  it('reads the device again when another tab changed the log: that tab may have resumed them', async () => {
    const page = onDevice()
    await page.ready()
    page.actor.send(reading('2026-11-24'))
    await waitFor(page.actor, (state) => state.matches('testStands'))
    page.stored.resumedFor = '2026-11-24'
    page.otherTab({ type: 'tab.changed' })
    await waitFor(page.actor, (state) => state.matches('testStands'))
    expect(page.actor.getSnapshot().context.resumedFor).toBe('2026-11-24')
    // And the log and the days were read again too.
    await page.ready()
  })

  it('starts paused on a new page when the device kept no "Resume" for the standing test', async () => {
    const page = onDevice(null, '2026-10-01')
    await page.ready()
    page.actor.send(reading('2026-11-24'))
    await waitFor(page.actor, (state) => state.matches('testStands'))
    expect(page.actor.getSnapshot().context.resumedFor).toBe('2026-10-01')
  })
})

describe('cycleLogMachine alone (the calculator’s "Save")', () => {
  it('deletes everything with no owner to tell', async () => {
    const log = createActor(
      cycleLogMachine.provide({
        actors: {
          load: fromPromise<StoredPeriod[]>(async () => [period]),
          erase: fromPromise<void>(async () => {}),
        },
      }),
      { input: { today } },
    ).start()
    await waitFor(log, (state) => state.matches('ready'))
    log.send({ type: 'log.erase' })
    log.send({ type: 'log.confirm' })
    await waitFor(log, (state) => state.matches('ready'))
    expect(log.getSnapshot().context.periods).toEqual([])
  })
})
