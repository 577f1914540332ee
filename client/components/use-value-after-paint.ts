import { startTransition, useEffect, useState } from 'react'
import { afterNextPaint } from '../after-next-paint.ts'

/**
 * `value`, but only once the frame after its change has been painted, and then as a transition:
 * what a press shows (a save's confirmation) is on screen before the work that follows the new
 * value starts, and that work gives way to the next press. `useDeferredValue` starts it at once,
 * in the same frame's time, so a slow phone paints the confirmation after a slice of it.
 * `initial` is what the first render shows (by default `value` itself, with nothing to wait for).
 */
export function useValueAfterPaint<T>(value: T, initial: T = value): T {
  const [shown, setShown] = useState(initial)
  useEffect(() => {
    if (Object.is(shown, value)) return
    return afterNextPaint(() => startTransition(() => setShown(value)))
  }, [shown, value])
  return shown
}
