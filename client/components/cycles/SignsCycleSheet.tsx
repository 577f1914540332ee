import type { SignsCycle } from '../../calc/body-signs/cycle-days.ts'
import type { OvulationEvidence } from '../../calc/body-signs/ovulation-evidence.ts'
import { SignsChart } from './SignsChart.tsx'
import { SignsTable } from './SignsTable.tsx'

/**
 * One cycle's chart and its table together: the part of the page a visitor prints for a doctor
 * (signs-chart.css prints `.signs-print` alone while the page sets html[data-print="cycle"]).
 */
export function SignsCycleSheet(props: { cycle: SignsCycle; evidence: OvulationEvidence; unit: 'C' | 'F' }) {
  return (
    <div className="signs-print">
      <SignsChart {...props} />
      <SignsTable {...props} />
    </div>
  )
}
