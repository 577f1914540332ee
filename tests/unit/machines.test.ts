import { describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { mobileMenuMachine } from '../../client/machines/mobileMenuMachine.ts'
import {
  NOT_FOUND_REDIRECT_DELAY_MS,
  notFoundRedirectMachine,
} from '../../client/machines/notFoundRedirectMachine.ts'
import { RELATED_TOOLS_DELAY_MS, relatedToolsMachine } from '../../client/machines/relatedToolsMachine.ts'
import { expectDelays, transitionTable } from './support/model.ts'

describe('mobileMenuMachine', () => {
  const events = [
    { type: 'menu.toggle' },
    { type: 'menu.open' },
    { type: 'menu.close' },
    { type: 'menu.navigate' },
  ] as const

  it('starts closed; opens by the button or the popover, closes by the button, Escape or a link', () => {
    expect(transitionTable(mobileMenuMachine, events, { open: false })).toEqual([
      '(start)  →  closed',
      'closed  —menu.open→  open',
      'closed  —menu.toggle→  open',
      'open  —menu.close→  closed',
      'open  —menu.navigate→  closed',
      'open  —menu.toggle→  closed',
    ])
  })

  it('adopts a menu the visitor opened before the script loaded: starts open, same transitions', () => {
    expect(transitionTable(mobileMenuMachine, events, { open: true })).toEqual([
      '(start)  →  open',
      'closed  —menu.open→  open',
      'closed  —menu.toggle→  open',
      'open  —menu.close→  closed',
      'open  —menu.navigate→  closed',
      'open  —menu.toggle→  closed',
    ])
  })
})

describe('relatedToolsMachine', () => {
  const input = { elapsedMs: 0 }
  const events = [{ type: 'related.close' }, { type: 'related.open' }]

  it('is hidden, then open after the delay; closes to a button that reopens it', () => {
    expect(transitionTable(relatedToolsMachine, events, input)).toEqual([
      '(start)  →  hidden',
      'collapsed  —related.open→  open',
      'hidden  —after showDelay→  open',
      'open  —related.close→  collapsed',
    ])
  })

  it('shows the card exactly at 5 s, not 1 ms before', () => {
    expectDelays(relatedToolsMachine, events, input, { showDelay: RELATED_TOOLS_DELAY_MS })
  })

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
    it('starts open, without waiting again', () => {
      expect(transitionTable(relatedToolsMachine, events, { elapsedMs: 7300 })).toEqual([
        '(start)  →  open',
        'collapsed  —related.open→  open',
        'open  —related.close→  collapsed',
      ])
    })
  })
})

describe('notFoundRedirectMachine', () => {
  const input = { homePath: '/fr', elapsedMs: 0 }

  it('has its one transition: waiting → redirecting after the delay', () => {
    expect(transitionTable(notFoundRedirectMachine, [], input)).toEqual([
      '(start)  →  waiting',
      'waiting  —after redirectDelay→  redirecting',
    ])
  })

  it('redirects exactly at 5 s, not 1 ms before', () => {
    expectDelays(notFoundRedirectMachine, [], input, { redirectDelay: NOT_FOUND_REDIRECT_DELAY_MS })
  })

  it('redirects once to the language home at 5 s, and stops', () => {
    const redirect = vi.fn()
    const clock = new SimulatedClock()
    const actor = createActor(notFoundRedirectMachine.provide({ actions: { redirect } }), {
      input,
      clock,
    }).start()
    clock.increment(NOT_FOUND_REDIRECT_DELAY_MS)
    expect(redirect).toHaveBeenCalledTimes(1)
    expect(redirect.mock.calls[0]?.[1]).toEqual({ homePath: '/fr' })
    expect(actor.getSnapshot().status).toBe('done')
  })

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
