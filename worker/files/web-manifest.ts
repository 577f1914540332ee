import { serverIntl } from '../../client/i18n/format-message.server.ts'
import { type Locale, languageTags } from '../../core/i18n/locales.ts'
import { localizedPath } from '../../core/routes.ts'

/** The brand's colours, as the favicon and the pages draw them. */
const THEME_COLOR = '#b4436c'
const BACKGROUND_COLOR = '#fffaf8'

/**
 * The web app manifest of one language (issue 28): installing from a French page installs the
 * French site, named in French, opening on its home page. Icons are the ones scripts/icons.ts
 * renders: 192 and 512 px, and a maskable 512 px one.
 */
export function webManifest(locale: Locale) {
  const intl = serverIntl(locale)
  const home = localizedPath(locale, '')
  return {
    id: home,
    name: intl.formatMessage({ id: 'manifest.name' }),
    short_name: intl.formatMessage({ id: 'brand.name' }),
    description: intl.formatMessage({ id: 'home.description' }),
    lang: languageTags[locale],
    dir: 'ltr',
    start_url: home,
    // The whole site: a French visitor's app still opens an English link inside itself.
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    categories: ['health', 'medical', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}
