import { setup } from 'xstate'

/** How long after the page appears the card appears (docs/product.md §9). */
export const RELATED_TOOLS_DELAY_MS = 5000

/**
 * The floating Related Tools card: hidden, then open 5 s after the page appears, then
 * collapsed to a round button that reopens it. Every page load starts a new machine, which
 * is the spec's "reset on route change" in a multi-page site.
 *
 * Before its script loads, CSS shows the card at 5 s; the machine starts when the visitor
 * touches the card, told how long the page has been shown, and takes over from that state.
 */
export const relatedToolsMachine = setup({
  types: {
    input: {} as { elapsedMs: number },
    context: {} as { elapsedMs: number },
    events: {} as { type: 'related.close' } | { type: 'related.open' },
  },
  guards: {
    alreadyShown: ({ context }) => context.elapsedMs >= RELATED_TOOLS_DELAY_MS,
  },
  delays: {
    showDelay: ({ context }) => Math.max(0, RELATED_TOOLS_DELAY_MS - context.elapsedMs),
  },
}).createMachine({
  id: 'relatedTools',
  context: ({ input }) => ({ elapsedMs: input.elapsedMs }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'alreadyShown', target: 'open' }, { target: 'hidden' }],
    },
    hidden: {
      after: { showDelay: 'open' },
    },
    open: {
      on: { 'related.close': 'collapsed' },
    },
    collapsed: {
      on: { 'related.open': 'open' },
    },
  },
})
