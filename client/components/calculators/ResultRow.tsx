import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { MessageKey } from '../../../core/i18n/message-key.ts'

/** One result of a calculator's grid (`dl.result-grid`): its name, and its value. */
export function ResultRow({ label, children }: { label: MessageKey; children: ReactNode }) {
  const intl = useIntl()
  return (
    <div>
      <dt>{intl.formatMessage({ id: label })}</dt>
      <dd>{children}</dd>
    </div>
  )
}
