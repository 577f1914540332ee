import { useIntl } from 'react-intl'
import { Link } from './Link.tsx'

/** One line under every form: what the address is for, and the privacy policy. */
export function ConsentLine() {
  const intl = useIntl()
  return (
    <p className="consent">
      {intl.formatMessage(
        { id: 'form.consent' },
        {
          link: (chunks) => (
            <Link key="privacy" to="privacy-policy">
              {chunks}
            </Link>
          ),
        },
      )}
    </p>
  )
}
