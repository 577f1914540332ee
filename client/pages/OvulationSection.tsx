import { CYCLE_LENGTH } from '../calc/ovulation.ts'
import { validateOvulation } from '../calc/validate.ts'
import { Island } from '../components/Island.tsx'
import { useLocale } from '../i18n/use-locale.ts'
import { usePage } from '../page-context.ts'
import { localizedPath } from '../routes.ts'

/**
 * The ovulation calculator with the inputs of the address, if any: `/?lmp=2026-05-01&cycle=28`
 * renders its result on the server, which is what a form sent without JavaScript asks for
 * and what a shared link shows.
 */
export function OvulationSection() {
  const locale = useLocale()
  const { query, today } = usePage()
  const values = { lmp: query.lmp ?? '', cycle: query.cycle ?? String(CYCLE_LENGTH.default) }
  const asked = query.lmp !== undefined || query.cycle !== undefined
  const problem = asked ? validateOvulation(values, today.toString()) : null
  return (
    <Island
      name="OvulationCalculator"
      when="idle"
      props={{
        today: today.toString(),
        values,
        submitted: asked && !problem ? values : null,
        problem,
        action: localizedPath(locale, ''),
      }}
    />
  )
}
