import type { LoggedPeriod } from '../cycle-log.ts'
import { type SignsCycle, signsCycles } from './cycle-days.ts'
import { type LearnedLuteal, learnedLutealPhase } from './luteal-phase.ts'
import { type OvulationEvidence, ovulationEvidence } from './ovulation-evidence.ts'
import type { DaySigns } from './signs.ts'
import { daySign, type StoredDay } from './stored-day.ts'

export interface CycleEvidence {
  cycle: SignsCycle
  evidence: OvulationEvidence
}

export interface SignsSummary {
  /** The cycles with at least one day of signs, newest first, each with what its signs say. */
  cycles: CycleEvidence[]
  /** The luteal phase learned from the cycles whose ovulation was confirmed and whose next period came. */
  learned: LearnedLuteal
}

/** Each cycle's evidence, by its first day's object, with the days and end it was read from. */
const read = new WeakMap<
  DaySigns,
  { days: readonly DaySigns[]; next: string | null; evidence: OvulationEvidence }
>()

/**
 * A cycle's evidence, read again only when its days or its end changed: a save changes one day, so
 * one cycle of 240 is read again (the rules cost about a millisecond a cycle in the polyfill).
 */
function evidenceOf(cycle: SignsCycle): OvulationEvidence {
  const first = cycle.days[0] as DaySigns
  const next = cycle.next?.toString() ?? null
  const known = read.get(first)
  if (
    known &&
    known.next === next &&
    known.days.length === cycle.days.length &&
    known.days.every((day, i) => day === cycle.days[i])
  )
    return known.evidence
  const evidence = ovulationEvidence(cycle)
  read.set(first, { days: cycle.days, next, evidence })
  return evidence
}

/**
 * What the log's signs say, cycle by cycle, and the luteal phase they teach (issue 51, items 2–3).
 * Only a cycle confirmed by the double check (temperature and mucus) and ended by a logged period
 * counts towards the luteal phase: an LH test alone says "likely", not "confirmed".
 */
export function signsSummary(periods: readonly LoggedPeriod[], days: readonly StoredDay[]): SignsSummary {
  return summaryOf(signsCycles(periods, days))
}

/** The summary of cycles whose evidence is read (or cached): newest first, and what they teach. */
function summaryOf(all: readonly SignsCycle[]): SignsSummary {
  const cycles = all
    .filter((cycle) => cycle.days.length > 0)
    .map((cycle) => ({ cycle, evidence: evidenceOf(cycle) }))
    .reverse()
  const confirmed = cycles.flatMap(({ cycle, evidence }) =>
    evidence.kind === 'confirmed' && cycle.next
      ? [{ ovulation: evidence.estimate, nextPeriod: cycle.next }]
      : [],
  )
  return { cycles, learned: learnedLutealPhase(confirmed) }
}

/** Days parsed per step of `summarySteps`: about as long as one cycle's evidence. */
const DAYS_PER_STEP = 50

/**
 * `signsSummary` in small steps (issue 60, item 7): each `next()` parses a few dozen days or reads
 * one cycle's evidence, so a caller can let the page answer between steps; the last returns the
 * summary. A first read of 240 cycles costs about a second on a slow phone. Days and cycles already
 * read come from their caches, so a read after a save walks the log quickly and reads one cycle
 * anew. Pure: the caller decides when to pause.
 */
export function* summarySteps(
  periods: readonly LoggedPeriod[],
  days: readonly StoredDay[],
): Generator<void, SignsSummary> {
  for (let at = 0; at < days.length; at++) {
    daySign(days[at] as StoredDay)
    if (at % DAYS_PER_STEP === DAYS_PER_STEP - 1) yield
  }
  const cycles = signsCycles(periods, days)
  for (const cycle of cycles) {
    if (cycle.days.length === 0) continue
    evidenceOf(cycle)
    yield
  }
  return summaryOf(cycles)
}
