import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { type AnyStateMachine, getInitialSnapshot, type SnapshotFrom } from 'xstate'
import { useIslandMachine } from '../../client/islands/use-island-machine.ts'
import { cycleLogMachine } from '../../client/machines/cycleLogMachine.ts'
import { shareMachine } from '../../client/machines/shareMachine.ts'
import { type SignupInput, signupMachine } from '../../client/machines/signupMachine.ts'

/** The first state an island renders on the server (no document here), read from a render. */
function serverFirstState<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: unknown,
): SnapshotFrom<TMachine> {
  let seen: SnapshotFrom<TMachine> | undefined
  function Probe() {
    ;[seen] = useIslandMachine(machine, () => input as never)
    return null
  }
  renderToString(<Probe />)
  if (!seen) throw new Error('not rendered')
  return seen
}

const sent: SignupInput = {
  invalidEmail: 'errors.invalidEmailClient',
  autoHide: false,
  initial: { status: 'sent', email: 'ada@example.com' },
}
const error: SignupInput = {
  invalidEmail: 'errors.invalidEmail',
  autoHide: true,
  initial: { status: 'error', message: 'Try again', fieldErrors: { email: 'errors.invalidEmail' } },
}

describe("an island's first state on the server", () => {
  it.each([
    ['a sign-up posted and sent', signupMachine, sent],
    ['a sign-up posted with a wrong address', signupMachine, error],
    ['the share button', shareMachine, undefined],
    ['My cycles, loading its log (an actor invoked at once)', cycleLogMachine, { today: '2026-11-25' }],
  ] as const)('is the state XState computes: %s', (_, machine, input) => {
    const ours = serverFirstState(machine as AnyStateMachine, input)
    const xstates = getInitialSnapshot(machine as AnyStateMachine, input)
    expect(ours.value).toEqual(xstates.value)
    expect(ours.context).toEqual(xstates.context)
    expect(ours.status).toBe('active')
  })

  it('is computed afresh for every render: one input never shows in another', () => {
    const first = serverFirstState(signupMachine, sent)
    const second = serverFirstState(signupMachine, error)
    const third = serverFirstState(signupMachine, sent)
    expect(first.context.email).toBe('ada@example.com')
    expect(second.context.email).toBe('')
    expect(second.context.problem).toEqual({ key: 'errors.invalidEmail' })
    expect(third.context).toEqual(first.context)
    expect(third).not.toBe(first)
  })

  it('is safe to compute in one kept scope: no machine registers an actor by a system id', () => {
    // A kept scope's system would refuse a second actor with the same systemId on the next render.
    const dir = join(import.meta.dirname, '../../client/machines')
    const naming = readdirSync(dir).filter((file) =>
      readFileSync(join(dir, file), 'utf8').includes('systemId'),
    )
    expect(naming).toEqual([])
  })
})
