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
    events: {} as { type: 'related.close' } | { type: 'related.open' },
  },
  delays: {
    showDelay: RELATED_TOOLS_DELAY_MS,
  },
}).createMachine({
  id: 'relatedTools',
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
