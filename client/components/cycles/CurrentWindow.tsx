import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import { currentWindow, type CurrentWindow as Window } from '../../../core/calc/body-signs/current-window.ts'
import type { CycleEvidence } from '../../../core/calc/body-signs/signs-summary.ts'
import type { Temporal } from '../../../core/calc/temporal.ts'
import { useSignsWords } from './signs-words.ts'

/**
 * "This cycle, from your signs" (issue 51, item 3): what the current cycle's signs say today about
 * its fertile window, which for this cycle takes the place of the calendar's (`currentWindow`). In
 * words only, never a colour. No live region: it changes after a save, which has its own status line.
 */
export function CurrentWindow({
  cycles,
  today,
}: {
  cycles: readonly CycleEvidence[]
  today: Temporal.PlainDate
}) {
  const intl = useIntl()
  const words = useSignsWords()
  const now = useMemo(() => currentWindow(cycles, today), [cycles, today])
  if (!now) return null
  const say = intl.formatMessage

  function sentences(result: Window): string[] {
    switch (result.kind) {
      case 'closed':
        return [say({ id: 'signs.now.closed' }, { date: words.date(result.confirmedOn) })]
      case 'lh':
        return [
          say(
            { id: 'signs.now.lh' },
            { date: words.date(result.lhPositive), days: words.dateRange(result.bestDays) },
          ),
        ]
      case 'mucus':
        return [
          say({ id: 'signs.now.mucus' }, { date: words.date(result.since) }),
          ...(result.bestDays.length > 0
            ? [
                say(
                  { id: 'signs.now.mucusBest' },
                  { dates: intl.formatList(result.bestDays.map(words.date)) },
                ),
              ]
            : []),
        ]
      case 'calendar':
        return [say({ id: 'signs.now.calendar' })]
      default:
        return unworded(result)
    }
  }

  return (
    <section className="current-window" aria-labelledby="current-window-title">
      <h3 id="current-window-title">{say({ id: 'signs.now.title' })}</h3>
      {[...sentences(now), ...(now.kind === 'calendar' ? [] : [say({ id: 'signs.now.replaces' })])].map(
        (sentence) => (
          <p key={sentence}>{sentence}</p>
        ),
      )}
    </section>
  )
}

/** A result the rule can give that has no words here: a compile error, never a silent gap. */
function unworded(result: never): never {
  throw new Error(`No words for ${JSON.stringify(result)}`)
}
