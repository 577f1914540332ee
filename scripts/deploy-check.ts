/**
 * No deploy without a publisher (issue 59, item 3; decision 067). `npm run deploy` runs this first:
 * the legal notice, the terms and the privacy policies name the publisher, who is also the
 * controller of the personal data the site keeps, from the operator's Worker vars (decision 054).
 * A deploy with any required one empty would publish a site that names no one, so it is refused,
 * naming each empty value. The values a deploy ships are `wrangler.toml`'s `[vars]`, each replaced by
 * an environment variable of the same name where one is set (a CI secret, say).
 *
 * `--warn` (what `npm start` runs) only says what to set: a local server works without them, and
 * its legal notice says the details are not set up yet.
 */
import { readFileSync } from 'node:fs'
import { parse } from 'smol-toml'
import { PUBLISHER_VARS, type PublisherVar, publisherFrom } from '../core/legal-notice.ts'

/** The publisher's vars a deploy would ship: `[vars]` of the TOML text, overridden by `env`. */
export function shippedPublisherVars(
  toml: string,
  env: Record<string, string | undefined>,
): Partial<Record<PublisherVar, string>> {
  const vars = (parse(toml).vars ?? {}) as Record<string, unknown>
  return Object.fromEntries(
    Object.values(PUBLISHER_VARS).map((name) => {
      const value = env[name] ?? vars[name]
      return [name, typeof value === 'string' ? value : '']
    }),
  )
}

/** The required publisher vars a deploy would ship empty. */
export function missingForDeploy(toml: string, env: Record<string, string | undefined>): PublisherVar[] {
  const config = publisherFrom(shippedPublisherVars(toml, env))
  return config.ok ? [] : config.missing
}

function main(): number {
  const warnOnly = process.argv.includes('--warn')
  const missing = missingForDeploy(readFileSync('wrangler.toml', 'utf8'), process.env)
  if (missing.length === 0) return 0
  const list = missing.join(', ')
  if (warnOnly) {
    console.warn(
      `The legal notice and the privacy policies name the publisher, and these are empty: ${list}. ` +
        'Set them in wrangler.toml [vars] (or the environment) before deploying; locally, the legal notice says they are not set up yet.',
    )
    return 0
  }
  console.error(
    `Deploy refused: the publisher (the controller of the personal data the site keeps) is not configured. Empty: ${list}. ` +
      'Set each in wrangler.toml [vars], or as an environment variable of the same name, then deploy again (README, "Configuration").',
  )
  return 1
}

if (import.meta.main) process.exit(main())
