import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, type TestProjectConfiguration } from 'vitest/config'
import { clientAssets } from './scripts/vite-client-assets.ts'
import { mdx } from './scripts/vite-mdx.ts'
import { CLOCK_ZONES, testNow, testZone } from './tests/clock/instants.ts'

/**
 * One instant and zone for a project (decision 022): the Node tier fakes `Date` at `now` and
 * runs in `zone`; the Worker reads `now` from its `TEST_NOW` binding (workerd has no TZ).
 */
interface Clock {
  suffix: string
  now: string
  zone: string
}

/** Pure code in Node: machines, route table, link helper, catalogues. */
const unit = (clock: Clock, include: string[]): TestProjectConfiguration => ({
  plugins: [mdx(), react()],
  test: {
    name: `unit${clock.suffix}`,
    include,
    environment: 'node',
    env: { TEST_NOW: clock.now, TZ: clock.zone },
    setupFiles: ['tests/unit/support/fixed-clock.ts'],
  },
})

/** The Worker itself in workerd, with a real local D1 migrated from migrations/. */
const worker = (clock: Clock, include: string[]): TestProjectConfiguration => ({
  plugins: [
    mdx(),
    clientAssets(),
    cloudflareTest(async () => ({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations('./migrations'),
          TEST_NOW: clock.now,
          // The tests' own link key, set here and nowhere else (decision 023).
          LINK_SECRET: 'worker-tests-only-link-secret-0123456789',
          // The tests' own publisher for the legal notice (decision 054): test values, no one's identity.
          PUBLISHER_NAME: 'Worker tests publisher',
          PUBLISHER_ADDRESS: '1 Worker Tests Street\n00000 Test Town',
          PUBLISHER_EMAIL: 'publisher@example.com',
          PUBLISHER_PHONE: '+1 555 0100',
          PUBLICATION_DIRECTOR: 'Worker tests director',
          PUBLISHER_REGISTRATION: 'WORKER-TESTS-REGISTRATION-0001',
        },
      },
    })),
  ],
  test: {
    name: `worker${clock.suffix}`,
    include,
    setupFiles: ['tests/worker/apply-migrations.ts'],
  },
})

const UNIT = ['tests/unit/**/*.test.{ts,tsx}']
const WORKER = ['tests/worker/**/*.test.{ts,tsx}']

/**
 * `npm run test:clock` (TEST_CLOCK=unit,worker): the tests whose answers depend on the date, at
 * every instant of tests/clock/instants.ts, the Node tier in each of its zones too (decision 064).
 * Each tier's date tests are gathered in one file (tests/clock/), so that a project loads its code
 * once. The Node tier has one project per zone, each running every instant; the Worker tier one
 * project, whose file sets the Worker's `TEST_NOW` binding to each instant in turn.
 */
const UNIT_DATES = ['tests/clock/unit-dates.test.ts']
const WORKER_DATES = ['tests/clock/worker-dates.test.ts']

function clockProjects(tiers: string[]): TestProjectConfiguration[] {
  const zone = testZone()
  return [
    ...(tiers.includes('unit')
      ? [zone, ...CLOCK_ZONES].map((tz) => unit({ suffix: `@${tz}`, now: testNow(), zone: tz }, UNIT_DATES))
      : []),
    ...(tiers.includes('worker')
      ? [worker({ suffix: '@instants', now: testNow(), zone }, WORKER_DATES)]
      : []),
  ]
}

const clock: Clock = { suffix: '', now: testNow(), zone: testZone() }

export default defineConfig({
  test: {
    projects: process.env.TEST_CLOCK
      ? clockProjects(process.env.TEST_CLOCK.split(','))
      : [unit(clock, UNIT), worker(clock, WORKER)],
  },
})
