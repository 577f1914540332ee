/**
 * The Worker tier's date tests, for `npm run test:clock` (decisions 022 and 064): one Vitest project
 * loads the Worker once (vitest.config.ts), and every instant of CLOCK_INSTANTS runs inside it. For
 * each instant the Worker's `TEST_NOW` binding is set, which the Worker reads at every request; the
 * local D1 starts empty again, as each test file's does in the Worker tier; and the test files are
 * loaded afresh, so that the dates each derives as it loads are that instant's too.
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, vi } from 'vitest'
import { CLOCK_INSTANTS } from './instants.ts'

/** Sets the instant the Worker and the test files take as now. */
function setClock(now: string) {
  ;(env as { TEST_NOW: string }).TEST_NOW = now
}

/** Empties every table the migrations made, keeping the schema: the next instant starts clean. */
async function emptyTables() {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
  ).all<{ name: string }>()
  await env.DB.batch(results.map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`)))
}

describe.each(CLOCK_INSTANTS)('at $name ($now)', async ({ now }) => {
  setClock(now)
  beforeAll(async () => {
    setClock(now)
    await emptyTables()
  })
  vi.resetModules()
  await import('../worker/api.test.ts')
  await import('../worker/calculators.test.ts')
  await import('../worker/cycle-warnings.test.ts')
  await import('../worker/mail.test.ts')
  await import('../worker/owner.test.ts')
  await import('../worker/store.test.ts')
  await import('../worker/weekly.test.ts')
})
