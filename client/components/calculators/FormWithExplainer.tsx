import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { MessageKey } from '../../i18n/messages.server.ts'

/**
 * The form with, beside it on wide screens (under it on phones), the rule the calculator
 * applies; it follows the form's choices, such as the due date method.
 */
export function FormWithExplainer({ rule, children }: { rule: MessageKey; children: ReactNode }) {
  const intl = useIntl()
  return (
    <div className="calc-body">
      {children}
      <div className="calc-explainer">
        <h3>{intl.formatMessage({ id: 'calc.explainerTitle' })}</h3>
        <p>{intl.formatMessage({ id: rule })}</p>
      </div>
    </div>
  )
}
