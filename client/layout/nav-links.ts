import type { MessageKey } from '../../core/i18n/message-key.ts'
import type { RouteSlug } from '../../core/routes.ts'

/**
 * The links of the top navigation, shared by the desktop bar and the mobile menu island. My cycles
 * comes third, in the row from 72rem: a charter opens it every morning (issue 60, item 2).
 */
export const navLinks = [
  { to: '', label: 'nav.home' },
  { to: 'pregnancy-calculator', label: 'nav.pregnancyCalculator' },
  { to: 'my-cycles', label: 'nav.myCycles' },
  { to: 'due-date-calculator', label: 'nav.dueDateCalculator' },
  { to: 'fertility-tips', label: 'nav.fertilityTips' },
  { to: 'how-it-works', label: 'nav.howItWorks' },
  { to: 'faq', label: 'nav.faq' },
] as const satisfies readonly { to: RouteSlug; label: MessageKey }[]
