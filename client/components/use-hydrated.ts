import { useEffect, useState } from 'react'

/**
 * False on the server and in the first browser render, true once React runs the page:
 * for the few attributes that are only true with JavaScript (an inert button that the
 * script explains) while the markup still hydrates without a mismatch.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
