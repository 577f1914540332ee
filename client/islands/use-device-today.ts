import { useEffect, useState } from 'react'
import { localToday } from '../../core/calc/temporal.ts'

/** A second past the device's next midnight, in milliseconds from now. */
function untilNextDay(): number {
  const now = new Date()
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)
  return next.getTime() - now.getTime() + 1000
}

/**
 * The visitor's own date (ISO), not the server's: the server's until the island runs, then the
 * device's, and the next one from the device's midnight while the page stays open. A phone asleep
 * over midnight runs no timer, so the date is read again whenever the page is seen (issue 60,
 * item 1: a page rendered for the 28th, or cached offline, refused a reading of the 29th).
 */
export function useDeviceToday(serverToday: string): string {
  const [today, setToday] = useState(serverToday)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const read = () => {
      setToday(localToday().toString())
      clearTimeout(timer)
      timer = setTimeout(read, untilNextDay())
    }
    const onSeen = () => {
      if (document.visibilityState === 'visible') read()
    }
    read()
    document.addEventListener('visibilitychange', onSeen)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onSeen)
    }
  }, [])
  return today
}
