import { assign, fromPromise, setup } from 'xstate'

/**
 * Why a sync call did not go through. `refused` is the space's one answer for a space deleted, a
 * wrong credential and a revoked link (they look the same on purpose); the others pass.
 */
export type SyncFailure = 'refused' | 'limited' | 'full' | 'failed'

export class SyncError extends Error {
  constructor(
    readonly failure: SyncFailure,
    /** How long the space asked to wait (429 Retry-After), in milliseconds. */
    readonly retryAfter?: number,
  ) {
    super(`sync: ${failure}`)
  }
}

export const failureOf = (error: unknown): SyncFailure =>
  error instanceof SyncError ? error.failure : 'failed'

/** Whose the space is on this device: the owner's devices write, a viewer's link only reads. */
export type SyncRole = 'owner' | 'viewer'

/** A read-only link the owner made: the UI builds the link from `readSecret` and `token`. */
export interface ShareLink {
  readSecret: string
  token: string
}

/** What the page shows of a share: its token (to show the link again) and its hash (to revoke it). */
export interface ShareSummary {
  token: string
  hash: string
  made: number
}

/** The stored space as the machine sees it: no secret. */
export interface SyncSummary {
  role: SyncRole
  syncedAt: number | null
  deletesOn: string | null
  unreadable: number
  shares: ShareSummary[]
}

/** What one round did. */
export interface RoundSummary {
  syncedAt: number
  deletesOn: string | null
  /** Records pulled, ever, that this device's keys could not open. */
  unreadable: number
  /** Records written into this device's log (0 for a viewer). */
  wrote: number
}

/** How a space comes to this device: a new one, the owner's link, or a read-only link. */
export type Connect =
  | { kind: 'start' }
  | { kind: 'join'; secret: string }
  | { kind: 'view'; readSecret: string; token: string }

export type SyncEvent =
  | { type: 'sync.start' }
  | { type: 'sync.join'; secret: string }
  | { type: 'sync.view'; readSecret: string; token: string }
  | { type: 'sync.now' }
  /** This device's log changed (this tab or another): a round follows after a pause. */
  | { type: 'log.changed' }
  /** "Delete everything on this device" removed the database, and the space's state with it. */
  | { type: 'log.erased' }
  | { type: 'online' }
  | { type: 'focus' }
  /** Forget the space on this device only: the log stays, the other devices keep syncing. */
  | { type: 'sync.stop' }
  /** Delete the space on the server, for every device, then forget it here. */
  | { type: 'sync.delete' }
  | { type: 'share.create' }
  | { type: 'share.revoke'; hash: string }

export interface SyncContext {
  role: SyncRole | null
  syncedAt: number | null
  deletesOn: string | null
  unreadable: number
  shares: ShareSummary[]
  /** The link just made, until the next share event. */
  link: ShareLink | null
  /** Why the last call did not go through, while it matters. */
  problem: SyncFailure | null
  /** The log changed during a round: another follows it. */
  dirty: boolean
}

/** The pause after an edit before its round: a few edits in a row go in one push. */
export const SYNC_DEBOUNCE_MS = 2_000
/** How long a device offline or refused for a while waits before trying again by itself. */
export const SYNC_RETRY_MS = 60_000

/** The context a round leaves: `wrote` goes to the page, not into the context. */
const roundDone = ({ syncedAt, deletesOn, unreadable }: RoundSummary) => ({
  syncedAt,
  deletesOn,
  unreadable,
  problem: null,
})

/**
 * The person's own requests, taken while no other is under way: one at a time, so that a share
 * being made is never cut by a revoke or the space forgotten under it. A round under way is left
 * (its transaction checks that the space is still kept before it writes).
 */
const manage = {
  'sync.stop': 'forgetting',
  'sync.delete': { guard: 'owner', target: 'deleting' },
  'share.create': { guard: 'owner', target: 'sharing' },
  'share.revoke': { guard: 'owner', target: 'revoking' },
} as const

const off = {
  role: null,
  syncedAt: null,
  deletesOn: null,
  unreadable: 0,
  shares: [],
  link: null,
  problem: null,
}

/**
 * Sync on this device (issue 62; decision 082): whether a space is kept here, rounds after edits,
 * on focus, when back online and on a timer while failing, and the owner's links. The stored
 * state, the rounds and the calls are injected actors (`syncActors()` in the islands), so tests
 * drive it without a network or a database.
 */
export const syncMachine = setup({
  types: {
    context: {} as SyncContext,
    events: {} as SyncEvent,
  },
  actors: {
    read: fromPromise<SyncSummary | null>(async () => null),
    connect: fromPromise<SyncSummary, Connect>(async () => {
      throw new Error('syncMachine: provide a connect actor')
    }),
    round: fromPromise<RoundSummary>(async () => {
      throw new Error('syncMachine: provide a round actor')
    }),
    forget: fromPromise<void>(async () => {}),
    remove: fromPromise<void>(async () => {
      throw new Error('syncMachine: provide a remove actor')
    }),
    share: fromPromise<{ link: ShareLink; shares: ShareSummary[] }>(async () => {
      throw new Error('syncMachine: provide a share actor')
    }),
    revoke: fromPromise<ShareSummary[], { hash: string }>(async () => {
      throw new Error('syncMachine: provide a revoke actor')
    }),
  },
  actions: {
    /**
     * A round wrote `wrote` records into the device's log: this tab's page reads it again (injected;
     * the other tabs hear the store's channel).
     */
    logWritten: (_, _wrote: number) => {},
  },
  guards: {
    owner: ({ context }) => context.role === 'owner',
  },
  delays: {
    debounce: SYNC_DEBOUNCE_MS,
    retry: SYNC_RETRY_MS,
  },
}).createMachine({
  id: 'sync',
  context: { ...off, dirty: false },
  initial: 'reading',
  on: { 'log.erased': { target: '.off', actions: assign({ ...off, dirty: false }) } },
  states: {
    reading: {
      invoke: {
        src: 'read',
        onDone: [
          { guard: ({ event }) => event.output === null, target: 'off' },
          { target: 'on', actions: assign(({ event }) => ({ ...event.output })) },
        ],
        // Storage refused: this device cannot keep a space, so sync stays off.
        onError: 'off',
      },
    },
    off: {
      on: {
        'sync.start': 'connecting',
        'sync.join': 'connecting',
        'sync.view': 'connecting',
      },
    },
    connecting: {
      invoke: {
        src: 'connect',
        input: ({ event }): Connect =>
          event.type === 'sync.join'
            ? { kind: 'join', secret: event.secret }
            : event.type === 'sync.view'
              ? { kind: 'view', readSecret: event.readSecret, token: event.token }
              : { kind: 'start' },
        onDone: { target: 'on', actions: assign(({ event }) => ({ ...event.output, problem: null })) },
        onError: { target: 'off', actions: assign({ problem: ({ event }) => failureOf(event.error) }) },
      },
    },
    on: {
      initial: 'syncing',
      states: {
        idle: {
          on: {
            ...manage,
            'sync.now': 'syncing',
            focus: 'syncing',
            online: 'syncing',
            'log.changed': 'pending',
          },
        },
        /** An edit was just made: the round waits for the next pause in editing. */
        pending: {
          after: { debounce: 'syncing' },
          on: {
            ...manage,
            'log.changed': { target: 'pending', reenter: true },
            'sync.now': 'syncing',
          },
        },
        syncing: {
          entry: assign({ dirty: false }),
          on: { ...manage, 'log.changed': { actions: assign({ dirty: true }) } },
          invoke: {
            src: 'round',
            onDone: [
              {
                guard: ({ context }) => context.dirty,
                target: 'pending',
                actions: [
                  assign(({ event }) => roundDone(event.output)),
                  { type: 'logWritten', params: ({ event }) => event.output.wrote },
                ],
              },
              {
                target: 'idle',
                actions: [
                  assign(({ event }) => roundDone(event.output)),
                  { type: 'logWritten', params: ({ event }) => event.output.wrote },
                ],
              },
            ],
            onError: [
              {
                guard: ({ event }) => failureOf(event.error) === 'refused',
                target: '#sync.refused',
                actions: assign({ problem: 'refused' as const }),
              },
              { target: 'waiting', actions: assign({ problem: ({ event }) => failureOf(event.error) }) },
            ],
          },
        },
        /** Offline, or the space could not take the round: tried again when that may have changed. */
        waiting: {
          after: { retry: 'syncing' },
          on: {
            ...manage,
            'sync.now': 'syncing',
            focus: 'syncing',
            online: 'syncing',
          },
        },
        sharing: {
          invoke: {
            src: 'share',
            onDone: { target: 'idle', actions: assign(({ event }) => ({ ...event.output, problem: null })) },
            onError: { target: 'idle', actions: assign({ problem: ({ event }) => failureOf(event.error) }) },
          },
        },
        revoking: {
          invoke: {
            src: 'revoke',
            input: ({ event }) => ({ hash: event.type === 'share.revoke' ? event.hash : '' }),
            onDone: { target: 'idle', actions: assign({ shares: ({ event }) => event.output, link: null }) },
            onError: { target: 'idle', actions: assign({ problem: ({ event }) => failureOf(event.error) }) },
          },
        },
        forgetting: {
          invoke: {
            src: 'forget',
            onDone: { target: '#sync.off', actions: assign({ ...off, dirty: false }) },
            onError: { target: 'idle', actions: assign({ problem: 'failed' as const }) },
          },
        },
        deleting: {
          invoke: {
            src: 'remove',
            onDone: { target: '#sync.off', actions: assign({ ...off, dirty: false }) },
            onError: { target: 'idle', actions: assign({ problem: ({ event }) => failureOf(event.error) }) },
          },
        },
      },
    },
    /**
     * The space is gone or the link revoked: the page says so. The device's log stays whole; only
     * forgetting the space here leaves this state.
     */
    refused: {
      on: { 'sync.stop': 'leaving' },
    },
    leaving: {
      invoke: {
        src: 'forget',
        onDone: { target: 'off', actions: assign({ ...off, dirty: false }) },
        onError: 'refused',
      },
    },
  },
})
