/**
 * The machines' transition tables. Each machine test compares the table `transitionTable` computes
 * with one written out by hand: that table is the specification the machine must meet, so a
 * transition added, removed or redirected fails a test (replaying paths the graph computed from the
 * machine itself only compared the machine with itself). `expectDelays` times each delayed
 * transition on a real actor against the duration the code exports. The e2e specs drive the real
 * islands.
 */
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, serializeSnapshot } from '@xstate/graph'
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

/** The internal events of every named delay (`xstate.after.<delay>.<state id>`), so the graph can take them. */
function delayedEvents(node: AnyStateNode): EventObject[] {
  return [
    ...node.after.map((transition) => ({ type: transition.eventType })),
    ...Object.values(node.states).flatMap(delayedEvents),
  ]
}

/** The name of the delay an `xstate.after.<delay>.<state id>` event stands for, else undefined. */
const delayOf = (event: EventObject) =>
  event.type.startsWith(AFTER_PREFIX) ? event.type.slice(AFTER_PREFIX.length).split('.')[0] : undefined

const show = (value: StateValue) => (typeof value === 'string' ? value : JSON.stringify(value))

const row = (from: StateValue, event: EventObject, to: StateValue) => {
  const delay = delayOf(event)
  return `${show(from)}  —${delay ? `after ${delay}` : event.type}→  ${show(to)}`
}

/**
 * Every event (and delay) sent to every snapshot (state value and context) the machine reaches from
 * `input`, as @xstate/graph's adjacency map; `edges` keeps those that change the state value.
 */
function graphOf<M extends AnyStateMachine>(
  machine: M,
  events: ReadonlyArray<EventObject>,
  input: InputFrom<M> | undefined,
) {
  const options = { events: [...events, ...delayedEvents(machine.root)] as EventFromLogic<M>[], input }
  const edges = adjacencyMapToArray(getAdjacencyMap(machine, options)).filter(
    ({ state, nextState }) => JSON.stringify(state.value) !== JSON.stringify(nextState.value),
  )
  return { options, edges }
}

/**
 * The machine's transition table from `input`: the state it starts in, then one row per
 * transition that changes the state value (`source  —event→  target`), from every snapshot the
 * events reach. Context-only self-transitions are left out; rows are sorted.
 */
export function transitionTable<M extends AnyStateMachine>(
  machine: M,
  events: ReadonlyArray<EventObject & Record<string, unknown>>,
  input?: InputFrom<M>,
): string[] {
  // An actor not started: its snapshot is the initial one, no action run.
  const start = createActor(machine, { input }).getSnapshot() as AnyMachineSnapshot
  const rows = graphOf(machine, events, input).edges.map((edge) =>
    row(edge.state.value, edge.event, edge.nextState.value),
  )
  return [`(start)  →  ${show(start.value)}`, ...new Set(rows)].sort()
}

function duration(event: EventObject, delays: Record<string, number>) {
  const ms = delays[delayOf(event) ?? '']
  if (ms === undefined) throw new Error(`no expected duration for delay "${delayOf(event)}"`)
  return ms
}

/**
 * Checks each delayed transition of the table on a real actor driven by a simulated clock: reached
 * the shortest way, it must not fire 1 ms before `delays[<its delay>]` and must fire exactly then.
 */
export function expectDelays<M extends AnyStateMachine>(
  machine: M,
  events: ReadonlyArray<EventObject & Record<string, unknown>>,
  input: InputFrom<M> | undefined,
  delays: Record<string, number>,
) {
  const { options, edges } = graphOf(machine, events, input)
  const paths = new Map(
    getShortestPaths(machine, options).map((path) => [serializeSnapshot(path.state), path]),
  )
  const checked = new Set<string>()
  for (const { state, event, nextState } of edges) {
    const name = row(state.value, event, nextState.value)
    if (!delayOf(event) || checked.has(name)) continue
    checked.add(name)
    const clock = new SimulatedClock()
    const actor = createActor(machine, { input, clock }).start()
    // The generic snapshot type of an arbitrary machine does not expose `value`; these machines all have one.
    const value = () => (actor.getSnapshot() as AnyMachineSnapshot).value
    for (const step of paths.get(serializeSnapshot(state))?.steps.slice(1) ?? []) {
      if (delayOf(step.event)) clock.increment(duration(step.event, delays))
      else actor.send(step.event as EventFromLogic<M>)
    }
    expect(value(), name).toEqual(state.value)
    clock.increment(duration(event, delays) - 1)
    expect(value(), `${name}: 1 ms early`).toEqual(state.value)
    clock.increment(1)
    expect(value(), name).toEqual(nextState.value)
  }
  expect(checked.size, 'delayed transitions').toBeGreaterThan(0)
}
