import type { MessageKey } from '../../core/i18n/message-key.ts'
import type { RouteSlug } from '../../core/routes.ts'

export interface RelatedLink {
  to: RouteSlug
  label: MessageKey
}

/** The Related Tools card's links (docs/product.md §2), in order; the last is its 'Explore all' link. */
export const relatedLinks = [
  { to: 'pregnancy-calculator', label: 'related.pregnancyCalculator' },
  { to: 'due-date-calculator', label: 'related.dueDateCalculator' },
  { to: 'fertility-tips', label: 'related.fertilityTips' },
] as const satisfies readonly RelatedLink[]

export const exploreAllLink = {
  to: 'when-do-i-ovulate-after-period',
  label: 'related.exploreAll',
} as const satisfies RelatedLink

/** The card never offers the page the visitor is on (issue 13): that link would go nowhere. */
export function relatedLinksFor(currentSlug: RouteSlug | null): {
  links: RelatedLink[]
  exploreAll: RelatedLink | null
} {
  return {
    links: relatedLinks.filter((link) => link.to !== currentSlug),
    exploreAll: exploreAllLink.to === currentSlug ? null : exploreAllLink,
  }
}
