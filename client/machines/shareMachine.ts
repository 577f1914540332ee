import { assign, fromPromise, setup } from 'xstate'

/** How the link left: through the system share sheet, or copied to the clipboard. */
export type ShareOutcome = 'shared' | 'copied'

/**
 * Sharing a result link: the injected `share` actor uses the Web Share API where present,
 * else copies the link; the confirmation shows for a few seconds. The title comes with the
 * press, so that one provided machine serves every result's button (`provide` builds a whole
 * machine, and a new result mounts a new button in the press that shows it).
 */
export const shareMachine = setup({
  types: {
    context: {} as { outcome: ShareOutcome | null },
    events: {} as { type: 'share.start'; title: string },
  },
  actors: {
    share: fromPromise<ShareOutcome, { title: string }>(async () => {
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
        input: ({ event }) => ({ title: event.title }),
        onDone: { target: 'done', actions: assign({ outcome: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    done: { after: { confirmDelay: 'idle' }, on: { 'share.start': 'sharing' } },
    failed: { after: { confirmDelay: 'idle' }, on: { 'share.start': 'sharing' } },
  },
})
