import type { RouteSlug } from '../routes.ts'

/**
 * docs/product.md §9: a cycle under 25 days points to the cycle-length article, over 32 to when to see
 * a doctor, otherwise to the fertile-window article; fertility tips always follow.
 */
export function recommendedArticles(cycleLength: number): RouteSlug[] {
  const first: RouteSlug =
    cycleLength < 25
      ? 'understanding-your-cycle-length'
      : cycleLength > 32
        ? 'when-to-see-doctor-for-fertility'
        : 'when-do-i-ovulate-after-period'
  return [first, 'fertility-tips']
}

/** What a pregnancy result recommends: the pregnancy tools and articles, less the page it is on. */
export function pregnancyReading(current: RouteSlug): RouteSlug[] {
  const pregnancyPages: RouteSlug[] = [
    'pregnancy-calculator',
    'due-date-calculator',
    'pregnancy-calculator-for-twins',
  ]
  return pregnancyPages.filter((slug) => slug !== current)
}

/** The ovulation result's tools: the pregnancy calculators and tips, each once beside its reading list. */
export function ovulationTools(cycleLength: number): RouteSlug[] {
  const reading = recommendedArticles(cycleLength)
  const tools: RouteSlug[] = ['pregnancy-calculator', 'due-date-calculator', 'fertility-tips']
  return tools.filter((slug) => !reading.includes(slug))
}
