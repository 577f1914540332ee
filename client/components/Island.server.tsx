import { parse } from '@formatjs/icu-messageformat-parser'
import type { ComponentProps } from 'react'
import type { Locale } from '../../core/i18n/locales.ts'
import { messagesFor, pickMessages } from '../i18n/messages.server.ts'
import { type PackedMessages, packMessages } from '../i18n/packed-messages.ts'
import { useLocale } from '../i18n/use-locale.ts'
import type { IslandContract } from '../islands/contract.ts'
import { laterMessagesPath } from '../islands/later-messages-path.ts'
import { type IslandModule, islandOf } from '../islands/registry.server.ts'
import { usePage } from '../page-context.server.ts'
import { jsonForScript } from './json-script.ts'

/** What the browser needs to hydrate one island on its own. */
export interface IslandData {
  locale: string
  props: Record<string, unknown>
  /** Parsed on the server, so the browser needs no ICU parser; packed (`packed-messages.ts`). */
  messages: PackedMessages
  /** The island computes dates: the browser loads Temporal with its code where it has none. */
  temporal?: true
}

// The same island in the same language always needs the same messages: parse them, and write
// them as a data block's JSON, once per worker instance, not on every request.
const parsedCache = new Map<string, { packed: PackedMessages; json: string }>()

function parsedMessages(locale: Locale, names: readonly string[], key: string) {
  let messages = parsedCache.get(key)
  if (!messages) {
    const picked = pickMessages(messagesFor(locale), names)
    const packed = packMessages(
      Object.fromEntries(Object.entries(picked).map(([id, text]) => [id, parse(text ?? '')])),
    )
    messages = { packed, json: jsonForScript(packed) }
    parsedCache.set(key, messages)
  }
  return messages
}

function islandMessagesJson(locale: Locale, name: string, contract: IslandContract): string {
  const pageNames = (contract.pageNames ?? []).map((id) => `${id}.h1` as const)
  return parsedMessages(locale, [...contract.messages, ...pageNames], `${locale}:${name}`).json
}

/**
 * The messages an island's lazily loaded parts show (`contract.later`), as the JSON the browser
 * fetches (`client/islands/later-messages.tsx`); null for an island that has none.
 */
export function laterMessages(locale: Locale, name: string, contract: IslandContract): PackedMessages | null {
  return contract.later ? parsedMessages(locale, contract.later, `${locale}:${name}:later`).packed : null
}

type IslandProps<C extends IslandModule['default']> = {
  /** The default export of a file in `client/islands/`. */
  component: C
  props: ComponentProps<C>
}

/**
 * Renders an interactive component on the server like any other, and leaves beside it a
 * non-executable JSON block with its props and messages for `client/entry.ts` to hydrate.
 */
export function Island<C extends IslandModule['default']>({ component: Component, props }: IslandProps<C>) {
  const locale = useLocale()
  const { islandChunks } = usePage()
  const { name, contract } = islandOf(Component)
  const data: Omit<IslandData, 'messages'> = {
    locale,
    props: props as Record<string, unknown>,
    ...(contract.temporal ? { temporal: true } : {}),
  }
  // The IslandData block, its messages spliced in as the JSON kept for them.
  const json = `${jsonForScript(data).slice(0, -1)},"messages":${islandMessagesJson(locale, name, contract)}}`

  return (
    <>
      <div
        data-island={name}
        data-hydrate={contract.hydrate}
        data-preload={islandChunks[name]?.join(' ') || undefined}
        // The log on this device must read offline on the next visit, touched online or not: the
        // service worker keeps its later messages with the page (loader-script.server.ts).
        data-keep={
          contract.hydrate === 'cycle-log' && contract.later ? laterMessagesPath(name, locale) : undefined
        }
        className="island"
      >
        <Component {...props} />
      </div>
      <script
        type="application/json"
        data-island-data={name}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON data block, escaped by jsonForScript.
        dangerouslySetInnerHTML={{ __html: json }}
      />
    </>
  )
}
