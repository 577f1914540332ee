import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 8799)

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
    trace: 'retain-on-failure',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The built site on wrangler dev, with the local D1 migrated: what `npm start` serves.
    command: `npm run build && npm run db:migrate:local && npx wrangler dev --port ${PORT} --ip 127.0.0.1 --var SITE_URL:http://127.0.0.1:${PORT}`,
    url: `http://127.0.0.1:${PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { WRANGLER_SEND_METRICS: 'false' },
  },
})
