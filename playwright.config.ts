import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { clockProjects } from './tests/clock/e2e-projects.ts'
import { testNow, testZone } from './tests/clock/instants.ts'

const PORT = Number(process.env.E2E_PORT ?? 8799)

/**
 * The instant and zone of the run (decision 022): the browser's clock (the `context` fixture,
 * tests/e2e/fixtures.ts) and time zone, and the local server's `TEST_NOW` and `request.cf`.
 * Offline, wrangler would fill `request.cf` from a built-in placeholder; this file pins it, through
 * Miniflare's own `CLOUDFLARE_CF_FETCH_PATH`, to a zone the test chose.
 */
const now = testNow()
const zone = testZone()
const cfPath = `${process.cwd()}/node_modules/.cache/e2e/cf.json`
mkdirSync(`${process.cwd()}/node_modules/.cache/e2e`, { recursive: true })
writeFileSync(cfPath, JSON.stringify({ timezone: zone, country: 'XX', colo: 'LOCAL' }))

/** The end-to-end server's own link key (decision 023): the tests read links from the mail it sends. */
const E2E_LINK_SECRET = 'end-to-end-tests-only-link-secret-0123456789'

/**
 * The end-to-end server's own publisher for the legal notice (decision 054): test values, no
 * one's identity. wrangler.toml leaves them empty, which makes that page answer 503.
 */
const E2E_PUBLISHER = {
  PUBLISHER_NAME: 'End-to-end tests publisher',
  PUBLISHER_ADDRESS: '1 End-to-end Tests Street, 00000 Test Town',
  PUBLISHER_EMAIL: 'publisher@example.com',
  PUBLISHER_PHONE: '+1 555 0100',
  PUBLICATION_DIRECTOR: 'End-to-end tests director',
}
const publisherVars = Object.entries(E2E_PUBLISHER)
  .map(([name, value]) => `--var "${name}:${value}"`)
  .join(' ')

/** The build every tier shares, made only when the sources changed since (scripts/build-once.ts). */
const build = 'node scripts/build-once.ts && '

/** `npm run test:clock` (E2E_CLOCK=1): the date tests once per instant, against this one server. */
const clockRun = Boolean(process.env.E2E_CLOCK)

/**
 * Playwright cannot download its browser on machines without general network access, so
 * Debian's Chromium is used where present; elsewhere Playwright's own browser.
 */
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  // Two workers, Chromium and workerd share two cores: a 40-step test can take 30 s of wall
  // time under that load although each step is fast alone. Assertions keep their own timeouts.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    timezoneId: zone,
    // A trace records every action of every test to keep it on failure: about a third more time
    // on two cores (forms.spec.ts: 37 s of tests with it off, 54 s on; issue 58). A failure keeps
    // its screenshot; `E2E_TRACE=1` records traces again to look into one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The service worker is tested in its own spec (offline.spec.ts), which allows it. Elsewhere it
    // would answer the page's requests before \`page.route\` sees them, and install its precache in
    // every test's fresh context (decision 033).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: clockRun
    ? clockProjects.map((project) => ({ ...project, use: { ...devices['Desktop Chrome'], ...project.use } }))
    : [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The built site on wrangler dev, with the local D1 migrated: what `npm start` serves.
    command: `${build}npm run db:migrate:local && npx wrangler dev --port ${PORT} --ip 127.0.0.1 --var SITE_URL:http://127.0.0.1:${PORT} --var TEST_NOW:${now} --var LINK_SECRET:${E2E_LINK_SECRET} ${publisherVars}`,
    url: `http://127.0.0.1:${PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_PATH: cfPath },
  },
})
