import type { CalculatorValues } from '../../../machines/calculatorMachine.ts'
import { hasCycleLog } from './has-cycle-log.ts'

/**
 * The home calculator's pre-fill from the visitor's own log (docs/product.md §2.5). The log's code
 * loads only for a visitor who has a log; anything unreadable fills in nothing.
 */
export async function prefillFromLog(today: string): Promise<CalculatorValues | null> {
  if (!(await hasCycleLog())) return null
  try {
    const values = await (await import('./SavePeriod.tsx')).logPrefill(today)
    return Object.keys(values).length > 0 ? values : null
  } catch {
    return null
  }
}
