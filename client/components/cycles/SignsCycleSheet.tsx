import { memo } from 'react'
import type { SignsCycle } from '../../../core/calc/body-signs/cycle-days.ts'
import type { OvulationEvidence } from '../../../core/calc/body-signs/ovulation-evidence.ts'
import { SignsChart } from './SignsChart.tsx'
import { SignsTable } from './SignsTable.tsx'

/**
 * One cycle's chart and its table together, in the part of the page a visitor prints for a doctor
 * (the island wraps it in `.signs-print`, which signs-chart.css prints alone while the page sets
 * html[data-print="cycle"]). Drawn again only when its cycle, evidence or unit change: a save in
 * another cycle leaves it as it is.
 */
export const SignsCycleSheet = memo(function SignsCycleSheet(props: {
  cycle: SignsCycle
  evidence: OvulationEvidence
  unit: 'C' | 'F'
}) {
  return (
    <div className="signs-sheet">
      <SignsChart {...props} />
      <SignsTable {...props} />
    </div>
  )
})
