import { describe, expect, it } from 'vitest'
import { exploreAllLink, relatedLinks, relatedLinksFor } from '../../client/layout/related-links.ts'
import { contactFieldProblems, summaryTitle } from '../../core/form-problem.ts'
import { routes } from '../../core/routes.ts'

describe('Related Tools links', () => {
  it('never offer the page the visitor is on', () => {
    for (const route of routes) {
      const { links, exploreAll } = relatedLinksFor(route.slug)
      expect(links.map((link) => link.to)).not.toContain(route.slug)
      expect(exploreAll?.to).not.toBe(route.slug)
    }
  })

  it('offer all of the spec’s links elsewhere', () => {
    expect(relatedLinksFor('about')).toEqual({ links: [...relatedLinks], exploreAll: exploreAllLink })
    expect(relatedLinksFor('fertility-tips').links.map((link) => link.to)).toEqual([
      'pregnancy-calculator',
      'due-date-calculator',
    ])
    expect(relatedLinksFor('when-do-i-ovulate-after-period').exploreAll).toBeNull()
  })
})

describe('contact field problems', () => {
  it('give every empty field its own message, the unticked consent box too, then the malformed address', () => {
    expect(contactFieldProblems({ name: '', email: '', message: ' ', consent: '' })).toEqual({
      name: 'errors.nameRequired',
      email: 'errors.emailRequired',
      message: 'errors.messageRequired',
      consent: 'errors.consentRequired',
    })
    // Only the ticked box's own value is consent: a forged "true" or "on" is not.
    expect(
      contactFieldProblems({ name: 'Ana', email: 'ana@example.com', message: 'Hi', consent: 'on' }),
    ).toEqual({
      consent: 'errors.consentRequired',
    })
    expect(
      contactFieldProblems({ name: 'Ana', email: 'ana@example', message: 'Hi', consent: 'yes' }),
    ).toEqual({
      email: 'errors.invalidEmailClient',
    })
    expect(
      contactFieldProblems({ name: 'Ana', email: 'ana@example.com', message: 'Hi', consent: 'yes' }),
    ).toEqual({})
  })

  it('head the summary with the catalogue message when a field is empty', () => {
    expect(summaryTitle({ name: 'errors.nameRequired' })).toBe('errors.missingFields')
    expect(summaryTitle({ email: 'errors.invalidEmailClient' })).toBe('errors.summaryTitle')
  })
})
