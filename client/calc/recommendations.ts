import type { RouteSlug } from '../routes.ts'

/**
 * SPEC §9: a cycle under 25 days points to the cycle-length article, over 32 to when to see
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
