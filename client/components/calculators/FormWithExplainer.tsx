import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { MessageKey } from '../../../core/i18n/message-key.ts'

/**
 * The form with, beside it on wide screens (under it on phones), the rule the calculator
 * applies. A calculator with methods gives one rule per method: all are in the page, and CSS
 * shows the checked method's (due-date.css), so the rule follows a choice in the frame of the
 * press, before the island has hydrated as after.
 */
export function FormWithExplainer({
  rule,
  children,
}: {
  rule: MessageKey | Readonly<Record<string, MessageKey>>
  children: ReactNode
}) {
  const intl = useIntl()
  return (
    <div className="calc-body">
      {children}
      <div className="calc-explainer">
        <h3>{intl.formatMessage({ id: 'calc.explainerTitle' })}</h3>
        {typeof rule === 'string' ? (
          <p>{intl.formatMessage({ id: rule })}</p>
        ) : (
          Object.entries(rule).map(([method, id]) => (
            <p key={method} data-method={method}>
              {intl.formatMessage({ id })}
            </p>
          ))
        )}
      </div>
    </div>
  )
}
