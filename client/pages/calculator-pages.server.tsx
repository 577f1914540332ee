import { CYCLE_LENGTH } from '../calc/ovulation.ts'
import { validateDueDate, validatePregnancy } from '../calc/validate.ts'
import { CalculatorSection } from '../components/calculators/CalculatorSection.server.tsx'
import { PageHeading } from '../components/PageHeading.tsx'
import { PageSections } from '../components/PageSections.tsx'
import { SignupCard } from '../components/SignupCard.server.tsx'
import DueDateCalculator from '../islands/DueDateCalculator.tsx'
import PregnancyCalculator from '../islands/PregnancyCalculator.tsx'

const cycle = String(CYCLE_LENGTH.default)

export function PregnancyCalculatorPage() {
  return (
    <>
      <PageHeading id="pregnancyCalculator" hero="pregnancy" />
      <article className="container page">
        <CalculatorSection
          component={PregnancyCalculator}
          defaults={{ lmp: '', cycle }}
          validate={validatePregnancy}
        />
        <PageSections id="pregnancyCalculator" stages={['embryo', 'fetus', 'baby']} />
      </article>
    </>
  )
}

export function DueDateCalculatorPage() {
  return (
    <>
      <PageHeading id="dueDateCalculator" hero="baby" />
      <article className="container page">
        <CalculatorSection
          component={DueDateCalculator}
          defaults={{
            method: 'lmp',
            lmp: '',
            conception: '',
            transfer: '',
            embryoAge: '5',
            scan: '',
            weeks: '',
            days: '',
          }}
          validate={validateDueDate}
        />
        <PageSections id="dueDateCalculator" stages={['mother', 'fetus', 'baby']} />
        <SignupCard formId="signup-pregnancyCalendar" variant="pregnancyCalendar" />
      </article>
    </>
  )
}
