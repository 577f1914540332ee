import { useIntl } from 'react-intl'
import { HOST, type Publisher, telHref } from '../../core/legal-notice.ts'
import { Link } from '../components/Link.tsx'
import { useLocale } from '../i18n/use-locale.ts'
import { usePage } from '../page-context.server.ts'

/** A postal address, one line per line. */
function AddressLines({ lines }: { lines: readonly string[] }) {
  return lines.map((line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address, never reordered
    <span key={index}>
      {index > 0 && <br />}
      {line}
    </span>
  ))
}

function PublisherDetails({ publisher }: { publisher: Publisher }) {
  const intl = useIntl()
  return (
    <dl className="legal-notice">
      <dt>{intl.formatMessage({ id: 'legalNotice.name' })}</dt>
      <dd>{publisher.name}</dd>
      <dt>{intl.formatMessage({ id: 'legalNotice.address' })}</dt>
      <dd>
        <AddressLines lines={publisher.address} />
      </dd>
      <dt>{intl.formatMessage({ id: 'legalNotice.email' })}</dt>
      <dd>
        <a href={`mailto:${publisher.email}`}>{publisher.email}</a>
      </dd>
      <dt>{intl.formatMessage({ id: 'legalNotice.phone' })}</dt>
      <dd>
        <a href={telHref(publisher.phone)}>{publisher.phone}</a>
      </dd>
      {publisher.registration !== null && (
        <>
          <dt>{intl.formatMessage({ id: 'legalNotice.registration' })}</dt>
          <dd>{publisher.registration}</dd>
        </>
      )}
    </dl>
  )
}

/**
 * The legal notice (mentions légales, aviso legal): the publisher, the director of publication and
 * the host. The publisher's fields come from the operator's configuration (decision 054); when a
 * required one is empty the worker answers 503 and this page says it cannot be shown, never a
 * field without its value.
 */
export default function LegalNoticePage() {
  const intl = useIntl()
  const locale = useLocale()
  const { publisher } = usePage()
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(HOST.region) ?? HOST.region
  return (
    <article className="container page legal">
      <header className="page-header">
        <h1>{intl.formatMessage({ id: 'legalNotice.h1' })}</h1>
      </header>
      {publisher.ok ? (
        <div className="prose">
          <p>{intl.formatMessage({ id: 'legalNotice.intro' })}</p>
          <section>
            <h2>{intl.formatMessage({ id: 'legalNotice.publisher' })}</h2>
            <PublisherDetails publisher={publisher.publisher} />
          </section>
          <section>
            <h2>{intl.formatMessage({ id: 'legalNotice.director' })}</h2>
            <p>{publisher.publisher.director}</p>
          </section>
          <section>
            <h2>{intl.formatMessage({ id: 'legalNotice.host' })}</h2>
            <dl className="legal-notice">
              <dt>{intl.formatMessage({ id: 'legalNotice.name' })}</dt>
              <dd>{HOST.name}</dd>
              <dt>{intl.formatMessage({ id: 'legalNotice.address' })}</dt>
              <dd>
                <AddressLines lines={[...HOST.address, country]} />
              </dd>
              <dt>{intl.formatMessage({ id: 'legalNotice.phone' })}</dt>
              <dd>
                <a href={telHref(HOST.phone)}>{HOST.phone}</a>
              </dd>
            </dl>
          </section>
        </div>
      ) : (
        <div className="prose">
          <p className="note" role="note">
            {intl.formatMessage({ id: 'legalNotice.unavailable' })}
          </p>
          <p>
            <Link to="contact">{intl.formatMessage({ id: 'footer.contact' })}</Link>
          </p>
        </div>
      )}
    </article>
  )
}
