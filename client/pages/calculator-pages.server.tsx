import type { ReactNode } from 'react'
import { dueDateForm } from '../../core/calculators/due-date.ts'
import { pregnancyForm } from '../../core/calculators/pregnancy.ts'
import type { HeroTheme } from '../components/art/HeroArt.tsx'
import type { Stage } from '../components/art/StageIllustration.tsx'
import { CalculatorSection } from '../components/calculators/CalculatorSection.server.tsx'
import { PageHeading } from '../components/PageHeading.tsx'
import { PageSections } from '../components/PageSections.tsx'
import { SignupCard } from '../components/SignupCard.server.tsx'
import DueDateCalculator from '../islands/DueDateCalculator.tsx'
import PregnancyCalculator from '../islands/PregnancyCalculator.tsx'

/** A pregnancy calculator's page: its banner, the calculator, then the catalogue's sections. */
function CalculatorPage(props: {
  id: 'pregnancyCalculator' | 'dueDateCalculator'
  hero: HeroTheme
  stages: readonly Stage[]
  after?: ReactNode
  children: ReactNode
}) {
  return (
    <>
      <PageHeading id={props.id} hero={props.hero} />
      <article className="container page">
        {props.children}
        <PageSections id={props.id} stages={props.stages} />
        {props.after}
      </article>
    </>
  )
}

export function PregnancyCalculatorPage() {
  return (
    <CalculatorPage id="pregnancyCalculator" hero="pregnancy" stages={['embryo', 'fetus', 'baby']}>
      <CalculatorSection component={PregnancyCalculator} {...pregnancyForm} />
    </CalculatorPage>
  )
}

export function DueDateCalculatorPage() {
  return (
    <CalculatorPage
      id="dueDateCalculator"
      hero="baby"
      stages={['mother', 'fetus', 'baby']}
      after={<SignupCard formId="signup-pregnancyCalendar" variant="pregnancyCalendar" />}
    >
      <CalculatorSection component={DueDateCalculator} {...dueDateForm} />
    </CalculatorPage>
  )
}
