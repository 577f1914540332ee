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
  const events = [
    { type: 'menu.toggle' },
    { type: 'menu.open' },
    { type: 'menu.close' },
    { type: 'menu.navigate' },
  ] as const

  describe('from a closed menu on screen', () => {
    const input = { open: false }
    const cases = transitionCases(mobileMenuMachine, events, input)

    it('covers every transition: open by toggle or the popover; closed by toggle, close and navigate', () => {
      expect(cases.map((c) => c.name).sort()).toEqual([
        '"closed" via menu.toggle → menu.close',
        '"closed" via menu.toggle → menu.navigate',
        '"closed" via menu.toggle → menu.toggle',
        '"open" via menu.open',
        '"open" via menu.toggle',
      ])
    })

    for (const modelCase of cases) {
      it(`reaches ${modelCase.name}`, () => {
        runCase(mobileMenuMachine, modelCase, { input })
      })
    }
  })

  describe('adopting a menu the visitor opened before the script loaded', () => {
    const input = { open: true }
    const cases = transitionCases(mobileMenuMachine, events, input)

    it('starts open and closes by toggle, close and navigate', () => {
      expect(createActor(mobileMenuMachine, { input }).start().getSnapshot().value).toBe('open')
      expect(cases.map((c) => c.name).sort()).toEqual([
        '"closed" via menu.close',
        '"closed" via menu.navigate',
        '"closed" via menu.toggle',
        '"open" via menu.toggle → menu.open',
        '"open" via menu.toggle → menu.toggle',
      ])
    })

    for (const modelCase of cases) {
      it(`reaches ${modelCase.name}`, () => {
        runCase(mobileMenuMachine, modelCase, { input })
      })
    }
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
      runCase(relatedToolsMachine, modelCase, { input, delays: { showDelay: RELATED_TOOLS_DELAY_MS } })
    })
  }

  it('is 5 seconds long', () => {
    expect(RELATED_TOOLS_DELAY_MS).toBe(5000)
  })

  it('ignores close and open while still hidden', () => {
    const actor = createActor(relatedToolsMachine, { input, clock: new SimulatedClock() }).start()
    actor.send({ type: 'related.close' })
    actor.send({ type: 'related.open' })
    expect(actor.getSnapshot().value).toBe('hidden')
  })

  it('counts the 5 s from when the page appeared, not from when its script arrived', () => {
    const clock = new SimulatedClock()
    const actor = createActor(relatedToolsMachine, { input: { elapsedMs: 1200 }, clock }).start()
    clock.increment(3799)
    expect(actor.getSnapshot().value).toBe('hidden')
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('open')
  })

  describe('adopting the card CSS already shows (touched after 5 s)', () => {
    const shown = { elapsedMs: 7300 }
    const adoptedCases = transitionCases(
      relatedToolsMachine,
      [{ type: 'related.close' }, { type: 'related.open' }],
      shown,
    )

    it('starts open, without waiting again', () => {
      expect(createActor(relatedToolsMachine, { input: shown }).start().getSnapshot().value).toBe('open')
      expect(adoptedCases.map((c) => c.name).sort()).toEqual([
        '"collapsed" via related.close',
        '"open" via related.close → related.open',
      ])
    })

    for (const modelCase of adoptedCases) {
      it(`reaches ${modelCase.name}`, () => {
        runCase(relatedToolsMachine, modelCase, { input: shown })
      })
    }
  })
})

describe('notFoundRedirectMachine', () => {
  const input = { homePath: '/fr', elapsedMs: 0 }
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

  it('counts the 5 s from when the page appeared: hydrated at 1.5 s, it redirects 3.5 s later', () => {
    const redirect = vi.fn()
    const clock = new SimulatedClock()
    createActor(notFoundRedirectMachine.provide({ actions: { redirect } }), {
      input: { homePath: '/', elapsedMs: 1500 },
      clock,
    }).start()
    clock.increment(3499)
    expect(redirect).not.toHaveBeenCalled()
    clock.increment(1)
    expect(redirect).toHaveBeenCalledTimes(1)
  })
})
