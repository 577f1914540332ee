import { useCallback, useEffect, useRef } from 'react'
import { afterNextPaint } from '../../after-next-paint.ts'

/**
 * Moves keyboard focus to the element given the returned ref when `key` changes (never on
 * the first render, so hydrating does not steal focus): a quiz replaces what was focused,
 * and focus must land on what replaced it rather than on the page body.
 *
 * It moves once the press's own frame is painted: `focus()` lays out the page at once, and
 * React runs a click's effects inside the click, so moving it there delayed the answer's frame
 * by two style and layout passes (about 20 ms at 4×, issue 27).
 */
export function useFocusOnChange(key: string) {
  const target = useRef<HTMLElement | null>(null)
  const previous = useRef(key)
  useEffect(() => {
    if (previous.current === key) return
    previous.current = key
    return afterNextPaint(() => target.current?.focus())
  }, [key])
  return useCallback((element: HTMLElement | null) => {
    target.current = element
  }, [])
}
