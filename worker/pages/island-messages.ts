import { laterMessages } from '../../client/components/Island.server.tsx'
import { islandNamed } from '../../client/islands/registry.server.ts'
import { isLocale } from '../../core/i18n/locales.ts'
import type { AppContext } from '../request/clock.ts'

/**
 * `GET /island-messages/<Island>.<locale>.json`: the messages an island's lazily loaded parts show
 * (`contract.later`), fetched with that code instead of shipped in every page. They change only
 * with a deploy: cached briefly, and served stale while checked again.
 */
export function islandMessagesHandler(c: AppContext): Response {
  const [, name = '', locale = ''] = /^([A-Za-z]+)\.([a-z]{2})\.json$/.exec(c.req.param('file') ?? '') ?? []
  const island = islandNamed(name)
  const pack = island && isLocale(locale) ? laterMessages(locale, name, island.contract) : null
  if (!pack) return c.body(null, 404)
  return c.json(pack, 200, { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400' })
}
