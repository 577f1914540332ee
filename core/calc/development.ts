import type { MessageKey } from '../i18n/message-key.ts'
import { viabilityWeeks } from './conventions.ts'
import { ANOMALY_SCAN, lookup } from './country-care.ts'
import { PREGNANCY_DAYS } from './pregnancy.ts'
import { LATE_TERM_DAYS, POST_TERM_DAYS } from './pregnancy-stage.ts'
import { sizeAt } from './pregnancy-weeks.ts'
import { trimesterAt } from './trimesters.ts'

const VISUALIZER_WEEKS = [8, 12, 16, 20, 24, 28, 32, 36, 40] as const

export type DevelopmentWeek = (typeof VISUALIZER_WEEKS)[number]

interface DevelopmentStep {
  week: DevelopmentWeek
  cm: number
  grams: number
}

/**
 * The development visualizer's steps (docs/product.md §3): every fourth week of the one size table
 * (core/calc/pregnancy-weeks.ts) that the weekly e-mails read too, so the two cannot drift.
 */
export const developmentSteps = VISUALIZER_WEEKS.map((week) => {
  const size = sizeAt(week)
  if (!size) throw new Error(`no size for week ${week}`)
  return { week, ...size }
  // A map of a non-empty tuple is non-empty; TypeScript only knows it is an array.
}) as [DevelopmentStep, ...DevelopmentStep[]]

/** The step a result opens at: the last listed week the completed weeks have reached, else the first. */
export function developmentStepIndex(completedWeeks: number): number {
  return Math.max(
    0,
    developmentSteps.findLastIndex((step) => step.week <= completedWeeks),
  )
}

export function developmentText(week: DevelopmentWeek): { title: MessageKey; description: MessageKey } {
  return { title: `visualizer.w${week}.title`, description: `visualizer.w${week}.description` }
}

/**
 * The timeline's milestones (docs/product.md §3), with the illustration stage of each, in completed
 * weeks. The viability milestone moves to the week of the language's country (22 in Russia).
 *
 * It goes on past the due date to 41+0 and 42+0, the late-term and post-term stages of
 * pregnancy-stage.ts (NICE NG207; CNGOF 2011; WHO), in the words of the result's own note for each
 * stage: "You are here" never stays on "Due date… most come within two weeks of it" at 42 weeks
 * or later, and the calendar file and the e-mails say on those days whom to call (clinical review
 * N1, es M2, ru M2).
 */
const MILESTONES = [
  { key: 'w4', week: 4, stage: 'embryo' },
  { key: 'w8', week: 8, stage: 'embryo' },
  { key: 'w12', week: 12, stage: 'fetus' },
  { key: 'w16', week: 16, stage: 'fetus' },
  { key: 'w20', week: 20, stage: 'fetus' },
  { key: 'w24', week: 24, stage: 'fetus' },
  { key: 'w28', week: 28, stage: 'baby' },
  { key: 'w32', week: 32, stage: 'baby' },
  { key: 'w37', week: 37, stage: 'baby' },
  { key: 'w40', week: 40, stage: 'baby' },
  { key: 'w41', week: LATE_TERM_DAYS / 7, stage: 'baby' },
  { key: 'w42', week: POST_TERM_DAYS / 7, stage: 'baby' },
] as const

/** The milestones past the due date, told in the words of the result's note for their stage. */
const PAST_DUE_TEXT: Record<'w41' | 'w42', { title: MessageKey; description: MessageKey }> = {
  w41: { title: 'pregnancyWarning.lateTermLead', description: 'pregnancyWarning.lateTerm' },
  w42: { title: 'pregnancyWarning.postTermLead', description: 'pregnancyWarning.postTerm' },
}

/**
 * Past the due date, the stage's heading in place of the visualizer's share of 40 weeks, which
 * stays at 100% and would read as an ordinary pregnancy (clinical review N1).
 */
export function pastDueTitle(completedWeeks: number): MessageKey | null {
  if (completedWeeks >= POST_TERM_DAYS / 7) return PAST_DUE_TEXT.w42.title
  if (completedWeeks >= LATE_TERM_DAYS / 7) return PAST_DUE_TEXT.w41.title
  return null
}

export type Milestone = { key: (typeof MILESTONES)[number]['key']; week: number; stage: string }

/**
 * The milestones as `language`'s pages, e-mails and calendar files show them. The anomaly scan
 * stays at 20 weeks where the country's window holds it, else moves to the window's first week
 * (France: 22 SA, review fr M3; ANOMALY_SCAN in country-care.ts).
 */
export function timelineMilestones(language: string): readonly Milestone[] {
  const viability = viabilityWeeks(language)
  const scan = lookup(ANOMALY_SCAN, language)
  const scanWeek = scan && (scan.fromWeek > 20 || scan.toWeek < 20) ? scan.fromWeek : 20
  return MILESTONES.map((milestone) =>
    milestone.key === 'w24'
      ? { ...milestone, week: viability }
      : milestone.key === 'w20'
        ? { ...milestone, week: scanWeek }
        : milestone,
  )
}

/**
 * The milestones an e-mail lists, through the due date: a mail past it says so in its own note for
 * the stage (pregnancy-stage.ts), and a list sent at 41 weeks must not tell today to call as if it
 * were a later milestone's news.
 */
export function mailedMilestones(language: string): readonly Milestone[] {
  return timelineMilestones(language).filter((milestone) => milestone.week * 7 <= PREGNANCY_DAYS)
}

export function milestoneText(milestone: Milestone): { title: MessageKey; description: MessageKey } {
  const { key } = milestone
  if (key === 'w41' || key === 'w42') return PAST_DUE_TEXT[key]
  return { title: `timeline.${key}.title`, description: `timeline.${key}.description` }
}

/**
 * Past, current or future against the completed weeks (`null` before the pregnancy is counted to
 * have started): a milestone's week is reached on its first day, as in the calendar file and the
 * trimester rule, so "Third trimester begins" is current from 28+0, never at 27+x.
 */
export function milestoneStatus(
  milestones: readonly Milestone[],
  index: number,
  completedWeeks: number | null,
): 'past' | 'current' | 'future' {
  if (completedWeeks === null) return 'future'
  const reached = milestones.filter((m) => m.week <= completedWeeks).length - 1
  if (reached < 0) return 'future'
  if (index < reached) return 'past'
  return index === reached ? 'current' : 'future'
}

/** The milestones grouped by trimester, for the pregnancy result. */
export function milestonesByTrimester(milestones: readonly Milestone[]) {
  return [1, 2, 3].map((trimester) => ({
    trimester,
    milestones: milestones
      .map((milestone, index) => ({ ...milestone, index }))
      .filter((milestone) => trimesterAt(milestone.week) === trimester),
  }))
}
