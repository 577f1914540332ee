import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import {
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
  type TestInfo,
} from '@playwright/test'
import { testNow } from '../clock/instants.ts'

/**
 * Every test fails on a console error or an uncaught exception in the page (a hydration
 * mismatch shows up as one), the way a person would notice a broken page.
 */
let clients = 0
/** A client address of its own for each page: the API's rate limit counts per client. */
export function uniqueClientIp(): string {
  clients++
  return `10.${process.pid % 250}.${Math.floor(clients / 250) % 250}.${clients % 250}`
}

interface ConsoleErrors {
  /** Declares a browser message the test provokes on purpose, such as a 503 it asks for. */
  allow(pattern: RegExp): void
}

/**
 * The browser's clock starts at the run's instant, the one the local server takes as now
 * (playwright.config.ts), and runs on from there; a test moves it with `page.clock.fastForward`.
 * A context a test opens itself gets it through this too.
 */
export async function fixClock(context: BrowserContext) {
  await context.clock.install({ time: testNow() })
}

/**
 * Chromium with a real profile on disk (`profile`, a directory the test made), at the run's
 * instant and zone: Playwright's usual contexts are incognito, which installs nothing and keeps
 * nothing between two sessions.
 */
export async function launchProfile(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  profile: string,
): Promise<BrowserContext> {
  const { launchOptions, baseURL, timezoneId } = testInfo.project.use
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    timezoneId,
  })
  await fixClock(context)
  return context
}

export const test = base.extend<{ consoleErrors: ConsoleErrors }, { projectClock: undefined }>({
  /**
   * A project of `npm run test:clock` names its instant and zone (playwright.config.ts): this
   * worker's "now" and "today" (`testNow`, `testZone`, tests/e2e/dates.ts) are theirs, as the
   * browser's clock and the server's answers are (decision 064). Read inside a test, not at a spec
   * file's top, where the project is not known yet.
   */
  projectClock: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const { now, zone } = workerInfo.project.metadata as { now?: string; zone?: string }
      if (now) process.env.TEST_NOW = now
      if (zone) process.env.TZ = zone
      await use(undefined)
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context, baseURL }, use, testInfo) => {
    await fixClock(context)
    // Under `npm run test:clock`, the server answers this project's instant and zone (decision 064).
    const { now, zone } = testInfo.project.metadata as { now?: string; zone?: string }
    if (now && zone && baseURL) {
      await context.addCookies([
        { name: 'test-now', value: now, url: baseURL },
        { name: 'test-zone', value: zone, url: baseURL },
      ])
    }
    await use(context)
  },
  page: async ({ page }, use) => {
    await page.setExtraHTTPHeaders({ 'cf-connecting-ip': uniqueClientIp() })
    await use(page)
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      const allowed: RegExp[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return
        // Chromium logs the 404 status of a not-found document itself; that page is meant to be a 404.
        const documentNotFound =
          message.text().includes('status of 404') && message.location().url === page.url()
        // Playwright's own word when it blocks the service worker (playwright.config.ts), not the page's.
        const harness = message.text() === 'Service Worker registration blocked by Playwright'
        if (!documentNotFound && !harness) errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use({ allow: (pattern) => allowed.push(pattern) })
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)))
      expect(unexpected, 'console errors and warnings').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** The catalogue parts a page's islands show (client/i18n/catalogues.server.ts assembles the same). */
const PAGE_PARTS = ['', 'signs/', 'sync/'] as const

/** A language's messages as the page shows them: a test finds controls by these words. */
export const messagesOf = (locale: string): Record<string, string> =>
  Object.assign(
    {},
    ...PAGE_PARTS.map((part) => JSON.parse(readFileSync(`core/i18n/messages/${part}${locale}.json`, 'utf8'))),
  )

/**
 * Wakes every island the way a visitor reaching for it would without pressing anything in it (a
 * touch that turns into a scroll: pointer down, then cancelled; a press is released by its
 * `click`, decision 038), then waits until React has hydrated each one. Islands load nothing until touched, so a test of
 * what an island does once running starts here; `islands.spec.ts` covers the visitor who
 * acts before any script has arrived.
 */
export async function islandsHydrated(page: Page) {
  await page.waitForLoadState('load')
  const islands = page.locator('[data-island]')
  const count = await islands.count()
  for (let i = 0; i < count; i++) {
    const island = islands.nth(i)
    await island.evaluate((element) => {
      const target = element.firstElementChild ?? element
      target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
      target.dispatchEvent(new PointerEvent('pointercancel', { bubbles: true }))
    })
    await islandHydrated(page, island)
  }
}

/**
 * How long a test waits for an island to hydrate: a wait, not a budget (hydration's speed is
 * measured by the bench). Two test workers, Chromium and workerd on two busy cores once took
 * over 5 s to compile the runtime (CI, 2026-11-26).
 */
const HYDRATION_TIMEOUT_MS = 20_000

/** Waits until React has hydrated the island (a locator of it, or its name on the page). */
export const islandHydrated = (page: Page, island: string | Locator) =>
  expect(typeof island === 'string' ? page.locator(`[data-island="${island}"]`) : island).toHaveAttribute(
    'data-hydrated',
    'true',
    { timeout: HYDRATION_TIMEOUT_MS },
  )

/**
 * The success criteria of WCAG 2.0, 2.1 and 2.2 at levels A and AA, by axe-core's tags (2.2 adds
 * one AA rule axe can test, the target size of 2.5.8).
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Every axe-core violation of WCAG 2.2 AA on the page as it is now, of any impact. */
export async function wcagViolations(page: Page) {
  const axe = new AxeBuilder({ page }).withTags(WCAG_22_AA)
  // A page of one frame (every page here) is checked by one axe run inside it: the same rules and
  // results as the frame-by-frame mode, which also opens a blank page for its last step and took
  // 2.3–4.3 s a page where this takes 1.1–1.5 s (issue 58). A page with frames gets that mode.
  if (page.frames().length === 1) axe.setLegacyMode(true)
  const results = await axe.analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

/**
 * Whether the button of that name is announced as expanded, as Chromium's accessibility tree gives
 * it to a screen reader: a `popovertarget` button's state comes from its popover, not an attribute.
 */
export async function announcedExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const devtools = await page.context().newCDPSession(page)
  try {
    const { root } = await devtools.send('DOM.getDocument', { depth: 0 })
    const { nodes } = await devtools.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      accessibleName: name,
      role: 'button',
    })
    expect(nodes, `one button named ${name}`).toHaveLength(1)
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded')
    return expanded?.value.value as boolean | undefined
  } finally {
    await devtools.detach()
  }
}

export const phone = { width: 390, height: 844 }
export const desktop = { width: 1280, height: 900 }

/** Holds back the files whose address matches `file` until `release()`, as a slow line would. */
export async function holdFiles(page: Page, file: RegExp) {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(file, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Holds the island runtime back until `release()`, so that a step certainly happens before hydration. */
export const holdRuntime = (page: Page) => holdFiles(page, /\/assets\/entry-[\w-]+\.js$/)

/**
 * Holds the page's CSS animations (the document timeline, through the DevTools protocol) until
 * `release()`, for the states a delayed reveal passes through: "not yet shown" is then a fact of the
 * page, not a race between a 3 s delay and a busy machine's page load. After `release()`, time runs
 * again from where it was held, so `animationTime` can check the delay against the page's own clock.
 */
export async function holdAnimations(page: Page) {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Animation.enable')
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 0 })
  return () => devtools.send('Animation.setPlaybackRate', { playbackRate: 1 })
}

/**
 * How opaque an element is as painted: its own opacity times each of its ancestors'. With the
 * page's animations held, what fades in stays at its first frame (decision 043).
 */
export const paintedOpacity = (element: Locator) =>
  element.evaluate((node) => {
    let opacity = 1
    for (let at: Element | null = node; at; at = at.parentElement)
      opacity *= Number(getComputedStyle(at).opacity)
    return opacity
  })

/**
 * The page as it will be seen once still: every animation and transition with an end is taken to
 * it (a reveal due at 3 or 5 s is revealed, a colour change is done), so that a check reads the
 * settled page, never a frame part-way (issue 63). What loops for ever (the art's drift, which
 * moves and never fades) keeps running.
 */
export const settleAnimations = (page: Page) =>
  page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (Number.isFinite(Number(animation.effect?.getComputedTiming().endTime))) animation.finish()
    }
  })

/** How long the page's animations had run when this was called (`document.timeline`), in ms. */
export const animationTime = (page: Page) => page.evaluate(() => Number(document.timeline.currentTime))

/** Waits until the service worker has installed its precache and controls the page. */
export async function serviceWorkerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/**
 * Waits until the service worker keeps the page it controls: a page loaded before the worker is
 * kept when the loader asks for it, once the page is idle (CACHE_URLS). Only then does a visit
 * work offline; going offline sooner found the offline page in CI (2026-11-30).
 */
export async function pageKept(page: Page) {
  await page.waitForFunction(async () => {
    // The page, and what its islands name to keep with it (My cycles' later messages).
    const keep = [...document.querySelectorAll('[data-keep]')].map((element) =>
      element.getAttribute('data-keep'),
    )
    for (const url of [location.pathname, ...keep]) if (!url || !(await caches.match(url))) return false
    return true
  })
}

/**
 * "Delete everything on this device" in My cycles' "Your data", answered yes, as a visitor does:
 * done once the page says no period is logged.
 */
export async function eraseEverything(page: Page, locale: string) {
  const t = messagesOf(locale)
  const data = page.getByRole('region', { name: t['cycles.data.title'] })
  await data.getByRole('button', { name: t['cycles.erase'] }).click()
  await page
    .getByRole('alert')
    .filter({ hasText: t['cycles.erase.question'] ?? '' })
    .getByRole('button', { name: t['cycles.erase.yes'] })
    .click()
  await expect(page.getByText(t['cycles.empty'] ?? '')).toBeVisible()
}
