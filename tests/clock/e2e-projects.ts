import { CLOCK_INSTANTS, CLOCK_ZONES } from './instants.ts'

/**
 * `npm run test:clock`'s end-to-end tier (decision 064): one Playwright project per instant of
 * CLOCK_INSTANTS, all against one local server, each request carrying its project's instant and
 * zone (`x-test-now`, `x-test-zone`, worker/request/clock.ts), which only a server with the test
 * binding reads. The browser's clock and zone are the project's too (tests/e2e/fixtures.ts).
 */

/** The end-to-end tests that compute dates: the results pages and the `.ics` download. */
const E2E_DATE_TESTS = ['results.spec.ts', 'calculators.spec.ts']
const LANGUAGES = ['en', 'fr', 'ru'] as const
const WIDTHS = ['phone', 'desktop'] as const

/**
 * At instant `i`, one language and one width of the results tests (all three languages and both
 * widths come round across the instants) and the `.ics` download.
 */
function e2eDateTests(i: number): RegExp {
  // Shifted every third instant, so that a language does not always meet the same zone.
  const language = LANGUAGES[(i + Math.floor(i / LANGUAGES.length)) % LANGUAGES.length]
  const width = WIDTHS[i % WIDTHS.length]
  return new RegExp(`(pregnancy|ovulation), ${language}, ${width}:|downloads a real \\.ics file`)
}

/** Each instant's project: its tests, its zone (the zones take turns) and its instant. */
export const clockProjects = CLOCK_INSTANTS.map(({ name, now }, i) => {
  const zone = CLOCK_ZONES[i % CLOCK_ZONES.length] ?? 'UTC'
  return {
    name: `clock ${name} ${zone}`,
    testMatch: E2E_DATE_TESTS,
    grep: e2eDateTests(i),
    metadata: { now, zone },
    use: { timezoneId: zone },
  }
})
