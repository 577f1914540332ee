import { useIntl } from 'react-intl'
import type { RouteSlug } from '../../../core/routes.ts'
import { Link } from '../Link.tsx'

const targets = {
  ovulation: '',
  pregnancy: 'pregnancy-calculator',
  dueDate: 'due-date-calculator',
  twins: 'pregnancy-calculator-for-twins',
} as const satisfies Record<string, RouteSlug>

export type CtaCalculator = keyof typeof targets

/** A call to open one of the calculators, in the page's language. */
export function CalculatorCta({ calculator = 'ovulation' }: { calculator?: CtaCalculator }) {
  const intl = useIntl()
  return (
    <aside className="cta card">
      <h2 className="cta-title">{intl.formatMessage({ id: `cta.${calculator}.title` })}</h2>
      <p>{intl.formatMessage({ id: `cta.${calculator}.text` })}</p>
      <Link to={targets[calculator]} className="button">
        {intl.formatMessage({ id: `cta.${calculator}.button` })}
      </Link>
    </aside>
  )
}
