import { lutealOf, newPeriodProblem, parsePeriodsParam } from '../../core/calc/cycle-log.ts'
import { parseIsoDate } from '../../core/calc/temporal.ts'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import { offersSync } from '../../core/personal-data-storage.ts'
import { localizedPath } from '../../core/routes.ts'
import { Island } from '../components/Island.server.tsx'
import { PageHeading } from '../components/PageHeading.tsx'
import { PageSections } from '../components/PageSections.tsx'
import { useLocale } from '../i18n/use-locale.ts'
import MyCycles from '../islands/MyCycles.tsx'
import { storedPeriods } from '../machines/cycleLogMachine.ts'
import { usePage } from '../page-context.server.ts'

/**
 * "My cycles" (docs/product.md §2.10). The log is the device's; a `?periods=` address renders it
 * here on the server, which is what the page's forms ask for without JavaScript and what a
 * bookmark shows. A bad link renders the page with the reason, never an error.
 */
export default function MyCyclesPage() {
  const locale = useLocale()
  const { query, today } = usePage()
  const parsed = query.periods === undefined ? null : parsePeriodsParam(query.periods, today)
  const linked = parsed && 'periods' in parsed ? parsed.periods : null
  let problem: MessageKey | null = parsed && 'problem' in parsed ? parsed.problem : null
  // A date the no-JavaScript form could not add (the Worker adds a good one and redirects).
  if (!problem && query.add !== undefined) {
    const added = parseIsoDate(query.add)
    const end = query.addEnd ? parseIsoDate(query.addEnd) : undefined
    problem = !added
      ? 'cycles.invalidDate'
      : end === null
        ? 'cycles.invalidEnd'
        : newPeriodProblem(linked ?? [], added, today, end)
  }
  return (
    <>
      <PageHeading id="myCycles" hero="fertility" />
      <article className="container page">
        <Island
          component={MyCycles}
          props={{
            today: today.toString(),
            linked: linked && storedPeriods(linked),
            problem,
            luteal: lutealOf(query.luteal),
            action: localizedPath(locale, 'my-cycles'),
            calendar: localizedPath(locale, 'fertility-calendar.ics'),
            syncOffered: offersSync(locale),
          }}
        />
        <PageSections id="myCycles" />
      </article>
    </>
  )
}
