import { createContext, useContext } from 'react'
import type { Temporal } from '../core/calc/temporal.ts'
import type { PublisherConfig } from '../core/legal-notice.ts'
import type { RouteSlug } from '../core/routes.ts'
import type { PostedForm } from './form-outcome.server.ts'

/** Request-level facts the server passes down to every page; "today" is always injected. */
export interface PageContextValue {
  /** The current route's slug, or null on the not-found page. */
  slug: RouteSlug | null
  today: Temporal.PlainDate
  siteUrl: string
  supportEmail: string
  /** Who publishes the site, from the operator's vars, or which of them are empty (decision 054). */
  publisher: PublisherConfig
  /** The Russian edition's storage in Russia, or null: then it sends no personal data (decision 068). */
  russianStorage: string | null
  /** The query string of the request: a calculator's shared or submitted inputs. */
  query: Record<string, string>
  /** A form of this page submitted without JavaScript, and what came of it. */
  posted?: PostedForm | undefined
  /** Each island's chunk and its imports, for the loader to preload when it is touched. */
  islandChunks: Readonly<Record<string, readonly string[]>>
}

export const PageContext = createContext<PageContextValue | null>(null)

export function usePage(): PageContextValue {
  const value = useContext(PageContext)
  if (!value) throw new Error('usePage: no PageContext above this component')
  return value
}
