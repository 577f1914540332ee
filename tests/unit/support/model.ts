import { serializeSnapshot, TestModel } from '@xstate/graph'
import { expect } from 'vitest'
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  SimulatedClock,
  type StateValue,
} from 'xstate'

const AFTER_PREFIX = 'xstate.after.'
const INIT = 'xstate.init'

/** The internal events of every named delay (`xstate.after.<delay>.<state id>`), so the graph can take them. */
function delayedEvents(node: AnyStateNode): EventObject[] {
  return [
    ...node.after.map((transition) => ({ type: transition.eventType })),
    ...Object.values(node.states).flatMap(delayedEvents),
  ]
}

const sameValue = (a: AnyMachineSnapshot, b: AnyMachineSnapshot) =>
  JSON.stringify(a.value) === JSON.stringify(b.value)

/**
 * The @xstate/graph test model of a machine. It is the model `createTestModel` builds (a
 * `TestModel` whose vertices are "snapshot + the transition that entered it"), built directly
 * because `createTestModel` refuses machines with `after` delays or invoked actors, which most
 * of ours have. The vertex key names the whole transition (event and source snapshot, as soon
 * as the state value changes), so the model's shortest path to each vertex is one transition
 * of the machine reached the shortest way: the paths to all vertices cover every transition.
 */
function testModel<M extends AnyStateMachine>(
  machine: M,
  events: ReadonlyArray<EventObject>,
  input: InputFrom<M> | undefined,
) {
  return new TestModel<AnyMachineSnapshot, EventObject, InputFrom<M> | undefined>(machine, {
    events: [...events, ...delayedEvents(machine.root)],
    input,
    serializeState: (state, event, previous) =>
      event && previous && !sameValue(previous, state)
        ? `${serializeSnapshot(state)} via ${JSON.stringify(event)} from ${serializeSnapshot(previous)}`
        : serializeSnapshot(state),
  })
}

export interface ModelCase {
  name: string
  /** The state value the machine starts in, before the first step. */
  initial: StateValue
  steps: { event: EventObject; value: StateValue }[]
}

/**
 * One case per transition of the machine (every event that changes the state value from every
 * reachable snapshot): the model's shortest path to the transition's source, then the
 * transition itself. Together they cover every state and every transition.
 */
export function transitionCases<M extends AnyStateMachine>(
  machine: M,
  events: ReadonlyArray<EventObject & Record<string, unknown>>,
  input?: InputFrom<M>,
): ModelCase[] {
  const paths = testModel(machine, events, input).getShortestPaths({ allowDuplicatePaths: true })
  return paths.flatMap((path) => {
    const [init, ...taken] = path.steps
    const last = path.steps.at(-2)
    // Keep the paths that end with a transition: drop the start and context-only self-transitions.
    if (!init || init.event.type !== INIT || !last || sameValue(last.state, path.state)) return []
    const steps = taken.map((step) => ({ event: step.event, value: step.state.value }))
    const label = steps.map((step) => step.event.type).join(' → ')
    return [{ name: `${JSON.stringify(path.state.value)} via ${label}`, initial: init.state.value, steps }]
  })
}

/**
 * Replays a case on a real actor driven by a simulated clock. It must start in the model's
 * initial state; a delayed step must not fire 1 ms early and must fire exactly at its expected delay.
 */
export function runCase<M extends AnyStateMachine>(
  machine: M,
  modelCase: ModelCase,
  options: { input?: InputFrom<M>; delays?: Record<string, number> } = {},
) {
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input: options.input, clock }).start()
  // The generic snapshot type of an arbitrary machine does not expose `value`; these machines all have one.
  const value = () => (actor.getSnapshot() as { value: StateValue }).value
  expect(value()).toEqual(modelCase.initial)
  for (const step of modelCase.steps) {
    if (step.event.type.startsWith(AFTER_PREFIX)) {
      const name = step.event.type.slice(AFTER_PREFIX.length).split('.')[0] ?? ''
      const ms = options.delays?.[name]
      if (ms === undefined) throw new Error(`no expected duration for delay "${name}"`)
      const before = value()
      clock.increment(ms - 1)
      expect(value()).toEqual(before)
      clock.increment(1)
    } else {
      actor.send(step.event as EventFromLogic<M>)
    }
    expect(value()).toEqual(step.value)
  }
  return actor
}
