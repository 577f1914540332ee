import type { CalculatorValues } from '../../../machines/calculatorMachine.ts'
import { loggedPeriods } from '../../../machines/cycleLogMachine.ts'
import { cycleStats, sortedPeriods } from '../../calc/cycle-log.ts'
import { TYPED_CYCLE_LENGTH } from '../../calc/ovulation.ts'
import { dateProblem } from '../../calc/validate.ts'
import { hasCycleLog } from './has-cycle-log.ts'

/**
 * What the home calculator can fill in from the visitor's own log (docs/product.md §2.10): the last
 * logged period, if the calculator would take it, and the average cycle once there are statistics.
 * The storage code loads only for a visitor who has a log; anything unreadable fills in nothing.
 */
export async function prefillFromLog(today: string): Promise<CalculatorValues | null> {
  if (!(await hasCycleLog())) return null
  try {
    const { loadPeriods } = await import('./cycle-store.ts')
    const periods = sortedPeriods(loggedPeriods(await loadPeriods()))
    const values: CalculatorValues = {}
    const last = periods.at(-1)?.start.toString()
    if (last && dateProblem(last, today, 'calc.lastPeriodHint', 'cycle') === null) values.lmp = last
    const mean = cycleStats(periods)?.mean
    if (mean !== undefined) {
      const { min, max } = TYPED_CYCLE_LENGTH
      values.cycle = String(Math.min(max, Math.max(min, Math.round(mean))))
    }
    return Object.keys(values).length > 0 ? values : null
  } catch {
    return null
  }
}
