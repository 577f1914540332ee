import { useCallback, useEffect, useRef } from 'react'

/**
 * Moves keyboard focus to the element given the returned ref when `key` changes (never on
 * the first render, so hydrating does not steal focus): a quiz replaces what was focused,
 * and focus must land on what replaced it rather than on the page body.
 */
export function useFocusOnChange(key: string) {
  const target = useRef<HTMLElement | null>(null)
  const previous = useRef(key)
  useEffect(() => {
    if (previous.current === key) return
    previous.current = key
    target.current?.focus()
  }, [key])
  return useCallback((element: HTMLElement | null) => {
    target.current = element
  }, [])
}
