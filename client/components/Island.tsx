import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser'
import type { ComponentProps } from 'react'
import { messagesFor, pickMessages } from '../i18n/messages.ts'
import { useLocale } from '../i18n/use-locale.ts'
import { type HydrateWhen, type IslandName, islands } from '../islands/registry.ts'
import { jsonForScript } from './json-script.ts'

/** What the browser needs to hydrate one island on its own. */
export interface IslandData {
  locale: string
  props: Record<string, unknown>
  /** Parsed on the server, so the browser needs no ICU parser. */
  messages: Record<string, MessageFormatElement[]>
}

function parsed(messages: Partial<Record<string, string>>): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message ?? '')]))
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
  const { Component, messages } = islands[name]
  const data: IslandData = {
    locale,
    props: props as Record<string, unknown>,
    messages: parsed(pickMessages(messagesFor(locale), messages)),
  }
  // biome-ignore lint/suspicious/noExplicitAny: N narrows props to this island's own, which TS cannot see through the lookup.
  const Rendered = Component as React.ComponentType<any>
  return (
    <>
      <div data-island={name} data-hydrate={when} className="island">
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
