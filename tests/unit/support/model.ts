import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, serializeSnapshot } from '@xstate/graph'
import { expect } from 'vitest'
import {
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

/** The internal events of every named delay (`xstate.after.<delay>.<state id>`), so the graph can take them. */
function delayedEvents(node: AnyStateNode): EventObject[] {
  return [
    ...node.after.map((transition) => ({ type: transition.eventType })),
    ...Object.values(node.states).flatMap(delayedEvents),
  ]
}

export interface ModelCase {
  name: string
  steps: { event: EventObject; value: StateValue }[]
}

/**
 * One case per transition of the machine: the shortest path to the transition's source
 * state, then the transition itself. Together they cover every state and every transition.
 */
export function transitionCases<M extends AnyStateMachine>(
  machine: M,
  events: ReadonlyArray<EventObject & Record<string, unknown>>,
  input?: InputFrom<M>,
): ModelCase[] {
  const options = { events: [...events, ...delayedEvents(machine.root)] as EventFromLogic<M>[], input }
  const shortest = new Map(
    getShortestPaths(machine, options).map((path) => [serializeSnapshot(path.state), path]),
  )
  const edges = adjacencyMapToArray(getAdjacencyMap(machine, options)).filter(
    (edge) => JSON.stringify(edge.state.value) !== JSON.stringify(edge.nextState.value),
  )
  return edges.map((edge) => {
    const prefix = shortest.get(serializeSnapshot(edge.state))
    if (!prefix) throw new Error(`no path to ${JSON.stringify(edge.state.value)}`)
    const steps = [...prefix.steps, { event: edge.event, state: edge.nextState }]
      .filter((step) => step.event.type !== 'xstate.init')
      .map((step) => ({ event: step.event as EventObject, value: step.state.value as StateValue }))
    const label = steps.map((step) => step.event.type).join(' → ')
    return { name: `${JSON.stringify(edge.nextState.value)} via ${label}`, steps }
  })
}

/**
 * Replays a case on a real actor driven by a simulated clock. A delayed step must not fire
 * 1 ms early and must fire exactly at its expected delay.
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
