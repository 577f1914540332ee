import { setup } from 'xstate'

/**
 * The small-screen navigation menu: closed at start; the button toggles it; a chosen link or
 * Escape closes it. The menu is a native popover, so it opens before any script; the
 * machine starts from the state on screen (`open`) and follows the popover from then on.
 */
export const mobileMenuMachine = setup({
  types: {
    input: {} as { open: boolean },
    context: {} as { open: boolean },
    events: {} as
      | { type: 'menu.toggle' }
      | { type: 'menu.open' }
      | { type: 'menu.close' }
      | { type: 'menu.navigate' },
  },
  guards: {
    openOnScreen: ({ context }) => context.open,
  },
}).createMachine({
  id: 'mobileMenu',
  context: ({ input }) => ({ open: input.open }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'openOnScreen', target: 'open' }, { target: 'closed' }],
    },
    closed: {
      on: { 'menu.toggle': 'open', 'menu.open': 'open' },
    },
    open: {
      on: {
        'menu.toggle': 'closed',
        'menu.close': 'closed',
        'menu.navigate': 'closed',
      },
    },
  },
})
