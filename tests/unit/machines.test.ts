import { describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { mobileMenuMachine } from '../../machines/mobileMenuMachine.ts'
import {
  NOT_FOUND_REDIRECT_DELAY_MS,
  notFoundRedirectMachine,
} from '../../machines/notFoundRedirectMachine.ts'
import { RELATED_TOOLS_DELAY_MS, relatedToolsMachine } from '../../machines/relatedToolsMachine.ts'
import { runCase, transitionCases } from './support/model.ts'

describe('mobileMenuMachine', () => {
  const cases = transitionCases(mobileMenuMachine, [
    { type: 'menu.toggle' },
    { type: 'menu.close' },
    { type: 'menu.navigate' },
  ])

  it('covers every transition: open by toggle; closed by toggle, close and navigate', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      '"closed" via menu.toggle → menu.close',
      '"closed" via menu.toggle → menu.navigate',
      '"closed" via menu.toggle → menu.toggle',
      '"open" via menu.toggle',
    ])
  })

  for (const modelCase of cases) {
    it(`reaches ${modelCase.name}`, () => {
      runCase(mobileMenuMachine, modelCase)
    })
  }

  it('starts closed', () => {
    expect(createActor(mobileMenuMachine).start().getSnapshot().value).toBe('closed')
  })
})

describe('relatedToolsMachine', () => {
  const input = { elapsedMs: 0 }
  const cases = transitionCases(
    relatedToolsMachine,
    [{ type: 'related.close' }, { type: 'related.open' }],
    input,
  )

  it('covers every transition: hidden → open after the delay, close, reopen', () => {
    expect(cases).toHaveLength(3)
    expect(cases.map((c) => c.steps.at(-1)?.value).sort()).toEqual(['collapsed', 'open', 'open'])
  })

  for (const modelCase of cases) {
    it(`reaches ${modelCase.name} with the card appearing at 5 s`, () => {
      runCase(relatedToolsMachine, modelCase, { delays: { showDelay: RELATED_TOOLS_DELAY_MS } })
    })
  }

  it('is 5 seconds long', () => {
    expect(RELATED_TOOLS_DELAY_MS).toBe(5000)
  })

  it('ignores close and open while still hidden', () => {
    const actor = createActor(relatedToolsMachine, { clock: new SimulatedClock() }).start()
    actor.send({ type: 'related.close' })
    actor.send({ type: 'related.open' })
    expect(actor.getSnapshot().value).toBe('hidden')
  })
})

describe('notFoundRedirectMachine', () => {
  const input = { homePath: '/fr' }
  const cases = transitionCases(notFoundRedirectMachine, [], input)

  it('covers its one transition: waiting → redirecting after the delay', () => {
    expect(cases).toHaveLength(1)
    expect(cases[0]?.steps.map((s) => s.value)).toEqual(['redirecting'])
  })

  for (const modelCase of cases) {
    it(`reaches ${modelCase.name}, redirecting once to the language home at 5 s`, () => {
      const redirect = vi.fn()
      const machine = notFoundRedirectMachine.provide({ actions: { redirect } })
      const actor = runCase(machine, modelCase, {
        input,
        delays: { redirectDelay: NOT_FOUND_REDIRECT_DELAY_MS },
      })
      expect(redirect).toHaveBeenCalledTimes(1)
      expect(redirect.mock.calls[0]?.[1]).toEqual({ homePath: '/fr' })
      expect(actor.getSnapshot().status).toBe('done')
    })
  }

  it('is 5 seconds long and does not redirect before', () => {
    expect(NOT_FOUND_REDIRECT_DELAY_MS).toBe(5000)
    const redirect = vi.fn()
    const clock = new SimulatedClock()
    createActor(notFoundRedirectMachine.provide({ actions: { redirect } }), { input, clock }).start()
    clock.increment(4999)
    expect(redirect).not.toHaveBeenCalled()
  })
})
