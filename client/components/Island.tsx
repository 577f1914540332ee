import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser'
import type { ComponentProps } from 'react'
import type { Locale } from '../i18n/locales.ts'
import { messagesFor, pickMessages } from '../i18n/messages.ts'
import { useLocale } from '../i18n/use-locale.ts'
import { type HydrateWhen, type IslandName, islands } from '../islands/registry.ts'
import { usePage } from '../page-context.ts'
import { jsonForScript } from './json-script.ts'

/** What the browser needs to hydrate one island on its own. */
export interface IslandData {
  locale: string
  props: Record<string, unknown>
  /** Parsed on the server, so the browser needs no ICU parser. */
  messages: Record<string, MessageFormatElement[]>
}

type ParsedMessages = Record<string, MessageFormatElement[]>

// The same island in the same language always needs the same messages: parse them once per
// worker instance, not on every request.
const parsedCache = new Map<string, ParsedMessages>()

function islandMessages(locale: Locale, name: IslandName): ParsedMessages {
  const key = `${locale}:${name}`
  let messages = parsedCache.get(key)
  if (!messages) {
    const picked = pickMessages(messagesFor(locale), islands[name].messages)
    messages = Object.fromEntries(Object.entries(picked).map(([id, text]) => [id, parse(text ?? '')]))
    parsedCache.set(key, messages)
  }
  return messages
}

type IslandProps<N extends IslandName> = {
  name: N
  when: HydrateWhen
  props: ComponentProps<(typeof islands)[N]['Component']>
}

/**
 * Renders an interactive component on the server like any other, and leaves beside it a
 * non-executable JSON block with its props and messages for `client/entry.ts` to hydrate.
 */
export function Island<N extends IslandName>({ name, when, props }: IslandProps<N>) {
  const locale = useLocale()
  const { islandChunks } = usePage()
  const { Component } = islands[name]
  const data: IslandData = {
    locale,
    props: props as Record<string, unknown>,
    messages: islandMessages(locale, name),
  }
  // biome-ignore lint/suspicious/noExplicitAny: N narrows props to this island's own, which TS cannot see through the lookup.
  const Rendered = Component as React.ComponentType<any>
  return (
    <>
      <div
        data-island={name}
        data-hydrate={when}
        data-preload={islandChunks[name]?.join(' ') || undefined}
        className="island"
      >
        <Rendered {...(props as object)} />
      </div>
      <script
        type="application/json"
        data-island-data={name}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON data block, escaped by jsonForScript.
        dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
      />
    </>
  )
}
