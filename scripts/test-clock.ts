/**
 * `npm run test:clock`: the tests whose answers depend on the date, at every instant of
 * tests/clock/instants.ts (decisions 022 and 064). The build every tier shares (made only if a
 * source changed); one Vitest run whose projects are the date tests of the Node tier (one project
 * per zone, UTC and each of CLOCK_ZONES, every instant inside it) and of the Worker tier (one
 * project, which sets the Worker's `TEST_NOW` binding to each instant in turn); then one Playwright run whose projects are
 * the end-to-end date tests (results, calculators, the .ics) at each instant in one of the zones,
 * against one local server that takes each request's instant (tests/clock/e2e-projects.ts).
 *
 * No clock is faked from outside: the Worker reads `TEST_NOW` (or, on a test server, the request's
 * instant), Node's `Date` is set by Vitest, the browser's by Playwright. Exits non-zero at the
 * first tier that fails.
 */
import { spawnSync } from 'node:child_process'
import { CLOCK_INSTANTS } from '../tests/clock/instants.ts'

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
    ['build', () => run('build', 'node', ['scripts/build-once.ts'])],
    [
      'vitest',
      () =>
        run(`unit and worker date tests at ${CLOCK_INSTANTS.length} instants`, 'npx', ['vitest', 'run'], {
          TEST_CLOCK: 'unit,worker',
        }),
    ],
    [
      'e2e',
      () =>
        run(`end-to-end date tests at ${CLOCK_INSTANTS.length} instants`, 'npx', ['playwright', 'test'], {
          E2E_CLOCK: '1',
        }),
    ],
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
