import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { testNow } from '../clock/instants.ts'
import {
  desktop,
  expect,
  islandsHydrated,
  launchProfile,
  messagesOf,
  phone,
  serviceWorkerControls,
  test,
  wcagViolations,
} from './fixtures.ts'
import { buildReleases } from './releases.ts'

/**
 * Offline and installable (issue 28): the service worker is allowed here, and only here
 * (playwright.config.ts blocks it elsewhere, decision 033).
 */
test.use({ serviceWorkers: 'allow' })

for (const { locale, prefix, viewport, width } of [
  { locale: 'en', prefix: '', viewport: phone, width: 'phone' },
  { locale: 'ru', prefix: '/ru', viewport: desktop, width: 'desktop' },
  { locale: 'en', prefix: '', viewport: desktop, width: 'desktop' },
  { locale: 'ru', prefix: '/ru', viewport: phone, width: 'phone' },
] as const) {
  test(`${locale}, ${width}: after one visit, My cycles, a calculator and a page read before work offline; a page never read says it needs the network`, async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(90_000)
    await page.setViewportSize(viewport)
    const t = messagesOf(locale)
    await page.goto(`${prefix}/my-cycles`)
    await serviceWorkerControls(page)
    // Pages read while online: kept for later.
    await page.goto(`${prefix}/pregnancy-calculator`)
    await page.goto(`${prefix}/faq`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    await context.setOffline(true)
    // My cycles: the page, its code and its log, all from the device.
    await page.goto(`${prefix}/my-cycles`)
    await islandsHydrated(page)
    const form = page.locator('.my-cycles form.cycle-add')
    await form.getByLabel(t['cycles.addLabel'] ?? '').fill('2026-10-01')
    await form.getByRole('button', { name: t['cycles.add'] }).click()
    await expect(page.locator('.cycle-log').getByRole('rowheader')).toHaveCount(1)

    // A calculator computes on the device.
    await page.goto(`${prefix}/pregnancy-calculator`)
    await islandsHydrated(page)
    await page.getByLabel(t['pregnancy.lmpLabel'] ?? '', { exact: true }).fill('2026-08-10')
    await page.getByRole('button', { name: t['pregnancy.calculate'], exact: true }).click()
    await expect(page.locator('.result-panel dd').first()).not.toBeEmpty()

    // A page read before.
    await page.goto(`${prefix}/faq`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['faq.h1'] ?? '')

    // A page never read: the offline page, in the visitor's language, with what still works.
    await page.goto(`${prefix}/about`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['offline.h1'] ?? '')
    await expect(page.getByRole('main').getByRole('link', { name: t['nav.myCycles'] })).toBeVisible()
    await testInfo.attach(`offline-${locale}-${width}.png`, {
      body: await page.screenshot(),
      contentType: 'image/png',
    })
    expect(await wcagViolations(page)).toEqual([])
    // Once the network is back, "Try again" opens the page asked for.
    await context.setOffline(false)
    await page.getByRole('link', { name: t['offline.retry'] }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['about.h1'] ?? '')
  })
}

test('the manifest and icons are valid, and Chromium finds nothing in the way of installing', async ({
  playwright,
  request,
}, testInfo) => {
  // A profile of its own: Playwright's usual contexts are incognito, where Chromium installs nothing.
  const profile = mkdtempSync(join(tmpdir(), 'install-'))
  const context = await launchProfile(playwright, testInfo, profile)
  try {
    const page = await context.newPage()
    await page.goto('/fr/')
    await serviceWorkerControls(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    const { url } = await cdp.send('Page.getAppManifest')
    expect(new URL(url).pathname).toBe('/fr/manifest.webmanifest')
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
  const manifest = await (await request.get('/fr/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({ lang: 'fr', start_url: '/fr', scope: '/', display: 'standalone' })
  expect(manifest.name).toBe(messagesOf('fr')['manifest.name'])
  /** A PNG's width and height, from its IHDR chunk. */
  const pngSize = (body: Buffer) => [body.readUInt32BE(16), body.readUInt32BE(20)].join('x')
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const response = await request.get(icon.src)
    expect(response.headers()['content-type']).toBe(icon.type)
    expect(pngSize(await response.body())).toBe(icon.sizes)
  }
  const touch = await request.get('/apple-touch-icon.png')
  expect(pngSize(await touch.body())).toBe('180x180')
  const ico = await request.get('/favicon.ico')
  expect(ico.status()).toBe(200)
  // An ICO header: reserved 0, type 1 (icon), then the number of images (16, 32 and 48 px).
  expect([...(await ico.body()).subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0])
})

test('a reader of an article runs no script of ours: the service worker’s own file is the only one fetched', async ({
  page,
}) => {
  await page.goto('/when-do-i-ovulate-after-period')
  await serviceWorkerControls(page)
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  )
  expect(scripts).toEqual([])
  const registration = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL,
  )
  expect(new URL(registration ?? '').pathname).toBe('/sw.js')
})

/** The page's stylesheet, by its hashed name, and whether the browser has its rules. */
const stylesheet = (page: Page) =>
  page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')
    return { href: new URL(link?.href ?? '').pathname, rules: link?.sheet?.cssRules.length ?? 0 }
  })

/**
 * Whether the registration's waiting worker has taken over, asked of the browser's own service
 * workers: with no tab open, no page can be asked. A worker that is stopping answers nothing. Only
 * the registration's active worker can say yes, and only once it is itself "activated", which it
 * is when its activate handlers are done. The old worker's view of the registration can show
 * `waiting` already gone while the new worker is still activating, its precache not yet cleaned,
 * and the old worker's own state stays "activated" until it is made redundant (both failed in CI,
 * 2026-11-29).
 */
const waitingTookOver = async (context: BrowserContext) => {
  const answers = await Promise.all(
    context.serviceWorkers().map((worker) =>
      worker
        .evaluate(() => {
          const scope = self as unknown as {
            registration: ServiceWorkerRegistration
            serviceWorker: ServiceWorker
          }
          const { registration, serviceWorker } = scope
          return (
            registration.waiting === null &&
            registration.active === serviceWorker &&
            serviceWorker.state === 'activated'
          )
        })
        .catch(() => false),
    ),
  )
  return answers.includes(true)
}

/** The files precached, as the browser's service workers read them (empty while none answers). */
const precachedByWorkers = async (context: BrowserContext) => {
  const answers = await Promise.all(
    context.serviceWorkers().map((worker) =>
      worker
        .evaluate(async () => {
          const names = (await caches.keys()).filter((name) => name.startsWith('workbox-precache'))
          const requests = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))
          return requests.flat().map((request) => new URL(request.url).pathname)
        })
        .catch(() => null),
    ),
  )
  return answers.find((answer) => answer !== null) ?? []
}

/** The files the service worker that controls the page has precached. */
const precached = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('workbox-precache'))
    const requests = await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))
    return requests.flat().map((request) => new URL(request.url).pathname)
  })

/**
 * What the page can see of a takeover, for a failure's message: the registration's workers and
 * the release the takeover mark names (by its stylesheet), so that a failure in CI says whether the
 * new worker's activation ran to its end.
 */
const takeoverSeen = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    const mark = await (await caches.open('release-taken-over')).match('/release')
    const release = (await mark?.text())?.match(/styles-[^ @]+/)?.[0] ?? 'none'
    const state = (worker?: ServiceWorker | null) => worker?.state ?? 'none'
    return `controller ${state(navigator.serviceWorker.controller)}, active ${state(registration?.active)}, waiting ${state(registration?.waiting)}, installing ${state(registration?.installing)}; marked as taken over by the release with ${release}`
  })

test('a new release reaches an open tab cleanly: the tab keeps its release, the next visit gets the new one whole, and a page read before comes back renewed offline', async ({
  page,
  context,
}, testInfo) => {
  // Two real builds and two server starts, on a machine that runs another test beside this one.
  test.setTimeout(300_000)
  const port = Number(new URL(testInfo.project.use.baseURL ?? '').port) + 20
  const releases = buildReleases(port, { TEST_NOW: testNow() })
  try {
    const t = messagesOf('ru')
    const { origin } = releases
    await releases.serve('first')
    await page.goto(`${origin}/ru/my-cycles`)
    await serviceWorkerControls(page)
    await page.goto(`${origin}/ru/faq`)
    await page.goto(`${origin}/ru/my-cycles`)
    await islandsHydrated(page)
    const form = page.locator('.my-cycles form.cycle-add')
    await form.getByLabel(t['cycles.addLabel'] ?? '').fill('2026-10-01')
    await form.getByRole('button', { name: t['cycles.add'] }).click()
    await expect(page.locator('.cycle-log').getByRole('rowheader')).toHaveCount(1)
    const first = await stylesheet(page)
    expect(first.rules).toBeGreaterThan(0)

    // The second release goes live while the tab is open, and the browser finds its worker.
    await releases.serve('second')
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      await registration.update()
    })
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.ready).waiting?.state === 'installed',
    )
    // It waits: the open tab keeps the first release's worker and files, and still answers.
    expect(await precached(page)).toContain(first.href)
    expect(await stylesheet(page)).toEqual(first)
    await form.getByLabel(t['cycles.addLabel'] ?? '').fill('2026-10-29')
    await form.getByRole('button', { name: t['cycles.add'] }).click()
    await expect(page.locator('.cycle-log').getByRole('rowheader')).toHaveCount(2)

    // Once no tab uses the first release, the second takes over, whole, with no visit to prompt
    // it. The next visit comes after that: a tab opened while the last one is still closing would
    // be the first release's, rightly (CI: `next` held the first release's files for 60 s).
    await page.close()
    await expect.poll(() => waitingTookOver(context), { timeout: 60_000 }).toBe(true)
    // And its activation has run: the first release's files are gone from the precache, read by the
    // workers themselves, with no page open. CI, 2026-11-30: a worker said it had taken over while
    // the new one still waited, and the next visit was the first release's (the registration showed
    // the new worker "installed", waiting, 30 s later).
    await expect.poll(() => precachedByWorkers(context), { timeout: 60_000 }).not.toContain(first.href)
    const next = await context.newPage()
    const errors: string[] = []
    next.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
    })
    next.on('pageerror', (error) => errors.push(error.message))
    await next.goto(`${origin}/ru/my-cycles`)
    // The first release's files go in the second's activation, and the pages kept under the
    // first release are fetched again in it. Read until the clean-up is seen: no worker's own view
    // says for certain, at the instant it is asked, that the new one's activation has finished
    // (CI failed twice on 2026-11-29 reading it at once); a clean-up that never comes still fails.
    await expect
      .poll(() => precached(next), { timeout: 30_000 })
      .not.toContain(first.href)
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\n\nThe workers' view: ${await takeoverSeen(next)}`)
      })
    const second = await stylesheet(next)
    expect(second.href).not.toBe(first.href)
    expect(await precached(next)).toContain(second.href)
    // The log on the device is untouched by the release.
    await islandsHydrated(next)
    await expect(next.locator('.cycle-log').getByRole('rowheader')).toHaveCount(2)

    // Offline, the page read under the first release comes back in the second's files, styled.
    await context.setOffline(true)
    await next.goto(`${origin}/ru/faq`)
    await expect(next.getByRole('heading', { level: 1 })).toHaveText(t['faq.h1'] ?? '')
    const renewed = await stylesheet(next)
    expect(renewed.href).toBe(second.href)
    expect(renewed.rules).toBeGreaterThan(0)
    await context.setOffline(false)
    expect(errors).toEqual([])
  } finally {
    await releases.stop()
  }
})
