import { describe, expect, it } from 'vitest'
import { english as en } from '../../client/i18n/catalogues.server.ts'
import { serverIntl } from '../../client/i18n/format-message.server.ts'
import { messagesFor, pickMessages } from '../../client/i18n/messages.server.ts'

describe('messagesFor', () => {
  it('gives every English key in every language', () => {
    for (const locale of ['en', 'fr', 'ru', 'es', 'pt'] as const) {
      expect(Object.keys(messagesFor(locale)).sort()).toEqual(Object.keys(en).sort())
    }
  })

  it('uses the language of the catalogue', () => {
    expect(messagesFor('fr')['nav.faq']).not.toBe(en['nav.faq'])
    expect(messagesFor('en')['nav.toggle']).toBe('Toggle menu')
  })
})

describe('pickMessages', () => {
  it('keeps only the namespaces an island asks for', () => {
    const picked = pickMessages(messagesFor('en'), ['related'])
    expect(Object.keys(picked).length).toBeGreaterThan(0)
    expect(Object.keys(picked).every((key) => key.startsWith('related.'))).toBe(true)
    expect(picked['related.exploreAll']).toBe('Explore all fertility tools')
  })

  it('reads a namespace by whole segments, and a key as itself', () => {
    const picked = pickMessages(messagesFor('en'), ['tips.tab', 'tips.tablist'])
    expect(Object.keys(picked).sort()).toEqual([
      'tips.tab.lifestyle',
      'tips.tab.nutrition',
      'tips.tab.timing',
      'tips.tab.tracking',
      'tips.tablist',
    ])
  })
})

describe('serverIntl', () => {
  // The server keeps one compiled message per text (keepCompiledByMessage); this holds only while
  // formatjs compiles through its formatters object. An upgrade that bypassed it would not be
  // wrong, only slower: every page would parse its messages again.
  it('compiles a message once, through the formatters object, whatever its values', () => {
    const intl = serverIntl('fr')
    const kept = intl.formatters.getMessageFormat
    const compiled: unknown[] = []
    intl.formatters.getMessageFormat = (...args) => {
      const format = kept(...args)
      compiled.push(format)
      return format
    }
    try {
      expect(intl.formatMessage({ id: 'ovulation.daysUntilValue' }, { count: 1 })).toContain('1')
      expect(intl.formatMessage({ id: 'ovulation.daysUntilValue' }, { count: 12 })).toContain('12')
    } finally {
      intl.formatters.getMessageFormat = kept
    }
    expect(compiled).toHaveLength(2)
    expect(compiled[0]).toBe(compiled[1])
  })

  it('keeps a compiled message by its text alone, not by the options formatjs keys it with', () => {
    const intl = serverIntl('fr')
    const text = messagesFor('fr')['ovulation.daysUntilValue']
    expect(intl.formatters.getMessageFormat(text, 'fr', {}, { ignoreTag: true })).toBe(
      intl.formatters.getMessageFormat(text, 'fr', undefined, {}),
    )
  })
})
