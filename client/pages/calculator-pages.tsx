import { CYCLE_LENGTH } from '../calc/ovulation.ts'
import { validateDueDate, validatePregnancy } from '../calc/validate.ts'
import { CalculatorSection } from '../components/calculators/CalculatorSection.tsx'
import { PageOutline } from '../components/PageOutline.tsx'
import DueDateCalculator from '../islands/DueDateCalculator.tsx'
import PregnancyCalculator from '../islands/PregnancyCalculator.tsx'

const cycle = String(CYCLE_LENGTH.default)

export function PregnancyCalculatorPage() {
  return (
    <PageOutline id="pregnancyCalculator" hero="pregnancy" stages={['embryo', 'fetus', 'baby']}>
      <CalculatorSection
        component={PregnancyCalculator}
        defaults={{ lmp: '', cycle }}
        validate={validatePregnancy}
      />
    </PageOutline>
  )
}

export function DueDateCalculatorPage() {
  return (
    <PageOutline
      id="dueDateCalculator"
      hero="baby"
      signup="pregnancyCalendar"
      stages={['mother', 'fetus', 'baby']}
    >
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
    </PageOutline>
  )
}
