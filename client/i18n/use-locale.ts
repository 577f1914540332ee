import { useIntl } from 'react-intl'
import { isLocale, type Locale } from '../../core/i18n/locales.ts'

/** The page's language. Reading it outside the IntlProvider is a developer error (docs/product.md §4). */
export function useLocale(): Locale {
  const { locale } = useIntl()
  if (!isLocale(locale)) throw new Error(`useLocale: "${locale}" is not a supported locale`)
  return locale
}
