import { assign, fromPromise, setup } from 'xstate'

/** How the link left: through the system share sheet, or copied to the clipboard. */
export type ShareOutcome = 'shared' | 'copied'

/**
 * Sharing a result link: the injected `share` actor uses the Web Share API where present,
 * else copies the link; the confirmation shows for a few seconds.
 */
export const shareMachine = setup({
  types: {
    context: {} as { outcome: ShareOutcome | null },
    events: {} as { type: 'share.start' },
  },
  actors: {
    share: fromPromise<ShareOutcome>(async () => {
      throw new Error('shareMachine: provide a share actor')
    }),
  },
  delays: { confirmDelay: 6000 },
}).createMachine({
  id: 'share',
  context: { outcome: null },
  initial: 'idle',
  states: {
    idle: { on: { 'share.start': 'sharing' } },
    sharing: {
      invoke: {
        id: 'share',
        src: 'share',
        onDone: { target: 'done', actions: assign({ outcome: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    done: { after: { confirmDelay: 'idle' }, on: { 'share.start': 'sharing' } },
    failed: { after: { confirmDelay: 'idle' }, on: { 'share.start': 'sharing' } },
  },
})
