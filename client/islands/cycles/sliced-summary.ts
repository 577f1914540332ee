import { useEffect, useState } from 'react'
import { type SignsSummary, summarySteps } from '../../../core/calc/body-signs/signs-summary.ts'
import type { StoredDay } from '../../../core/calc/body-signs/stored-day.ts'
import type { LoggedPeriod } from '../../../core/calc/cycle-log.ts'

/**
 * Steps of `summarySteps` per task: a step is one cycle's evidence or 50 days parsed, up to about
 * 5 ms on a phone 4× slower than a laptop, so a slice stays well under the 50 ms after which the
 * browser counts a task long. Counted, not timed: the same slices on every device and in tests.
 */
const STEPS_PER_SLICE = 5

/**
 * What the log's signs say, read in slices after the page has painted (issue 60, item 7): a first
 * read of 240 cycles took one task of about a second at 4× slower, in which nothing on the page
 * answered. Until the first read is done it is null; after a change, the last summary stays shown
 * until the new one is read (after a save, one cycle is read anew).
 */
export function useSlicedSummary(
  periods: readonly LoggedPeriod[],
  days: readonly StoredDay[],
): SignsSummary | null {
  const [read, setRead] = useState<{ summary: SignsSummary; days: readonly StoredDay[] } | null>(null)
  useEffect(() => {
    const steps = summarySteps(periods, days)
    // Each slice in a task of its own, after what the page has waiting (a press, a frame): a message
    // to itself, which, unlike `setTimeout`, is neither clamped to 4 ms when chained nor run back to
    // back by a test's installed clock.
    const channel = new MessageChannel()
    const slice = () => {
      for (let step = 0; step < STEPS_PER_SLICE; step++) {
        const next = steps.next()
        if (next.done) {
          setRead({ summary: next.value, days })
          return
        }
      }
      channel.port2.postMessage(null)
    }
    channel.port1.onmessage = slice
    slice()
    // A newer log stops this read: its port closed, no slice runs again.
    return () => channel.port1.close()
  }, [periods, days])
  // A log being changed keeps its last reading meanwhile; one being read for the first time (the
  // days arriving from the device after the empty list the page starts with) shows none until read.
  return read && (read.days === days || read.days.length > 0) ? read.summary : null
}
