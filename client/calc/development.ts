import type { MessageKey } from '../i18n/messages.ts'
import { trimesterOf } from './pregnancy.ts'

/**
 * The development visualizer's steps (SPEC §3): typical crown–heel length and weight,
 * rounded, after the growth charts midwives use. Week 8 is crown–rump.
 */
export const developmentSteps = [
  { week: 8, cm: 1.6, grams: 1 },
  { week: 12, cm: 5.4, grams: 14 },
  { week: 16, cm: 11.6, grams: 100 },
  { week: 20, cm: 25.6, grams: 300 },
  { week: 24, cm: 30, grams: 600 },
  { week: 28, cm: 37.6, grams: 1000 },
  { week: 32, cm: 42.4, grams: 1700 },
  { week: 36, cm: 47.4, grams: 2600 },
  { week: 40, cm: 51.2, grams: 3400 },
] as const

export type DevelopmentWeek = (typeof developmentSteps)[number]['week']

/** The step a result opens at: the last listed week at or before the current week, else the first. */
export function developmentStepIndex(currentWeek: number): number {
  return Math.max(
    0,
    developmentSteps.findLastIndex((step) => step.week <= currentWeek),
  )
}

export function developmentText(week: DevelopmentWeek): { title: MessageKey; description: MessageKey } {
  return { title: `visualizer.w${week}.title`, description: `visualizer.w${week}.description` }
}

/** The timeline's milestones (SPEC §3), with the illustration stage of each. */
export const timelineMilestones = [
  { week: 4, stage: 'embryo' },
  { week: 8, stage: 'embryo' },
  { week: 12, stage: 'fetus' },
  { week: 16, stage: 'fetus' },
  { week: 20, stage: 'fetus' },
  { week: 24, stage: 'fetus' },
  { week: 28, stage: 'baby' },
  { week: 32, stage: 'baby' },
  { week: 37, stage: 'baby' },
  { week: 40, stage: 'baby' },
] as const

export type MilestoneWeek = (typeof timelineMilestones)[number]['week']

export function milestoneText(week: MilestoneWeek): { title: MessageKey; description: MessageKey } {
  return { title: `timeline.w${week}.title`, description: `timeline.w${week}.description` }
}

/** Past, current or future against the current week; all future before week 1 (SPEC §4). */
export function milestoneStatus(index: number, currentWeek: number): 'past' | 'current' | 'future' {
  if (currentWeek <= 0) return 'future'
  const reached = timelineMilestones.filter((m) => m.week <= currentWeek).length - 1
  if (index < reached) return 'past'
  return index === reached ? 'current' : 'future'
}

/** The milestones grouped by trimester, for the pregnancy result. */
export function milestonesByTrimester() {
  return [1, 2, 3].map((trimester) => ({
    trimester,
    milestones: timelineMilestones
      .map((milestone, index) => ({ ...milestone, index }))
      .filter((milestone) => trimesterOf(milestone.week) === trimester),
  }))
}
