import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { usePage } from '../../page-context.server.ts'

/**
 * The controller of a reader's personal data, as each privacy policy must name it (GDPR art. 13(1)(a),
 * LGPD art. 9 III, 152-ФЗ ст. 18.1): the publisher of the legal notice, read from the same operator's
 * vars (`publisherFrom`, decision 054), so that the two pages can never name different people.
 * While the operator has not set them, the policy's own words (`children`, in the page's
 * language) say so instead: a field is never shown without its value.
 */
export function Controller({ children }: { children?: ReactNode }) {
  const intl = useIntl()
  const { publisher } = usePage()
  if (!publisher.ok) {
    return (
      <div className="note" role="note">
        {children}
      </div>
    )
  }
  const { name, address, email, registration } = publisher.publisher
  return (
    <dl className="legal-notice">
      <dt>{intl.formatMessage({ id: 'legalNotice.name' })}</dt>
      <dd>{name}</dd>
      <dt>{intl.formatMessage({ id: 'legalNotice.address' })}</dt>
      <dd>
        {address.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address, never reordered
          <span key={index}>
            {index > 0 && <br />}
            {line}
          </span>
        ))}
      </dd>
      <dt>{intl.formatMessage({ id: 'legalNotice.email' })}</dt>
      <dd>
        <a href={`mailto:${email}`}>{email}</a>
      </dd>
      {registration !== null && (
        <>
          <dt>{intl.formatMessage({ id: 'legalNotice.registration' })}</dt>
          <dd>{registration}</dd>
        </>
      )}
    </dl>
  )
}
