import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'

/**
 * Parsed messages as they travel to the browser (an island's data block, its later messages):
 * formatjs's syntax tree, shortened where nothing is lost. Every page carries its islands'
 * messages, and most of them are plain text, which the tree writes as `{"type":0,"value":"…"}`;
 * here a piece of text is the string itself, and a plural drops its default `offset` (0) and
 * `pluralType` ("cardinal"). The Russian home page's HTML is about 550 bytes smaller gzipped.
 *
 * The type numbers are formatjs's `TYPE` enum, written out: importing the enum would bring the
 * ICU parser's module into the browser's bundle (scripts/vite-no-icu-parser.ts).
 */
const LITERAL = 0
const SELECT = 5
const PLURAL = 6
const TAG = 8

/** An element of a packed message: a piece of text, or any other element with its parts packed. */
export type PackedElement = string | Record<string, unknown>
export type PackedMessage = PackedElement[]
export type PackedMessages = Record<string, PackedMessage>

type Options = Record<string, { value: unknown[] }>

function mapOptions(options: Options, map: (elements: unknown[]) => unknown[]): Options {
  return Object.fromEntries(
    Object.entries(options).map(([key, option]) => [key, { ...option, value: map(option.value) }]),
  )
}

export function packMessage(message: MessageFormatElement[]): PackedMessage {
  return message.map((element): PackedElement => {
    if (element.type === LITERAL) return element.value
    const packed: Record<string, unknown> = { ...element }
    if (element.type === SELECT || element.type === PLURAL)
      packed.options = mapOptions(element.options, (value) => packMessage(value as MessageFormatElement[]))
    if (element.type === PLURAL) {
      if (element.offset === 0) delete packed.offset
      if (element.pluralType === 'cardinal') delete packed.pluralType
    }
    if (element.type === TAG) packed.children = packMessage(element.children)
    return packed
  })
}

/** The syntax tree again. A message that was never packed comes back as it was. */
export function unpackMessage(message: PackedMessage): MessageFormatElement[] {
  return message.map((element) => {
    if (typeof element === 'string') return { type: LITERAL, value: element } as MessageFormatElement
    const tree: Record<string, unknown> = { ...element }
    if (element.type === SELECT || element.type === PLURAL)
      tree.options = mapOptions(element.options as Options, (value) => unpackMessage(value as PackedMessage))
    if (element.type === PLURAL) {
      tree.offset ??= 0
      tree.pluralType ??= 'cardinal'
    }
    if (element.type === TAG) tree.children = unpackMessage(element.children as PackedMessage)
    return tree as unknown as MessageFormatElement
  })
}

export const packMessages = (messages: Record<string, MessageFormatElement[]>): PackedMessages =>
  Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, packMessage(message)]))

// Not returned as a named alias: react-intl's provider takes a Record<string, …> but not an alias of one.
export const unpackMessages = (messages: PackedMessages): Record<string, MessageFormatElement[]> =>
  Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, unpackMessage(message)]))
