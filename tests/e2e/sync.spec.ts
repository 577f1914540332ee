import type { Browser, Page } from '@playwright/test'
import { today } from './dates.ts'
import {
  desktop,
  expect,
  fixClock,
  islandsHydrated,
  messagesOf,
  phone,
  test,
  uniqueClientIp,
} from './fixtures.ts'

/**
 * My cycles on every device (issue 62), as three people's browsers do it: the owner's phone (A)
 * turns sync on, her laptop (B) joins by the link, both log (B also offline) and end with the same
 * log; a partner's browser in French (C) reads it through a read-only link, cannot change it, and
 * reads nothing more once the owner revokes that link.
 */

const en = messagesOf('en')
const fr = messagesOf('fr')
const message = (t: Record<string, string>, key: string) => t[key] ?? ''
/** A message's words before its first placeholder: what a status line starts with. */
const lead = (t: Record<string, string>, key: string) => message(t, key).split('{')[0] ?? ''

const daysAgo = (days: number) => today().subtract({ days }).toString()

async function openContext(browser: Browser, locale: string, viewport = phone) {
  const context = await browser.newContext({ viewport, locale })
  await fixClock(context)
  const page = await context.newPage()
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': uniqueClientIp() })
  // A browser error is a broken page, as in every other test.
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return { context, page, errors }
}

const syncSection = (page: Page, t = en) => page.getByRole('region', { name: message(t, 'sync.title') })
const logRows = (page: Page) => page.locator('.cycle-log').getByRole('rowheader')

async function addPeriod(page: Page, start: string) {
  const rows = await logRows(page).count()
  await page.getByLabel(message(en, 'cycles.addLabel'), { exact: true }).fill(start)
  await page.getByRole('button', { name: message(en, 'cycles.add') }).click()
  await expect(logRows(page)).toHaveCount(rows + 1)
}

/** An edit's round: the status says it is under way at once, then that it is done. */
async function editSynced(page: Page) {
  await expect(syncSection(page).getByRole('status').first()).toHaveText(message(en, 'sync.status.syncing'))
  await synced(page)
}

async function synced(page: Page) {
  await expect(syncSection(page).getByRole('status').first()).toContainText(lead(en, 'sync.status.synced'), {
    timeout: 15_000,
  })
}

const rowTexts = (page: Page) => logRows(page).allInnerTexts()

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('two devices share one log, offline edits included; a partner reads it in French until revoked', async ({
    page,
    browser,
  }) => {
    test.slow()
    // A: the owner's phone, with one period logged before sync.
    await page.setViewportSize(phone)
    await page.goto('/my-cycles')
    await islandsHydrated(page)
    await addPeriod(page, daysAgo(20))
    const a = syncSection(page)
    await a.getByRole('button', { name: message(en, 'sync.start') }).click()
    // Nothing leaves the device without her agreement.
    await expect(a.getByRole('alert')).toHaveText(message(en, 'sync.consent.required'))
    await a.getByRole('checkbox').check()
    await a.getByRole('button', { name: message(en, 'sync.start') }).click()
    await synced(page)
    // "Stored only on this device" is no longer what the page says.
    await expect(page.getByText(message(en, 'cycles.deviceSynced'))).toBeVisible()
    await expect(page.getByText(message(en, 'cycles.device'), { exact: true })).toHaveCount(0)
    await a.getByText(message(en, 'sync.devices.title')).click()
    const ownerLink = await a.getByLabel(message(en, 'sync.link.label')).inputValue()
    expect(ownerLink).toMatch(/\/my-cycles#sync=[A-Za-z0-9_-]{43}$/)
    await expect(a.getByRole('img', { name: message(en, 'sync.qr') })).toBeVisible()

    // B: her laptop joins by the link and merges the period it already held.
    const b = await openContext(browser, 'en-GB', desktop)
    await b.page.goto('/my-cycles')
    await islandsHydrated(b.page)
    await addPeriod(b.page, daysAgo(48))
    await b.page.goto(new URL(ownerLink).pathname + new URL(ownerLink).hash)
    await islandsHydrated(b.page)
    await syncSection(b.page)
      .getByRole('button', { name: message(en, 'sync.offer.join') })
      .click()
    await synced(b.page)
    await expect(logRows(b.page)).toHaveCount(2)
    // The key does not stay in the address bar.
    expect(new URL(b.page.url()).hash).toBe('')

    // B logs offline; A logs meanwhile; B's edit goes out when the network returns.
    await b.context.setOffline(true)
    await addPeriod(b.page, daysAgo(76))
    await expect(syncSection(b.page).getByRole('status').first()).toContainText(
      message(en, 'sync.status.waiting'),
    )
    await page.reload()
    await islandsHydrated(page)
    await synced(page)
    await expect(logRows(page)).toHaveCount(2)
    await addPeriod(page, daysAgo(104))
    await editSynced(page)
    await b.context.setOffline(false)
    await expect(logRows(b.page)).toHaveCount(4, { timeout: 15_000 })
    await page.reload()
    await islandsHydrated(page)
    await synced(page)
    await expect(logRows(page)).toHaveCount(4)
    expect(await rowTexts(page)).toEqual(await rowTexts(b.page))

    // A charts this morning's temperature: it goes out like a period.
    const signsForm = page.getByRole('form', { name: message(en, 'signs.form.title') })
    await signsForm.getByLabel(message(en, 'signs.form.reading'), { exact: true }).fill('36.55')
    await signsForm.getByRole('button', { name: message(en, 'signs.form.save') }).click()
    await editSynced(page)

    // C: a partner's browser, in French, by a read-only link.
    await a.getByRole('button', { name: message(en, 'sync.shares.create') }).click()
    const shareField = a.locator('.sync-shares input[type="text"]')
    await expect(shareField).toHaveCount(1)
    const shareLink = new URL(await shareField.inputValue())
    expect(shareLink.hash).toMatch(/^#view=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}$/)
    const c = await openContext(browser, 'fr-FR')
    await c.page.goto(`/fr/my-cycles${shareLink.hash}`)
    await islandsHydrated(c.page)
    await expect(c.page.getByRole('heading', { name: message(fr, 'sync.viewer.title') })).toBeVisible()
    await expect(logRows(c.page)).toHaveCount(4, { timeout: 15_000 })
    await expect(c.page.getByRole('heading', { name: message(fr, 'cycles.predictions.title') })).toBeVisible()
    // What the shared signs say, in French: the day A charted arrived too.
    await expect(c.page.getByRole('heading', { name: message(fr, 'signs.section.title') })).toBeVisible()
    // Read-only: no form to add a period, no sync section, nothing kept in the partner's own log.
    await expect(c.page.getByLabel(message(fr, 'cycles.addLabel'), { exact: true })).toHaveCount(0)
    await expect(syncSection(c.page, fr)).toHaveCount(0)

    // Revoked, the link reads nothing more.
    await a.getByRole('button', { name: message(en, 'sync.shares.revoke') }).click()
    await expect(a.getByRole('status').first()).toContainText(message(en, 'sync.shares.revoked'))
    // The partner opens the page again: the server gives the revoked link nothing.
    await c.page.reload()
    await islandsHydrated(c.page)
    await expect(c.page.getByText(message(fr, 'sync.refused'))).toBeVisible({ timeout: 15_000 })
    await expect(logRows(c.page)).toHaveCount(0)

    // The service worker kept none of the space's answers.
    const kept = await page.evaluate(async () =>
      (await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys())))
        .flat()
        .map((request) => new URL(request.url).pathname),
    )
    expect(kept.filter((path) => path.startsWith('/api/'))).toEqual([])

    for (const other of [b, c]) {
      expect(other.errors).toEqual([])
      await other.context.close()
    }
  })
})

test('a link cut short says so, and joins nothing', async ({ page }) => {
  await page.goto('/my-cycles#sync=abc')
  await islandsHydrated(page)
  await expect(syncSection(page).getByText(message(en, 'sync.incomplete'))).toBeVisible()
})

test('the Russian edition does not offer sync, and says how to move the log instead', async ({ page }) => {
  const ru = messagesOf('ru')
  await page.goto('/ru/my-cycles')
  await islandsHydrated(page)
  await page.getByRole('button', { name: message(ru, 'cycles.add') }).focus()
  await expect(syncSection(page, ru).getByText(message(ru, 'sync.notOffered'))).toBeVisible()
  await expect(page.getByRole('button', { name: message(ru, 'sync.start') })).toHaveCount(0)
})
