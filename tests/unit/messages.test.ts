import { describe, expect, it } from 'vitest'
import { english as en } from '../../client/i18n/catalogues.server.ts'
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
