import { setup } from 'xstate'

/** The small-screen navigation menu: closed at start; the button toggles it; a chosen link or Escape closes it. */
export const mobileMenuMachine = setup({
  types: {
    events: {} as { type: 'menu.toggle' } | { type: 'menu.close' } | { type: 'menu.navigate' },
  },
}).createMachine({
  id: 'mobileMenu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'menu.toggle': 'open' },
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
