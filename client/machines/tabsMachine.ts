import { setup } from 'xstate'

export type TabsEvent<T extends string> =
  | { type: 'tabs.select'; tab: T }
  | { type: 'tabs.next' }
  | { type: 'tabs.previous' }
  | { type: 'tabs.first' }
  | { type: 'tabs.last' }

/**
 * A tab list whose state is the active tab: the one given as input (a tab chosen before the
 * island hydrated), else the first. Choosing a tab shows it; next and previous wrap around the
 * ends; first and last jump there (WAI-ARIA tabs keyboard model). Each tab is a state of its
 * own, so every move is a visible transition.
 */
export function createTabsMachine<const T extends string>(tabs: readonly [T, ...T[]]) {
  const at = (index: number): T => tabs[(index + tabs.length) % tabs.length] ?? tabs[0]
  const select = tabs.map((target) => ({
    guard: ({ event }: { event: TabsEvent<T> }) => event.type === 'tabs.select' && event.tab === target,
    target,
  }))
  const states = Object.fromEntries(
    tabs.map((tab, index) => [
      tab,
      {
        on: {
          'tabs.select': select,
          'tabs.next': at(index + 1),
          'tabs.previous': at(index - 1),
          'tabs.first': tabs[0],
          'tabs.last': at(-1),
        },
      },
    ]),
  )
  return setup({
    types: {
      events: {} as TabsEvent<T>,
      context: {} as { opening: T },
      input: {} as { tab?: T | undefined } | undefined,
    },
  }).createMachine({
    id: 'tabs',
    context: ({ input }) => ({ opening: input?.tab ?? tabs[0] }),
    initial: 'opening',
    states: {
      ...states,
      // Resolved at start: the snapshot's first state is already a tab.
      opening: {
        always: tabs.map((tab) => ({ guard: ({ context }) => context.opening === tab, target: tab })),
      },
    },
  })
}
