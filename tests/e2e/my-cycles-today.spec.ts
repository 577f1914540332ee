import type { Page } from '@playwright/test'
import { Temporal } from 'temporal-polyfill'
import { testNow } from '../clock/instants.ts'
import { dateLong, today } from './dates.ts'
import {
  expect,
  islandsHydrated,
  messagesOf,
  pageKept,
  phone,
  serviceWorkerControls,
  test,
} from './fixtures.ts'
import { storedLog } from './signs-log.ts'

/**
 * My cycles keeps the device's date, not the server's (issue 60, item 1): a phone whose clock is a
 * day ahead of the server's (a visitor east of it, just after midnight) logs today's reading, and a
 * page opened offline days later, from the copy the service worker kept, does too; while the page
 * stays open, the form's day moves on at the device's midnight.
 */

/** The run's instant moved on by `days` whole days, as the device's clock. */
const deviceClock = (days: number) =>
  Temporal.Instant.from(testNow()).add({ hours: 24 * days }).epochMilliseconds

/** The dates of the day signs the device holds, read straight from IndexedDB. */
const storedDates = async (page: Page) => (await storedLog(page)).days.map((day) => day.date)

/** Saves a temperature on the signs form for the day it shows, and waits for its confirmation. */
async function saveReading(page: Page, locale: string, day: string, reading: string) {
  const t = messagesOf(locale)
  const form = page.getByRole('form', { name: t['signs.form.title'] })
  const date = form.getByLabel(t['signs.form.date'] ?? '', { exact: true })
  // The form waits for the log to be read from IndexedDB, which a cold profile opens slowly when
  // two browsers and the server share the machine's two cores.
  await expect(date).toHaveValue(day, { timeout: 15_000 })
  await expect(date).toHaveAttribute('max', day)
  await form.getByLabel(t['signs.form.reading'] ?? '', { exact: true }).fill(reading)
  await form.getByRole('button', { name: t['signs.form.save'] }).click()
  await expect(form.getByRole('status')).toHaveText(
    (t['signs.form.saved'] ?? '').replace('{date}', dateLong(day, locale)),
  )
}

test('en, phone: a device clock a day ahead of the server logs today’s reading and today’s period', async ({
  page,
}) => {
  await page.setViewportSize(phone)
  const t = messagesOf('en')
  await page.clock.setSystemTime(deviceClock(1))
  await page.goto('/my-cycles')
  await islandsHydrated(page)
  const deviceToday = today().add({ days: 1 }).toString()
  await saveReading(page, 'en', deviceToday, '36.55')
  expect(await storedDates(page)).toEqual([deviceToday])
  // The period form takes the device's today too, where the server's "future" refused it.
  const add = page.getByLabel(t['cycles.addLabel'] ?? '', { exact: true })
  await expect(add).toHaveAttribute('max', deviceToday)
  await add.fill(deviceToday)
  await page.getByRole('button', { name: t['cycles.add'] }).click()
  await expect(page.locator('.cycle-log').getByRole('rowheader')).toHaveCount(1)
})

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' })

  // What the page and the service worker held when this failed, printed with the failure: CI
  // found no form here once in about three runs (2026-11-30) and it did not reproduce in 84 runs
  // on a loaded machine.
  test.afterEach(async ({ page }, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return
    const state = await page
      .evaluate(async () => ({
        url: location.href,
        h1: document.querySelector('h1')?.textContent,
        controlled: navigator.serviceWorker.controller?.state ?? null,
        caches: await Promise.all(
          (await caches.keys()).map(async (name) => [
            name,
            (await (await caches.open(name)).keys())
              .map((request) => new URL(request.url).pathname)
              .filter((path) => !path.startsWith('/assets/')),
          ]),
        ),
        islands: [...document.querySelectorAll('[data-island]')].map((island) =>
          island.getAttribute('data-island'),
        ),
      }))
      .catch((error: unknown) => String(error))
    process.stdout.write(`offline failure state: ${JSON.stringify(state)}\n`)
  })

  test('ru, phone: opened offline three days later, the kept page saves that day’s reading, and the next after midnight', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(phone)
    await page.goto('/ru/my-cycles')
    await serviceWorkerControls(page)
    await pageKept(page)
    await context.setOffline(true)
    await page.clock.setSystemTime(deviceClock(3))
    await page.goto('/ru/my-cycles')
    // The kept My cycles, not the offline page.
    await expect(page.getByRole('heading', { name: messagesOf('ru')['signs.section.title'] })).toBeVisible()
    await islandsHydrated(page)
    const third = today().add({ days: 3 }).toString()
    await saveReading(page, 'ru', third, '36,60')
    // The page stays open past the device's midnight: the form's day moves on with it.
    // A whole day later on the device's clock, whatever its hour: past one midnight, not two.
    await page.clock.fastForward('24:00:00')
    const fourth = today().add({ days: 4 }).toString()
    await saveReading(page, 'ru', fourth, '36,65')
    expect((await storedDates(page)).sort()).toEqual([third, fourth])
  })
})
