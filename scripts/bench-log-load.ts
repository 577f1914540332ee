/**
 * My cycles opened with the heaviest log (issue 60, item 7): 240 cycles of 42 days, each
 * charted every day, already on the device, on a 390 px phone with the CPU slowed 4×. From the
 * navigation until what the signs say is drawn, every main-thread task of 50 ms or more is counted
 * (PerformanceObserver `longtask`): the longest one is the time the page did not answer a tap, and
 * their sum beyond 50 ms each is the blocking time Lighthouse counts.
 */
import type { Browser } from '@playwright/test'
import { seedSignsLog, signsLog } from '../tests/e2e/signs-log.ts'

export interface LogLoad {
  longestTaskMs: number
  blockingMs: number
}

/** Installed before any page script: every long task from the navigation on. */
export const recordLongTasks = () => {
  const tasks: number[] = []
  ;(window as unknown as { __longTasks: number[] }).__longTasks = tasks
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: true })
}

async function loadOnce(browser: Browser, base: string): Promise<LogLoad> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })
  const page = await context.newPage()
  try {
    await page.goto(`${base}/my-cycles`)
    // The bench's server dates with this machine's clock; the log ends three days before its today.
    const today = new Date().toISOString().slice(0, 10)
    await seedSignsLog(page, signsLog({ today, cycles: 240, length: 42, shiftDay: 30 }))
    await page.addInitScript(recordLongTasks)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.reload({ waitUntil: 'load' })
    await page.locator('.signs-cycle').first().waitFor({ timeout: 120_000 })
    // The last slices and the deferred log render after the first cycle's words.
    await page.waitForTimeout(3000)
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)
    return {
      longestTaskMs: Math.max(0, ...tasks),
      blockingMs: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    }
  } finally {
    await context.close()
  }
}

/** `runs` loads, one after another; the median of each figure. */
export async function measureLogLoad(browser: Browser, base: string, runs = 3): Promise<LogLoad> {
  const loads: LogLoad[] = []
  for (let run = 0; run < runs; run++) loads.push(await loadOnce(browser, base))
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
  return {
    longestTaskMs: median(loads.map((load) => load.longestTaskMs)),
    blockingMs: median(loads.map((load) => load.blockingMs)),
  }
}
