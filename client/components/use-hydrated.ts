import { useSyncExternalStore } from 'react'

/** Nothing to subscribe to: whether React runs the page never changes once it does. */
const subscribe = () => () => {}

/**
 * False on the server and in the hydrating render, true once React runs the page: for the few
 * attributes that are only true with JavaScript (an inert button that the script explains) while
 * the markup still hydrates without a mismatch.
 *
 * A part mounted after hydration (a new result's "Save this period") is true in its first render:
 * with an effect, it rendered the page's no-JavaScript form first and replaced it in a second
 * render and commit, which React runs before the frame of a press (issue 27).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
