/**
 * The Node tier's tests that read "now" or the zone, as one file for `npm run test:clock`
 * (decision 022): one Vitest project per instant and zone (vitest.config.ts). calc.test.ts and
 * calculators.test.ts are not among them: they hand the formulas every "today" from 1990 to 2100
 * themselves (fast-check, weighted towards month ends, year ends and 29 February) and read no clock.
 */
import '../unit/clock.test.ts'
import '../unit/calculator-machines.test.ts'
import '../unit/pregnancy-time.test.ts'
import '../unit/mail-templates.test.tsx'
