import { useIntl } from 'react-intl'
import type { MessageKey } from '../i18n/messages.ts'

/** The pages whose catalogue has a lead paragraph (`${id}.lead`) beside their heading. */
export type PageWithLead = { [K in MessageKey]: K extends `${infer Page}.lead` ? Page : never }[MessageKey]

/** A page's heading and lead, from its catalogue entries `${id}.h1` and `${id}.lead`. */
export function PageHeader({ id }: { id: PageWithLead }) {
  const intl = useIntl()
  return (
    <header className="page-header">
      <h1>{intl.formatMessage({ id: `${id}.h1` as MessageKey })}</h1>
      <p className="lead">{intl.formatMessage({ id: `${id}.lead` as MessageKey })}</p>
    </header>
  )
}
