import { useActorRef } from '@xstate/react'
import { useCallback, useState, useSyncExternalStore } from 'react'
import {
  type Actor,
  type AnyStateMachine,
  getInitialSnapshot,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate'
import { type AdoptedControls, serverControls } from './adopted-controls.ts'
import { readServerControls, useAdoption } from './adoption.tsx'

/**
 * An island's machine, started from what the page shows when the island hydrates.
 *
 * `input` maps the island's controls to the machine's input. The server renders from the
 * controls it wrote (nothing typed); hydration renders that same snapshot, so the markup
 * matches; React then re-renders at once with the actor, which started from the controls as
 * the visitor left them. Focus and caret stay, since hydration keeps every DOM node.
 */
export function useIslandMachine<TMachine extends AnyStateMachine>(
  machineOrMake: TMachine | (() => TMachine),
  input: (controls: AdoptedControls) => InputFrom<TMachine>,
): [SnapshotFrom<TMachine>, Actor<TMachine>['send'], Actor<TMachine>] {
  // A machine given its implementations (`provide`) is made once, not on every render.
  const [machine] = useState(machineOrMake)
  const adopt = useAdoption()
  // The server has nothing to adopt: its one render computes the machine's first state once.
  const onServer = adopt === readServerControls
  // Read once, during the render that creates the actor: a later keystroke reaches it as an event.
  const [inputs] = useState(() => {
    const server = input(serverControls)
    return { server, client: onServer ? server : input(adopt()) }
  })
  const actor = useActorRef(machine, { input: inputs.client }) as unknown as Actor<TMachine>
  const [serverSnapshot] = useState(() =>
    onServer
      ? (actor.getSnapshot() as SnapshotFrom<TMachine>)
      : // The generic rest-parameter signature of getInitialSnapshot cannot be satisfied by a generic input.
        (getInitialSnapshot as (m: AnyStateMachine, i: unknown) => SnapshotFrom<TMachine>)(
          machine,
          inputs.server,
        ),
  )
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
    () => serverSnapshot,
  )
  return [snapshot, actor.send, actor]
}
