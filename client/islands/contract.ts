import type { MessageKey } from '../../core/i18n/message-key.ts'
import type { RouteId } from '../../core/routes.ts'

type Prefixes<K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head | `${Head}.${Prefixes<Rest>}`
  : never

/** Keys and key prefixes that belong to one page (its title, lead, sections…), not to a component. */
type PageOwned = RouteId | `${RouteId}.${string}`

/** A whole group of messages, named by a dotted prefix of their keys: `form`, `quiz.ui`, `tips`… */
export type MessageNamespace = Exclude<Prefixes<MessageKey>, PageOwned>

/**
 * What an island (a PascalCase `.tsx` file directly in `client/islands/`) declares beside its
 * default export. The server reads it to render the island and its data block; the browser
 * learns what it needs from that block, so nothing else lists islands.
 */
export interface IslandContract {
  /**
   * When the browser fetches the island's code: on the visitor's first interaction with it; for an
   * island that must act by itself (the not-found redirect), once the page is idle; for one that
   * shows what this browser keeps (My cycles), once the page is idle if the browser holds a cycle
   * log, else on the first interaction, so a visitor with no log runs no script before a touch
   * (issue 60, item 8).
   */
  hydrate: 'interaction' | 'idle' | 'cycle-log'
  /** The messages it shows: whole namespaces or single keys, never a page's own. */
  messages: readonly (MessageNamespace | Exclude<MessageKey, PageOwned>)[]
  /**
   * Messages only its lazily loaded parts show (a quiz once started, an answer once pressed): not
   * in the page, but fetched with that code (`LaterMessages`), so a visitor who never presses
   * downloads neither.
   */
  later?: readonly (MessageNamespace | Exclude<MessageKey, PageOwned>)[]
  /** Pages it names (in links, or as its own title) by their heading, `${id}.h1`. */
  pageNames?: readonly RouteId[]
  /** It computes dates, so the browser must have Temporal before it runs. */
  temporal?: boolean
}

export type HydrateWhen = IslandContract['hydrate']

/**
 * Declares an island's contract, checked against the catalogue's keys and the route table. Only
 * the server reads it: marked pure, so the browser's chunks drop the call with the export.
 */
/* @__NO_SIDE_EFFECTS__ */
export function island<const C extends IslandContract>(contract: C): C {
  return contract
}
