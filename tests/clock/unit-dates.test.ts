/**
 * The Node tier's tests that read "now" or the zone, for `npm run test:clock` (decisions 022 and
 * 064): one Vitest project per zone (vitest.config.ts), and inside it every instant of
 * CLOCK_INSTANTS, so that the files are transformed once per zone, not once per instant and zone.
 * Each instant loads the files afresh with `Date` set to it: what a file reads as it loads and what
 * its tests read as they run are both that instant's. calc.test.ts and calculators.test.ts are not
 * among them: they hand the formulas every "today" from 1990 to 2100 themselves (fast-check,
 * weighted towards month ends, year ends and 29 February) and read no clock.
 */
import { beforeAll, describe, vi } from 'vitest'
import { CLOCK_INSTANTS } from './instants.ts'

/** Sets the Node tier's injected instant: the faked `Date`, and `TEST_NOW` for the files that take it. */
function setClock(now: string) {
  process.env.TEST_NOW = now
  vi.setSystemTime(new Date(now))
}

describe.each(CLOCK_INSTANTS)('at $name ($now)', async ({ now }) => {
  setClock(now)
  beforeAll(() => setClock(now))
  vi.resetModules()
  await import('../unit/clock.test.ts')
  await import('../unit/calculator-machines.test.ts')
  await import('../unit/pregnancy-time.test.ts')
  await import('../unit/mail-templates.test.tsx')
})
