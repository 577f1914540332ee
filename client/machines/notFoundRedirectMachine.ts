import { setup } from 'xstate'

/** How long the not-found page waits before taking the visitor home (docs/product.md §9). */
export const NOT_FOUND_REDIRECT_DELAY_MS = 5000

/**
 * Waits 5 s from when the page appeared, then runs the injected `redirect` action once. The
 * machine starts when its island hydrates, so it is told how long the page has been shown.
 */
export const notFoundRedirectMachine = setup({
  types: {
    input: {} as { homePath: string; elapsedMs: number },
    context: {} as { homePath: string; elapsedMs: number },
  },
  actions: {
    // Injected by the island (window.location) and by tests (a spy).
    redirect: (_, _params: { homePath: string }) => {},
  },
  delays: {
    redirectDelay: ({ context }) => Math.max(0, NOT_FOUND_REDIRECT_DELAY_MS - context.elapsedMs),
  },
}).createMachine({
  id: 'notFoundRedirect',
  context: ({ input }) => ({ homePath: input.homePath, elapsedMs: input.elapsedMs }),
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
