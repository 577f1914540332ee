/**
 * The home page's blocking time as Lighthouse (mobile) counts it (issue 61, item 6): from a trace of
 * the page loading on a 390 px phone, every main-thread task's time slowed four times, and the sum
 * of what each spends beyond 50 ms once the first content is painted, until the page has been idle
 * (its load event, then 3 s in which the loader registers the service worker). Beside it, the
 * bench's static control page, loaded the same way in the same rounds.
 *
 * Lighthouse does not slow the browser: it multiplies each task of an unthrottled trace by 4. So
 * does this, but with each task's thread time (`tdur`) rather than its wall time: on the bench's
 * shared two-core machine a task's wall time grew 3–6× with other work (the navigation's commit,
 * 92 ms of wall time for 30 ms of CPU), which Lighthouse then multiplies again. Chromium's own CPU
 * throttle is not used either: it slows the thread by spinning, so thread time would count it.
 *
 * Also measured, before the first paint and so outside the sum, the navigation's commit task (the
 * window's set-up, which Lighthouse lists as "Unattributable"): Lighthouse's simulation may place it
 * after the first paint it estimates, where it blocks by all it lasts beyond 50 ms. The site's
 * `Cross-Origin-Opener-Policy` makes Chromium commit each page in a renderer process of its own,
 * which is what isolates the site on Android; that cold process is most of this task, a cost
 * decision 078 keeps, so it is reported beside the control's, not budgeted.
 */
import type { Browser } from '@playwright/test'

export interface PageLoad {
  /** Σ max(0, 4 × thread time − 50 ms) over the tasks after the first contentful paint. */
  blockingMs: number
  /** The longest task from the navigation on, 4 × its thread time. */
  longestTaskMs: number
  /** The task that commits the navigation, 4 × its thread time. */
  commitMs: number
}

/** Lighthouse's mobile CPU slowdown, and its threshold for a task that blocks. */
const SLOWDOWN = 4
const BLOCKING_THRESHOLD_MS = 50

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; data?: { url?: string }; beginData?: { url?: string } }
}

async function loadOnce(browser: Browser, url: string): Promise<PageLoad> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const events: TraceEvent[] = []
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'toplevel',
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'loading',
        ],
      },
      transferMode: 'ReportEvents',
    })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(3000)
    await cdp.send('Tracing.end')
    await complete
    // The page's main thread: the one that parsed its HTML.
    const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url)
    if (!parse) throw new Error(`no ParseHTML for ${url} in the trace`)
    const mine = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid)
    const tasks = mine.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur !== undefined)
    const commit = mine.find((e) => e.name === 'DocumentLoader::CommitNavigation' && e.ph === 'X')
    const commitTask = commit && tasks.find((t) => t.ts <= commit.ts && t.ts + (t.dur ?? 0) >= commit.ts)
    const fcp = mine.find((e) => e.name === 'firstContentfulPaint')
    if (!fcp) throw new Error(`no first contentful paint for ${url}`)
    const slowed = (task: TraceEvent) => (SLOWDOWN * (task.tdur ?? task.dur ?? 0)) / 1000
    const fromCommit = tasks.filter((t) => !commitTask || t.ts >= commitTask.ts)
    let blockingMs = 0
    for (const task of fromCommit) {
      const end = task.ts + (task.dur ?? 0)
      if (end <= fcp.ts) continue
      // A task under way at the first paint counts from it on (Lighthouse clips it there too).
      const after = task.ts >= fcp.ts ? 1 : (end - fcp.ts) / (task.dur || 1)
      blockingMs += Math.max(0, slowed(task) * after - BLOCKING_THRESHOLD_MS)
    }
    return {
      blockingMs,
      longestTaskMs: Math.max(0, ...fromCommit.map(slowed)),
      commitMs: commitTask ? slowed(commitTask) : 0,
    }
  } finally {
    await context.close()
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0

/** `runs` loads of each URL, interleaved; per URL, the median of each figure and every run's blocking time. */
export async function measurePageLoads(
  browser: Browser,
  urls: Record<string, string>,
  runs = 7,
): Promise<Record<string, PageLoad & { blockingRuns: number[] }>> {
  const loads: Record<string, PageLoad[]> = Object.fromEntries(Object.keys(urls).map((name) => [name, []]))
  for (let run = 0; run < runs; run++)
    for (const [name, url] of Object.entries(urls)) loads[name]?.push(await loadOnce(browser, url))
  return Object.fromEntries(
    Object.entries(loads).map(([name, all]) => [
      name,
      {
        blockingMs: median(all.map((load) => load.blockingMs)),
        longestTaskMs: median(all.map((load) => load.longestTaskMs)),
        commitMs: median(all.map((load) => load.commitMs)),
        blockingRuns: all.map((load) => Math.round(load.blockingMs)),
      },
    ]),
  )
}
