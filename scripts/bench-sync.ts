/**
 * A sync of the heaviest log (issue 62): 240 cycles of 42 days, each charted every day
 * (about 10,300 records), on a 390 px phone with the CPU slowed 4×, against the local server and
 * its Durable Object. Two figures, as a person meets them:
 * - the first upload: from "Sync this log" to "Synced" on the phone that holds the log;
 * - joining: from "Join and merge" on a second phone with no log to "Synced", with the whole log
 *   written into it;
 * and the longest main-thread task during each (the time the page did not answer a tap).
 */
import type { Browser, Page } from '@playwright/test'
import syncMessages from '../core/i18n/messages/sync/en.json' with { type: 'json' }
import { seedSignsLog, signsLog } from '../tests/e2e/signs-log.ts'
import { recordLongTasks } from './bench-log-load.ts'

export interface SyncFigures {
  records: number
  uploadMs: number
  uploadLongestTaskMs: number
  joinMs: number
  joinLongestTaskMs: number
}

const longestTask = async (page: Page) =>
  Math.max(0, ...(await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)))

const section = (page: Page) => page.getByRole('region', { name: syncMessages['sync.title'] })
const syncedLead = syncMessages['sync.status.synced'].split('{')[0] ?? ''

async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })
  const page = await context.newPage()
  await page.addInitScript(recordLongTasks)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return { context, page }
}

/** Waits for "Synced", up to five minutes, and returns the milliseconds since `start`. */
async function untilSynced(page: Page, start: number) {
  await section(page)
    .getByRole('status')
    .first()
    .filter({ hasText: syncedLead })
    .waitFor({ timeout: 300_000 })
  return Date.now() - start
}

export async function measureSync(browser: Browser, base: string): Promise<SyncFigures> {
  const a = await phone(browser)
  const b = await phone(browser)
  try {
    await a.page.goto(`${base}/my-cycles`)
    // The bench's server dates with this machine's clock; the log ends three days before its today.
    const today = new Date().toISOString().slice(0, 10)
    const log = signsLog({ today, cycles: 240, length: 42, shiftDay: 30 })
    await seedSignsLog(a.page, log)
    await a.page.reload({ waitUntil: 'load' })
    await a.page.locator('.signs-cycle').first().waitFor({ timeout: 120_000 })
    await a.page.evaluate(() => {
      ;(window as unknown as { __longTasks: number[] }).__longTasks.length = 0
    })
    await section(a.page).getByRole('checkbox').check()
    const uploadStart = Date.now()
    await section(a.page).getByRole('button', { name: syncMessages['sync.start'] }).click()
    const uploadMs = await untilSynced(a.page, uploadStart)
    const uploadLongestTaskMs = await longestTask(a.page)

    await section(a.page).getByText(syncMessages['sync.devices.title']).click()
    const link = new URL(await section(a.page).getByLabel(syncMessages['sync.link.label']).inputValue())
    await b.page.goto(`${base}/my-cycles${link.hash}`)
    const join = section(b.page).getByRole('button', { name: syncMessages['sync.offer.join'] })
    await join.waitFor({ timeout: 60_000 })
    const joinStart = Date.now()
    await join.click()
    const joinMs = await untilSynced(b.page, joinStart)
    const joinLongestTaskMs = await longestTask(b.page)
    return {
      records: log.periods.length + log.days.length,
      uploadMs,
      uploadLongestTaskMs,
      joinMs,
      joinLongestTaskMs,
    }
  } finally {
    await a.context.close()
    await b.context.close()
  }
}
