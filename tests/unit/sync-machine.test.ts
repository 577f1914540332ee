import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  type RoundSummary,
  SYNC_DEBOUNCE_MS,
  SYNC_RETRY_MS,
  SyncError,
  type SyncSummary,
  syncMachine,
} from '../../client/machines/syncMachine.ts'
import { expectDelays, transitionTable } from './support/model.ts'

/** The sync machine with its stored state, calls and rounds as plain answers (decision 082). */
const owner: SyncSummary = {
  role: 'owner',
  syncedAt: null,
  deletesOn: '2027-12-31',
  unreadable: 0,
  shares: [],
}
const round: RoundSummary = { syncedAt: 1_000, deletesOn: '2027-12-31', unreadable: 0, wrote: 0 }

const machine = syncMachine.provide({
  actors: {
    read: fromPromise<SyncSummary | null>(async () => owner),
    connect: fromPromise(async () => owner),
    round: fromPromise(async () => round),
  },
})

const events = [
  { type: 'sync.start' },
  { type: 'sync.view', readSecret: 'r', token: 't' },
  { type: 'sync.now' },
  { type: 'log.changed' },
  { type: 'log.erased' },
  { type: 'online' },
  { type: 'sync.stop' },
  { type: 'sync.delete' },
  { type: 'share.create' },
  { type: 'share.revoke', hash: 'h' },
  { type: 'xstate.done.actor.0.sync.reading', output: null },
  { type: 'xstate.done.actor.0.sync.reading', output: owner },
  { type: 'xstate.error.actor.0.sync.reading', error: new Error('blocked') },
  { type: 'xstate.done.actor.0.sync.connecting', output: owner },
  { type: 'xstate.error.actor.0.sync.connecting', error: new SyncError('failed') },
  { type: 'xstate.done.actor.0.sync.on.syncing', output: round },
  { type: 'xstate.error.actor.0.sync.on.syncing', error: new SyncError('failed') },
  { type: 'xstate.error.actor.0.sync.on.syncing', error: new SyncError('refused') },
  {
    type: 'xstate.done.actor.0.sync.on.sharing',
    output: { link: { readSecret: 'r', token: 't' }, shares: [] },
  },
  { type: 'xstate.done.actor.0.sync.on.revoking', output: [] },
  { type: 'xstate.done.actor.0.sync.on.forgetting' },
  { type: 'xstate.done.actor.0.sync.on.deleting' },
  { type: 'xstate.error.actor.0.sync.on.deleting', error: new SyncError('failed') },
  { type: 'xstate.done.actor.0.sync.leaving' },
]

describe('syncMachine: its transition table', () => {
  it('reads the stored space, rounds after edits and on demand, waits when failing, stops when refused', () => {
    expect(transitionTable(machine, events)).toEqual([
      '(start)  →  reading',
      'connecting  —log.erased→  off',
      'connecting  —xstate.done.actor.0.sync.connecting→  {"on":"syncing"}',
      'connecting  —xstate.error.actor.0.sync.connecting→  off',
      'leaving  —log.erased→  off',
      'leaving  —xstate.done.actor.0.sync.leaving→  off',
      'off  —sync.start→  connecting',
      'off  —sync.view→  connecting',
      'reading  —log.erased→  off',
      'reading  —xstate.done.actor.0.sync.reading→  off',
      'reading  —xstate.done.actor.0.sync.reading→  {"on":"syncing"}',
      'reading  —xstate.error.actor.0.sync.reading→  off',
      'refused  —log.erased→  off',
      'refused  —sync.stop→  leaving',
      '{"on":"deleting"}  —log.erased→  off',
      '{"on":"deleting"}  —xstate.done.actor.0.sync.on.deleting→  off',
      '{"on":"deleting"}  —xstate.error.actor.0.sync.on.deleting→  {"on":"idle"}',
      '{"on":"forgetting"}  —log.erased→  off',
      '{"on":"forgetting"}  —xstate.done.actor.0.sync.on.forgetting→  off',
      '{"on":"idle"}  —log.changed→  {"on":"pending"}',
      '{"on":"idle"}  —log.erased→  off',
      '{"on":"idle"}  —online→  {"on":"syncing"}',
      '{"on":"idle"}  —share.create→  {"on":"sharing"}',
      '{"on":"idle"}  —share.revoke→  {"on":"revoking"}',
      '{"on":"idle"}  —sync.delete→  {"on":"deleting"}',
      '{"on":"idle"}  —sync.now→  {"on":"syncing"}',
      '{"on":"idle"}  —sync.stop→  {"on":"forgetting"}',
      '{"on":"pending"}  —after debounce→  {"on":"syncing"}',
      '{"on":"pending"}  —log.erased→  off',
      '{"on":"pending"}  —share.create→  {"on":"sharing"}',
      '{"on":"pending"}  —share.revoke→  {"on":"revoking"}',
      '{"on":"pending"}  —sync.delete→  {"on":"deleting"}',
      '{"on":"pending"}  —sync.now→  {"on":"syncing"}',
      '{"on":"pending"}  —sync.stop→  {"on":"forgetting"}',
      '{"on":"revoking"}  —log.erased→  off',
      '{"on":"revoking"}  —xstate.done.actor.0.sync.on.revoking→  {"on":"idle"}',
      '{"on":"sharing"}  —log.erased→  off',
      '{"on":"sharing"}  —xstate.done.actor.0.sync.on.sharing→  {"on":"idle"}',
      '{"on":"syncing"}  —log.erased→  off',
      '{"on":"syncing"}  —share.create→  {"on":"sharing"}',
      '{"on":"syncing"}  —share.revoke→  {"on":"revoking"}',
      '{"on":"syncing"}  —sync.delete→  {"on":"deleting"}',
      '{"on":"syncing"}  —sync.stop→  {"on":"forgetting"}',
      '{"on":"syncing"}  —xstate.done.actor.0.sync.on.syncing→  {"on":"idle"}',
      '{"on":"syncing"}  —xstate.done.actor.0.sync.on.syncing→  {"on":"pending"}',
      '{"on":"syncing"}  —xstate.error.actor.0.sync.on.syncing→  refused',
      '{"on":"syncing"}  —xstate.error.actor.0.sync.on.syncing→  {"on":"waiting"}',
      '{"on":"waiting"}  —after retry→  {"on":"syncing"}',
      '{"on":"waiting"}  —log.erased→  off',
      '{"on":"waiting"}  —online→  {"on":"syncing"}',
      '{"on":"waiting"}  —share.create→  {"on":"sharing"}',
      '{"on":"waiting"}  —share.revoke→  {"on":"revoking"}',
      '{"on":"waiting"}  —sync.delete→  {"on":"deleting"}',
      '{"on":"waiting"}  —sync.now→  {"on":"syncing"}',
      '{"on":"waiting"}  —sync.stop→  {"on":"forgetting"}',
    ])
  })

  it('waits the debounce after an edit and the retry after a failure, exactly', () => {
    expectDelays(machine, events, undefined, { debounce: SYNC_DEBOUNCE_MS, retry: SYNC_RETRY_MS })
  })
})

describe('syncMachine: what the page sees', () => {
  it('a viewer cannot share, delete the space or revoke', async () => {
    const viewer = createActor(
      machine.provide({
        actors: { read: fromPromise<SyncSummary | null>(async () => ({ ...owner, role: 'viewer' })) },
      }),
    ).start()
    await waitFor(viewer, (state) => state.matches({ on: 'idle' }))
    for (const type of ['share.create', 'sync.delete'] as const) viewer.send({ type })
    viewer.send({ type: 'share.revoke', hash: 'h' })
    expect(viewer.getSnapshot().value).toEqual({ on: 'idle' })
  })

  it('tells the page when a round wrote into the log, with how many records', async () => {
    const told: number[] = []
    const actor = createActor(
      machine.provide({
        actors: { round: fromPromise(async () => ({ ...round, wrote: 3 })) },
        actions: { logWritten: (_, wrote) => void told.push(wrote) },
      }),
    ).start()
    await waitFor(actor, (state) => state.matches({ on: 'idle' }))
    expect(told).toEqual([3])
    expect(actor.getSnapshot().context).toMatchObject({
      syncedAt: 1_000,
      deletesOn: '2027-12-31',
      problem: null,
    })
  })

  it('an edit during a round brings another round after it', async () => {
    let rounds = 0
    let finish = () => {}
    const actor = createActor(
      machine.provide({
        actors: {
          round: fromPromise(() => {
            rounds++
            return new Promise<RoundSummary>((resolve) => {
              finish = () => resolve(round)
            })
          }),
        },
      }),
    ).start()
    await waitFor(actor, (state) => state.matches({ on: 'syncing' }))
    actor.send({ type: 'log.changed' })
    finish()
    await waitFor(actor, (state) => state.matches({ on: 'pending' }))
    actor.send({ type: 'sync.now' })
    expect(rounds).toBe(2)
  })

  it('a space gone keeps the page in "refused" until the person forgets it here', async () => {
    const actor = createActor(
      machine.provide({
        actors: {
          round: fromPromise<RoundSummary>(async () => {
            throw new SyncError('refused')
          }),
        },
      }),
    ).start()
    await waitFor(actor, (state) => state.matches('refused'))
    actor.send({ type: 'sync.now' })
    actor.send({ type: 'online' })
    expect(actor.getSnapshot().value).toBe('refused')
    actor.send({ type: 'sync.stop' })
    await waitFor(actor, (state) => state.matches('off'))
    expect(actor.getSnapshot().context.role).toBeNull()
  })
})
