import { useIntl } from 'react-intl'
import { keepsPersonalData } from '../../core/personal-data-storage.ts'
import { localizedPath } from '../../core/routes.ts'
import { Island } from '../components/Island.server.tsx'
import { PageHeading } from '../components/PageHeading.tsx'
import { useLocale } from '../i18n/use-locale.ts'
import ContactForm, { type ContactFormProps } from '../islands/ContactForm.tsx'
import { usePage } from '../page-context.server.ts'

const FORM_ID = 'contact'

/** The contact page: the form, the support address and the reply promise. */
export default function ContactPage() {
  const intl = useIntl()
  const locale = useLocale()
  const { supportEmail, posted, russianStorage } = usePage()
  const mine = posted?.formId === FORM_ID ? posted : undefined
  const initial: ContactFormProps['initial'] =
    mine?.outcome.status === 'sent'
      ? { status: 'sent' }
      : mine?.outcome.status === 'error'
        ? {
            status: 'error',
            message: mine.outcome.message,
            fieldErrors: mine.outcome.fieldErrors,
            fields: {
              name: mine.values.name ?? '',
              email: mine.values.email ?? '',
              subject: mine.values.subject ?? '',
              message: mine.values.message ?? '',
              consent: mine.values.consent ?? '',
            },
          }
        : undefined
  return (
    <article className="container page narrow">
      <PageHeading id="contact" />
      {keepsPersonalData(locale, russianStorage) ? (
        <Island
          component={ContactForm}
          // The fragment brings the answered form (its errors or its thank-you) into view without a script.
          props={{ action: `${localizedPath(locale, 'contact')}?form=${FORM_ID}#contact-form`, initial }}
        />
      ) : (
        // This edition keeps no personal data on the server: the address alone (decision 068).
        <p className="card note" role="note">
          {intl.formatMessage(
            { id: 'contactForm.notOffered' },
            {
              email: (
                <a key="mail" href={`mailto:${supportEmail}`}>
                  {supportEmail}
                </a>
              ),
            },
          )}
        </p>
      )}
      <section className="card">
        <h2>{intl.formatMessage({ id: 'contact.s2.heading' })}</h2>
        <p>
          {intl.formatMessage(
            { id: 'contact.supportIntro' },
            {
              email: (
                <a key="mail" href={`mailto:${supportEmail}`}>
                  {supportEmail}
                </a>
              ),
            },
          )}
        </p>
        <p>{intl.formatMessage({ id: 'contactForm.responseTime' })}</p>
      </section>
    </article>
  )
}
