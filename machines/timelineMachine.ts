import { assign, setup } from 'xstate'

/** The milestone timeline: one milestone open at a time; choosing the open one closes it. */
export const timelineMachine = setup({
  types: {
    context: {} as { expanded: number | null },
    events: {} as { type: 'timeline.toggle'; index: number },
  },
}).createMachine({
  id: 'timeline',
  context: { expanded: null },
  initial: 'collapsed',
  states: {
    collapsed: {
      on: {
        'timeline.toggle': { target: 'expanded', actions: assign({ expanded: ({ event }) => event.index }) },
      },
    },
    expanded: {
      on: {
        'timeline.toggle': [
          {
            guard: ({ context, event }) => context.expanded === event.index,
            target: 'collapsed',
            actions: assign({ expanded: null }),
          },
          { actions: assign({ expanded: ({ event }) => event.index }) },
        ],
      },
    },
  },
})
