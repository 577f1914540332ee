import { useIntl } from 'react-intl'
import { CYCLE_LENGTH } from '../calc/ovulation.ts'
import { validateOvulation } from '../calc/validate.ts'
import { CalculatorSection } from '../components/calculators/CalculatorSection.tsx'
import { SignupCard } from '../components/SignupCard.tsx'
import type { MessageKey } from '../i18n/messages.ts'

const sections = [
  ['home.howItWorksHeading', 'home.howItWorksText'],
  ['home.fertileWindowHeading', 'home.fertileWindowText'],
  ['home.fertilityTipsHeading', 'home.fertilityTipsText'],
  ['home.faqHeading', 'home.faqText'],
] as const satisfies readonly (readonly [MessageKey, MessageKey])[]

export default function HomePage() {
  const intl = useIntl()
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{intl.formatMessage({ id: 'home.h1' })}</h1>
          <p className="lead">{intl.formatMessage({ id: 'home.subtitle' })}</p>
        </div>
      </section>
      <div className="container page">
        <CalculatorSection
          name="OvulationCalculator"
          defaults={{ lmp: '', cycle: String(CYCLE_LENGTH.default) }}
          validate={validateOvulation}
        />
        {sections.map(([heading, text]) => (
          <section key={heading} className="card">
            <h2>{intl.formatMessage({ id: heading })}</h2>
            <p>{intl.formatMessage({ id: text })}</p>
          </section>
        ))}
        <SignupCard formId="signup-trackingKit" variant="trackingKit" />
      </div>
    </>
  )
}
