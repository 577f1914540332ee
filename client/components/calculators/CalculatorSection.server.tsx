import type { ComponentType } from 'react'
import { CONSENT_FIELD } from '../../../core/consent.ts'
import { keepsPersonalData } from '../../../core/personal-data-storage.ts'
import { localizedPath } from '../../../core/routes.ts'
import { useLocale } from '../../i18n/use-locale.ts'
import type { CalculatorProps } from '../../islands/use-calculator.ts'
import type { CalculatorInput } from '../../machines/calculatorMachine.ts'
import { usePage } from '../../page-context.server.ts'
import { Island } from '../Island.server.tsx'
import { GUIDE_FORM_ID } from './GuidePrompt.tsx'

/** Any island that takes a calculator's props: the four calculators. */
type CalculatorIsland = ComponentType<CalculatorProps>

interface CalculatorSectionProps {
  component: CalculatorIsland
  /** Every field of the form with its starting value; the address may set any of them. */
  defaults: Record<string, string>
  validate: CalculatorInput['validate']
}

/**
 * A calculator with the inputs of the address, if any: `/?lmp=2026-05-01&cycle=28` renders
 * its result on the server, which is what a form sent without JavaScript asks for and what
 * a shared link shows. Bad values render the form with the reason, never an error page.
 */
export function CalculatorSection({ component, defaults, validate }: CalculatorSectionProps) {
  const locale = useLocale()
  const { query, today, slug, russianStorage, posted } = usePage()
  const guide = posted?.formId === GUIDE_FORM_ID ? posted : undefined
  const fields = Object.keys(defaults)
  const values = Object.fromEntries(fields.map((field) => [field, query[field] ?? defaults[field] ?? '']))
  const asked = fields.some((field) => query[field] !== undefined)
  const problem = asked ? validate(values, today.toString()) : null
  return (
    <Island
      component={component}
      props={{
        today: today.toString(),
        values,
        submitted: asked && !problem ? values : null,
        problem,
        action: localizedPath(locale, slug ?? ''),
        signupOffered: keepsPersonalData(locale, russianStorage),
        guidePosted: guide && {
          initial: guide.outcome,
          initialEmail: guide.values.email,
          initialConsent: guide.values[CONSENT_FIELD.name] === CONSENT_FIELD.value,
        },
      }}
    />
  )
}
