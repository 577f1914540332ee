import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { calculatorMachine, PROMPT_DELAY_MS } from '../../client/machines/calculatorMachine.ts'
import { type ShareOutcome, shareMachine } from '../../client/machines/shareMachine.ts'
import { visualizerMachine } from '../../client/machines/visualizerMachine.ts'
import { expectDelays, transitionTable } from './support/model.ts'

/** A stand-in rule with the calculators' shape: a date is needed and may not be after today. */
const validate = (values: Record<string, string>, today: string) =>
  !values.lmp ? ('calc.lastPeriodHint' as const) : values.lmp > today ? ('calc.futureDate' as const) : null

describe('calculatorMachine', () => {
  const input = { values: { lmp: '', cycle: '28' }, submitted: null, today: '2026-03-08', validate }
  const events = [
    { type: 'calc.change', name: 'lmp', value: '2026-02-22' },
    { type: 'calc.change', name: 'lmp', value: '' },
    { type: 'calc.submit' },
  ]

  it('calculates from editing, offers the guide after a delay, and goes back to editing on values it cannot use', () => {
    expect(transitionTable(calculatorMachine, events, input)).toEqual([
      '(start)  →  editing',
      'editing  —calc.submit→  {"result":"fresh"}',
      '{"result":"fresh"}  —after promptDelay→  {"result":"prompt"}',
      '{"result":"fresh"}  —calc.submit→  editing',
      '{"result":"prompt"}  —calc.submit→  editing',
      '{"result":"prompt"}  —calc.submit→  {"result":"fresh"}',
    ])
  })

  it('offers the guide exactly 3 s after a result, not 1 ms before', () => {
    expectDelays(calculatorMachine, events, input, { promptDelay: PROMPT_DELAY_MS })
  })

  it('refuses without a date or with a future one, and keeps the submitted values', () => {
    const actor = createActor(calculatorMachine, { input, clock: new SimulatedClock() }).start()
    actor.send({ type: 'calc.submit' })
    expect(actor.getSnapshot().context.problem).toBe('calc.lastPeriodHint')
    actor.send({ type: 'calc.change', name: 'lmp', value: '2026-03-09' })
    actor.send({ type: 'calc.submit' })
    expect(actor.getSnapshot().context.problem).toBe('calc.futureDate')
    actor.send({ type: 'calc.today', today: '2026-03-09' })
    actor.send({ type: 'calc.submit' })
    expect(actor.getSnapshot().value).toEqual({ result: 'fresh' })
    expect(actor.getSnapshot().context.submitted).toEqual({ lmp: '2026-03-09', cycle: '28' })
  })

  it('clamps the buttons to 21–35 but keeps a typed value', () => {
    const actor = createActor(calculatorMachine, { input }).start()
    const step = (delta: number) => actor.send({ type: 'calc.step', name: 'cycle', delta, min: 21, max: 35 })
    for (let i = 0; i < 10; i++) step(1)
    expect(actor.getSnapshot().context.values.cycle).toBe('35')
    for (let i = 0; i < 20; i++) step(-1)
    expect(actor.getSnapshot().context.values.cycle).toBe('21')
    actor.send({ type: 'calc.change', name: 'cycle', value: '40' })
    expect(actor.getSnapshot().context.values.cycle).toBe('40')
    step(1)
    expect(actor.getSnapshot().context.values.cycle).toBe('35')
  })

  it('fills in from the visitor’s log only the fields still as they started, and only while editing', () => {
    const log = { type: 'calc.prefill', values: { lmp: '2026-02-20', cycle: '31' } } as const
    const fresh = createActor(calculatorMachine, { input }).start()
    fresh.send(log)
    expect(fresh.getSnapshot().context.values).toEqual({ lmp: '2026-02-20', cycle: '31' })
    expect(fresh.getSnapshot().context.prefilled).toEqual(['lmp', 'cycle'])

    // The visitor typed a date before the log was read: the date stays theirs.
    const typed = createActor(calculatorMachine, { input }).start()
    typed.send({ type: 'calc.change', name: 'lmp', value: '2026-03-01' })
    typed.send(log)
    expect(typed.getSnapshot().context.values).toEqual({ lmp: '2026-03-01', cycle: '31' })
    expect(typed.getSnapshot().context.prefilled).toEqual(['cycle'])

    // A result on the page (a link, a form sent without JavaScript) is never replaced.
    const linked = { lmp: '2026-02-22', cycle: '28' }
    const shown = createActor(calculatorMachine, {
      input: { ...input, values: linked, submitted: linked },
    }).start()
    shown.send(log)
    expect(shown.getSnapshot().context.values).toEqual(linked)
    expect(shown.getSnapshot().context.prefilled).toEqual([])
  })

  it('starts in the result of a shared link', () => {
    const actor = createActor(calculatorMachine, {
      input: {
        ...input,
        values: { lmp: '2026-02-22', cycle: '28' },
        submitted: { lmp: '2026-02-22', cycle: '28' },
      },
    }).start()
    expect(actor.getSnapshot().value).toEqual({ result: 'fresh' })
  })

  describe('adopting what the visitor typed before the island hydrated', () => {
    const adopted = { ...input, values: { lmp: '2026-02-22', cycle: '30' }, adopted: true }

    it('starts editing with the typed values, ready to calculate', () => {
      const actor = createActor(calculatorMachine, { input: adopted }).start()
      expect(actor.getSnapshot().value).toBe('editing')
      expect(actor.getSnapshot().context.values).toEqual({ lmp: '2026-02-22', cycle: '30' })
      expect(actor.getSnapshot().context.problem).toBeNull()
    })

    it('reaches the result and the prompt straight from the adopted values', () => {
      expect(transitionTable(calculatorMachine, events.slice(1), adopted)).toEqual([
        '(start)  →  editing',
        'editing  —calc.submit→  {"result":"fresh"}',
        '{"result":"fresh"}  —after promptDelay→  {"result":"prompt"}',
        '{"result":"fresh"}  —calc.submit→  editing',
        '{"result":"prompt"}  —calc.submit→  editing',
        '{"result":"prompt"}  —calc.submit→  {"result":"fresh"}',
      ])
    })

    it('offers the guide exactly 3 s after a result of the adopted values, not 1 ms before', () => {
      expectDelays(calculatorMachine, events.slice(1), adopted, { promptDelay: PROMPT_DELAY_MS })
    })

    it('shows at once why a typed value cannot be used, but not that a field is still empty', () => {
      const future = createActor(calculatorMachine, {
        input: { ...adopted, values: { lmp: '2026-03-09', cycle: '28' } },
      }).start()
      expect(future.getSnapshot().context.problem).toBe('calc.futureDate')
      const empty = createActor(calculatorMachine, {
        input: { ...adopted, values: { lmp: '', cycle: '30' } },
      }).start()
      expect(empty.getSnapshot().context.problem).toBeNull()
    })
  })

  describe('a result the server rendered', () => {
    const shown = {
      ...input,
      values: { lmp: '2026-02-22', cycle: '28' },
      submitted: { lmp: '2026-02-22', cycle: '28' },
    }

    it('offers the guide 3 s after the page appeared, not 3 s after hydration', () => {
      const clock = new SimulatedClock()
      const actor = createActor(calculatorMachine, { input: { ...shown, elapsedMs: 1200 }, clock }).start()
      expect(actor.getSnapshot().value).toEqual({ result: 'fresh' })
      clock.increment(1799)
      expect(actor.getSnapshot().value).toEqual({ result: 'fresh' })
      clock.increment(1)
      expect(actor.getSnapshot().value).toEqual({ result: 'prompt' })
    })

    it('starts with the guide offered when the page has shown it already', () => {
      const actor = createActor(calculatorMachine, { input: { ...shown, elapsedMs: 4000 } }).start()
      expect(actor.getSnapshot().value).toEqual({ result: 'prompt' })
    })

    it('waits the full 3 s again after a new result', () => {
      const clock = new SimulatedClock()
      const actor = createActor(calculatorMachine, { input: { ...shown, elapsedMs: 4000 }, clock }).start()
      actor.send({ type: 'calc.change', name: 'cycle', value: '30' })
      actor.send({ type: 'calc.submit' })
      expect(actor.getSnapshot().value).toEqual({ result: 'fresh' })
      clock.increment(2999)
      expect(actor.getSnapshot().value).toEqual({ result: 'fresh' })
      clock.increment(1)
      expect(actor.getSnapshot().value).toEqual({ result: 'prompt' })
    })
  })
})

describe('visualizerMachine', () => {
  const input = { count: 9 }

  it('steps from the first week through the middle ones to the last and back', () => {
    const events = [{ type: 'visualizer.previous' }, { type: 'visualizer.next' }]
    expect(transitionTable(visualizerMachine, events, input)).toEqual([
      '(start)  →  first',
      'first  —visualizer.next→  middle',
      'last  —visualizer.previous→  middle',
      'middle  —visualizer.next→  last',
      'middle  —visualizer.previous→  first',
    ])
  })

  it('starts at week 8 (index 0) and stops at both ends', () => {
    const actor = createActor(visualizerMachine, { input }).start()
    actor.send({ type: 'visualizer.previous' })
    expect(actor.getSnapshot().context.index).toBe(0)
    for (let i = 0; i < 12; i++) actor.send({ type: 'visualizer.next' })
    expect(actor.getSnapshot().context.index).toBe(8)
    expect(actor.getSnapshot().value).toBe('last')
  })

  it('opens at the step of a result and still stops at both ends', () => {
    const middle = createActor(visualizerMachine, { input: { count: 9, index: 3 } }).start()
    expect(middle.getSnapshot().value).toBe('middle')
    expect(middle.getSnapshot().context.index).toBe(3)
    const last = createActor(visualizerMachine, { input: { count: 9, index: 8 } }).start()
    expect(last.getSnapshot().value).toBe('last')
    last.send({ type: 'visualizer.next' })
    expect(last.getSnapshot().context.index).toBe(8)
    const first = createActor(visualizerMachine, { input: { count: 9, index: -2 } }).start()
    expect(first.getSnapshot().value).toBe('first')
    expect(first.getSnapshot().context.index).toBe(0)
  })
})

describe('shareMachine', () => {
  const pending = fromPromise<ShareOutcome, { title: string }>(() => new Promise(() => {}))
  const machine = shareMachine.provide({ actors: { share: pending } })
  const events = [
    { type: 'share.start', title: 'Ovulation calculator' },
    { type: 'xstate.done.actor.share', output: 'copied' },
    { type: 'xstate.error.actor.share', error: new Error('denied') },
  ]

  it('shares, confirms or says it failed, and is ready again after a delay or at the next press', () => {
    expect(transitionTable(machine, events)).toEqual([
      '(start)  →  idle',
      'done  —after confirmDelay→  idle',
      'done  —share.start→  sharing',
      'failed  —after confirmDelay→  idle',
      'failed  —share.start→  sharing',
      'idle  —share.start→  sharing',
      'sharing  —xstate.done.actor.share→  done',
      'sharing  —xstate.error.actor.share→  failed',
    ])
  })

  it('shows the confirmation or the failure exactly 6 s, not 1 ms less', () => {
    expectDelays(machine, events, undefined, { confirmDelay: 6000 })
  })

  it('shares under the title each press brings, with one machine for every button', async () => {
    const titles: string[] = []
    const recording = shareMachine.provide({
      actors: {
        share: fromPromise<ShareOutcome, { title: string }>(async ({ input }) => {
          titles.push(input.title)
          return 'copied'
        }),
      },
    })
    for (const title of ['Calculateur d’ovulation', 'Калькулятор беременности']) {
      const actor = createActor(recording).start()
      actor.send({ type: 'share.start', title })
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(actor.getSnapshot().value).toBe('done')
    }
    expect(titles).toEqual(['Calculateur d’ovulation', 'Калькулятор беременности'])
  })
})
