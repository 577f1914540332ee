import { parse } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import { packMessage, unpackMessage } from '../../client/i18n/packed-messages.ts'
import { locales } from '../../core/i18n/locales.ts'

describe('packed messages (an island’s messages on their way to the browser)', () => {
  it('come back as the very syntax tree, for every message of every language', () => {
    for (const locale of locales)
      for (const [key, text] of Object.entries(messagesFor(locale))) {
        const tree = parse(text)
        expect(unpackMessage(JSON.parse(JSON.stringify(packMessage(tree)))), `${locale} ${key}`).toEqual(tree)
      }
  })

  it('keep what is not a default: an offset, an ordinal, a select, a tag, a number style', () => {
    for (const text of [
      '{n, plural, offset:1 =0 {nobody} one {you and # other} other {you and # others}}',
      '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
      '{kind, select, a {<b>A {n, number, percent}</b>} other {{when, date, long}}}',
    ]) {
      const tree = parse(text)
      expect(unpackMessage(packMessage(tree)), text).toEqual(tree)
    }
  })

  it('write a piece of text as itself, and format in the browser as the tree does', () => {
    const tree = parse('Через {count, plural, one {# день} few {# дня} many {# дней} other {# дня}}')
    const packed = packMessage(tree)
    expect(packed[0]).toBe('Через ')
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(tree).length * 0.7)
    for (const count of [1, 3, 5, 21, 1.5])
      expect(new IntlMessageFormat(unpackMessage(packed), 'ru').format({ count })).toBe(
        new IntlMessageFormat(tree, 'ru').format({ count }),
      )
  })

  it('leave a message that was never packed as it was (a page kept from an older release)', () => {
    const tree = parse('{n, plural, one {# cycle} other {# cycles}} logged')
    expect(unpackMessage(tree as never)).toEqual(tree)
  })
})
