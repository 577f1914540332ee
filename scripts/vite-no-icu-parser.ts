import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

const PARSER = '@formatjs/icu-messageformat-parser'

/**
 * The server sends islands their messages already parsed (ICU ASTs), so the browser build
 * swaps the ICU parser for its parse-less entry and ships several KB less JavaScript.
 */
export function noIcuParserInBrowser(): Plugin {
  const noParser = createRequire(import.meta.url).resolve(`${PARSER}/no-parser.js`)
  return {
    name: 'no-icu-parser-in-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id) {
      return id === PARSER ? noParser : undefined
    },
  }
}
