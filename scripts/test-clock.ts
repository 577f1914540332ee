/**
 * `npm run test:clock`: the tests whose answers depend on the date, at every instant of
 * tests/clock/instants.ts (decision 022). One build; one Vitest run whose projects are the date tests of
 * the Node tier (in UTC and each zone of CLOCK_ZONES) and of the Worker tier, at each instant;
 * then the end-to-end date tests (results, calculators, the .ics) once per instant, each in one
 * of the zones, against a local server started at that instant.
 *
 * No clock is faked from outside: the Worker reads `TEST_NOW`, Node's `Date` is set by Vitest,
 * the browser's by Playwright. Exits non-zero at the first instant that fails.
 */
import { spawnSync } from 'node:child_process'
import { CLOCK_INSTANTS, CLOCK_ZONES } from '../tests/clock/instants.ts'

/** The end-to-end tests that compute dates: the results pages and the `.ics` download. */
const E2E_DATE_TESTS = ['tests/e2e/results.spec.ts', 'tests/e2e/calculators.spec.ts']
const LANGUAGES = ['en', 'fr', 'ru'] as const
const WIDTHS = ['phone', 'desktop'] as const

/**
 * At instant `i`, one language and one width of the results tests (all three languages and both
 * widths come round across the instants) and the `.ics` download: about 20 s an instant.
 */
function e2eDateTests(i: number): string {
  // Shifted every third instant, so that a language does not always meet the same zone.
  const language = LANGUAGES[(i + Math.floor(i / LANGUAGES.length)) % LANGUAGES.length]
  const width = WIDTHS[i % WIDTHS.length]
  return `(pregnancy|ovulation), ${language}, ${width}:|downloads a real \\.ics file`
}

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): number {
  const started = performance.now()
  console.log(`\n▶ ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((performance.now() - started) / 1000).toFixed(0)
  const status = result.status ?? 1
  console.log(`${status === 0 ? '✓' : '✗'} ${label} (${seconds} s)`)
  return status
}

function main(): number {
  const started = performance.now()
  const steps: [string, () => number][] = [
    ['build', () => run('build', 'npm', ['run', 'build'])],
    [
      'vitest',
      () =>
        run(`unit and worker date tests at ${CLOCK_INSTANTS.length} instants`, 'npx', ['vitest', 'run'], {
          TEST_CLOCK: 'unit,worker',
        }),
    ],
    ...CLOCK_INSTANTS.map(({ name, now }, i): [string, () => number] => {
      const zone = CLOCK_ZONES[i % CLOCK_ZONES.length] ?? 'UTC'
      return [
        `e2e ${name}`,
        () =>
          run(
            `e2e date tests at ${now} (${name}) in ${zone}`,
            'npx',
            ['playwright', 'test', ...E2E_DATE_TESTS, '--grep', e2eDateTests(i)],
            {
              TEST_NOW: now,
              TZ: zone,
              E2E_SKIP_BUILD: '1',
            },
          ),
      ]
    }),
  ]
  for (const [name, step] of steps) {
    const status = step()
    if (status !== 0) {
      console.error(`\ntest:clock failed at: ${name}`)
      return status
    }
  }
  const minutes = ((performance.now() - started) / 60000).toFixed(1)
  console.log(`\ntest:clock: every instant passed (${CLOCK_INSTANTS.length} instants, ${minutes} min)`)
  return 0
}

process.exit(main())
