import { useCallback, useEffect, useState } from 'react'
import { loadResumedFor, onOtherTabChange, saveResumedFor } from './cycle-store.ts'

/**
 * Whether the period predictions are paused (issue 51, item 5): a positive pregnancy test stands
 * (`standing`, its ISO date) and the visitor has not resumed them after that very test. Resuming
 * applies to one test: a later positive test pauses them again. While the device's answer is not
 * read yet (`undefined`), nothing is paused, so the predictions never flash away and back.
 */
export const predictionsPaused = (standing: string | null, resumedFor: string | null | undefined) =>
  standing !== null && resumedFor !== undefined && resumedFor !== standing

/**
 * The pause, with the visitor's "Resume predictions" kept on the device, read again when another
 * tab changes the log (that tab may have resumed them). The device is asked only once a test stands: a visitor with no test opens
 * nothing more.
 */
export function usePredictionPause(standing: string | null): { paused: boolean; resume: () => void } {
  const [resumedFor, setResumedFor] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    if (standing === null) return
    let current = true
    const read = () =>
      loadResumedFor().then(
        (value) => current && setResumedFor(value),
        // Unreadable: the predictions pause, and the button still resumes them for this visit.
        () => current && setResumedFor(null),
      )
    void read()
    // Never after another tab deleted everything: opening the database would make it again.
    const stop = onOtherTabChange((change) => {
      if (change === 'changed') void read()
    })
    return () => {
      current = false
      stop()
    }
  }, [standing])
  const resume = useCallback(() => {
    if (standing === null) return
    setResumedFor(standing)
    // Not kept (storage refused): resumed for this visit only, as the page can do no more.
    saveResumedFor(standing).catch(() => {})
  }, [standing])
  return { paused: predictionsPaused(standing, resumedFor), resume }
}
