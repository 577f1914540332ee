import { useIntl } from 'react-intl'
import type { Problem } from '../../core/form-problem.ts'

/** A form problem in the page's language. */
export function useProblemText(problem: Problem | null): string | null {
  const intl = useIntl()
  if (!problem) return null
  return 'key' in problem ? intl.formatMessage({ id: problem.key }) : problem.text
}
