import { assign, setup } from 'xstate'

/**
 * Steps through the visualizer's weeks: starts at `index` (the visitor's week once there is a
 * result, else the first); previous and next stop at the ends.
 */
export const visualizerMachine = setup({
  types: {
    input: {} as { count: number; index?: number },
    context: {} as { index: number; count: number },
    events: {} as { type: 'visualizer.previous' } | { type: 'visualizer.next' },
  },
  guards: {
    hasPrevious: ({ context }) => context.index > 0,
    hasNext: ({ context }) => context.index < context.count - 1,
  },
}).createMachine({
  id: 'visualizer',
  context: ({ input }) => ({
    index: Math.min(Math.max(input.index ?? 0, 0), input.count - 1),
    count: input.count,
  }),
  initial: 'placing',
  states: {
    placing: {
      always: [{ guard: ({ context }) => context.index === 0, target: 'first' }, { target: 'middle' }],
    },
    first: {
      on: {
        'visualizer.next': {
          target: 'middle',
          actions: assign({ index: ({ context }) => context.index + 1 }),
        },
      },
    },
    middle: {
      always: { guard: ({ context }) => context.index === context.count - 1, target: 'last' },
      on: {
        'visualizer.next': {
          guard: 'hasNext',
          actions: assign({ index: ({ context }) => context.index + 1 }),
        },
        'visualizer.previous': [
          { guard: ({ context }) => context.index === 1, target: 'first', actions: assign({ index: 0 }) },
          { guard: 'hasPrevious', actions: assign({ index: ({ context }) => context.index - 1 }) },
        ],
      },
    },
    last: {
      on: {
        'visualizer.previous': {
          target: 'middle',
          actions: assign({ index: ({ context }) => context.index - 1 }),
        },
      },
    },
  },
})
