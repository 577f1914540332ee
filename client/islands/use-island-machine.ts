import { useActorRef } from '@xstate/react'
import { useCallback, useRef, useState, useSyncExternalStore } from 'react'
import { type Actor, type AnyStateMachine, createActor, type InputFrom, type SnapshotFrom } from 'xstate'
import { type AdoptedControls, serverControls } from './adopted-controls.ts'
import { useAdoption } from './adoption.tsx'

/** What a machine computes its first state in. */
type MachineScope = Parameters<AnyStateMachine['getInitialSnapshot']>[0]

/**
 * One inert scope per machine, kept. XState's own `getInitialSnapshot` makes a throwaway actor
 * on every call, and that actor's constructor computes the machine's first state once more,
 * without input: for a machine whose context needs its input, by throwing and catching. Those
 * made up most of a server render's time in XState (issue 27's profile: a tenth of a result page).
 * The scope runs nothing: its actions and deferred work are dropped, and no actor is started,
 * so none registers in its system. No machine here names a `systemId`.
 */
const inertScopes = new WeakMap<AnyStateMachine, MachineScope>()

function inertScope(machine: AnyStateMachine): MachineScope {
  let scope = inertScopes.get(machine)
  if (!scope) {
    const self = createActor(machine)
    const nothing = () => {}
    scope = {
      self,
      system: self.system,
      id: '',
      sessionId: '',
      logger: nothing,
      defer: nothing,
      emit: nothing,
      stopChild: nothing,
      actionExecutor: nothing,
    } satisfies MachineScope
    inertScopes.set(machine, scope)
  }
  return scope
}

/** The first state of `machine` for `input`, computed without starting an actor. */
function firstState<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: unknown,
): SnapshotFrom<TMachine> {
  return machine.getInitialSnapshot(inertScope(machine), input) as SnapshotFrom<TMachine>
}

type Implementations<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0]

type UseIslandMachine = <TMachine extends AnyStateMachine>(
  machine: TMachine,
  /** The machine's input from the island's controls; none for a machine that takes no input. */
  input: ((controls: AdoptedControls) => InputFrom<TMachine>) | undefined,
  implementations?: () => Implementations<TMachine>,
) => [SnapshotFrom<TMachine>, Actor<TMachine>['send'], Actor<TMachine>]

/**
 * The server renders a page once and runs no handler or effect: it needs an island's first
 * state, not an actor, nor the machine's implementations (a page's islands spent a tenth of its
 * render making them). `send` and the actor belong to handlers and effects, which never run here.
 */
const useFirstState: UseIslandMachine = (machine, input) => [
  firstState(machine, input?.(serverControls)),
  () => {},
  null as unknown as Actor<typeof machine>,
]

/**
 * An island's machine, started from what the page shows when the island hydrates.
 *
 * `input` maps the island's controls to the machine's input. The server renders from the
 * controls it wrote (nothing typed); hydration renders that same snapshot, so the markup
 * matches; React then re-renders at once with the actor, which started from the controls as
 * the visitor left them. Focus and caret stay, since hydration keeps every DOM node.
 *
 * `implementations` (the machine's actors and actions, for `provide`) are made once, in the
 * browser only. Which of the two is used is fixed for the module's life (whether there is a
 * document), so an island calls the same hooks on every render.
 */
export const useIslandMachine: UseIslandMachine =
  typeof document === 'undefined' ? useFirstState : useBrowserMachine

function useBrowserMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: ((controls: AdoptedControls) => InputFrom<TMachine>) | undefined,
  implementations?: () => Implementations<TMachine>,
): [SnapshotFrom<TMachine>, Actor<TMachine>['send'], Actor<TMachine>] {
  const adopt = useAdoption()
  // Read once, during the render that creates the actor: a later keystroke reaches it as an event.
  // A machine without input reads no control (the island's form is not read again for it).
  const [made] = useState(() => ({
    machine: (implementations ? machine.provide(implementations()) : machine) as TMachine,
    client: input?.(adopt()),
  }))
  const actor = useActorRef(made.machine, { input: made.client }) as unknown as Actor<TMachine>
  // What the server rendered, worked out only when React asks for it: while it hydrates. A part
  // mounted later, such as a new result's share button, never needs it. From the machine as the
  // server has it, without implementations, so that both sides compute the same state.
  const serverSnapshot = useRef<SnapshotFrom<TMachine> | null>(null)
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const snapshot = useSyncExternalStore(
    subscribe,
    () => actor.getSnapshot() as SnapshotFrom<TMachine>,
    () => (serverSnapshot.current ??= firstState(machine, input?.(serverControls))),
  )
  return [snapshot, actor.send, actor]
}
