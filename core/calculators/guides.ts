import { dueDateGuide } from './due-date.ts'
import type { Guide, GuideRequest, GuideSource } from './guide.ts'
import { ovulationGuide } from './ovulation.ts'
import { pregnancyGuide } from './pregnancy.ts'

/** Every calculator's guide by e-mail, by its sign-up source. */
const guides: { [R in GuideRequest as R['source']]: Guide<R> } = {
  calculator_guide: ovulationGuide,
  pregnancy_guide: pregnancyGuide,
  due_date_guide: dueDateGuide,
}

export const isGuideSource = (source: unknown): source is GuideSource =>
  typeof source === 'string' && Object.hasOwn(guides, source)

/**
 * The guide of a request, typed for that request. TypeScript cannot relate a lookup by the
 * request's own source to the request's type (microsoft/TypeScript#30581), so the one cast lives
 * here, where the table above makes it true.
 */
export const guideOf = <R extends GuideRequest>(request: R): Guide<R> =>
  guides[request.source] as unknown as Guide<R>

/** The guide of a stored sign-up's source, or null for a resource sign-up. */
export const guideOfSource = (source: string): Guide<GuideRequest> | null =>
  isGuideSource(source) ? (guides[source] as unknown as Guide<GuideRequest>) : null
