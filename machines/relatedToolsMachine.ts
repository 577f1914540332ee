import { setup } from 'xstate'

/** How long after the page load the card appears (SPEC §9). */
export const RELATED_TOOLS_DELAY_MS = 5000

/**
 * The floating Related Tools card: hidden, then open 5 s after the page load, then
 * collapsed to a round button that reopens it. Every page load starts a new machine,
 * which is the spec's "reset on route change" in a multi-page site.
 */
export const relatedToolsMachine = setup({
  types: {
    input: {} as { elapsedMs: number },
    context: {} as { elapsedMs: number },
    events: {} as { type: 'related.close' } | { type: 'related.open' },
  },
  delays: {
    // The island may hydrate a moment after the load; count the 5 s from the load itself.
    showDelay: ({ context }) => Math.max(0, RELATED_TOOLS_DELAY_MS - context.elapsedMs),
  },
}).createMachine({
  id: 'relatedTools',
  context: ({ input }) => ({ elapsedMs: input.elapsedMs }),
  initial: 'hidden',
  states: {
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
