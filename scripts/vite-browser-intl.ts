import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const browserIntl = fileURLToPath(new URL('../client/i18n/browser-intl.tsx', import.meta.url))

/**
 * Islands use a small part of react-intl; the browser build resolves 'react-intl' to that
 * part (client/i18n/browser-intl.tsx), built on the same formatting engine, to stay inside
 * the JavaScript budget. See docs/decisions/008-browser-intl-subset.md.
 */
export function browserIntlSubset(): Plugin {
  return {
    name: 'browser-intl-subset',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id) {
      return id === 'react-intl' ? browserIntl : undefined
    },
  }
}
