import { setup } from 'xstate'

/** How long the not-found page waits before taking the visitor home (SPEC §9). */
export const NOT_FOUND_REDIRECT_DELAY_MS = 5000

/** Waits 5 s on the not-found page, then runs the injected `redirect` action once. */
export const notFoundRedirectMachine = setup({
  types: {
    input: {} as { homePath: string },
    context: {} as { homePath: string },
  },
  actions: {
    // Injected by the island (window.location) and by tests (a spy).
    redirect: (_, _params: { homePath: string }) => {},
  },
  delays: {
    redirectDelay: NOT_FOUND_REDIRECT_DELAY_MS,
  },
}).createMachine({
  id: 'notFoundRedirect',
  context: ({ input }) => ({ homePath: input.homePath }),
  initial: 'waiting',
  states: {
    waiting: {
      after: { redirectDelay: 'redirecting' },
    },
    redirecting: {
      type: 'final',
      entry: { type: 'redirect', params: ({ context }) => ({ homePath: context.homePath }) },
    },
  },
})
