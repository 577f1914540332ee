import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { formatDateRange } from '../../core/calc/temporal.ts'
import { latestConsent, latestSignup, storedNow, uniqueEmail } from './d1.ts'
import { daysAgo, longDate } from './dates.ts'
import { animationTime, expect, holdAnimations, islandHydrated, islandsHydrated, test } from './fixtures.ts'

const calculator = (page: Page) => page.getByRole('region', { name: 'Calculate Your Ovulation' })
const lmp = daysAgo(20)
const on = (days: number, locale = 'en') => longDate(lmp.add({ days }), locale)

test.describe('ovulation calculator with JavaScript', () => {
  test('needs a date, clamps the buttons, shows the result, keeps it in the link', async ({ page }) => {
    await page.goto('/')
    await islandsHydrated(page)
    const calc = calculator(page)
    const button = calc.getByRole('button', { name: 'Calculate Ovulation' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(calc.getByText('Please select the first day of your last period')).toBeVisible()
    // aria-disabled leaves the button clickable, as for a person, who then reads why.
    await button.click({ force: true })
    await expect(calc.getByRole('alert')).toHaveText('Please select the first day of your last period')

    const cycle = calc.getByLabel('Average cycle length')
    await expect(cycle).toHaveValue('28')
    for (let i = 0; i < 10; i++)
      await calc.getByRole('button', { name: 'Longer cycle (plus one day)' }).click()
    await expect(cycle).toHaveValue('35')
    for (let i = 0; i < 20; i++)
      await calc.getByRole('button', { name: 'Shorter cycle (minus one day)' }).click()
    await expect(cycle).toHaveValue('21')
    await cycle.fill('40')
    await expect(cycle).toHaveValue('40')
    await cycle.fill('28')

    await calc.getByLabel('First day of last period').fill(lmp.toString())
    await expect(button).not.toHaveAttribute('aria-disabled')
    await button.click()
    const results = calc.locator('.results')
    await expect(results.locator('dt').first()).toHaveText('Estimated ovulation')
    await expect(results.locator('dd').first()).toHaveText(on(14))
    // Issue 46: ovulation − 5 through ovulation + 1.
    await expect(results).toContainText(formatDateRange(lmp.add({ days: 9 }), lmp.add({ days: 15 }), 'en'))
    await expect(results).toContainText(on(28))
    // The link holds the luteal phase it used (14 unless chosen); empty options are left out.
    await expect(page).toHaveURL(`/?lmp=${lmp}&cycle=28&luteal=14`)
    const forecast = results.getByRole('table').filter({ hasText: 'Period starts' })
    // The next two cycles (issue 46), and the header row.
    await expect(forecast.getByRole('row')).toHaveCount(3)
    await expect(forecast.getByRole('row').nth(1)).toContainText(on(28))
    await expect(results.getByRole('link', { name: 'When Do I Ovulate After My Period?' })).toBeVisible()
    // Each page once per result: fertility tips is recommended, so not listed again as a tool.
    await expect(results.getByRole('link', { name: 'Fertility Tips' })).toHaveCount(1)

    await page.reload()
    await expect(calculator(page).locator('.results dd').first()).toHaveText(on(14))
  })

  test('offers the guide 3 s after the result, stores it recomputed, hides 3 s after success', async ({
    page,
  }) => {
    const release = await holdAnimations(page)
    await page.goto(`/?lmp=${lmp}&cycle=30`)
    const guide = page.getByRole('region', { name: 'Get your personalised fertility guide' })
    await expect(guide).toBeHidden()
    // CSS reveals it 3 s after the page appeared, before any script; the island hydrates when
    // the visitor reaches for it, and its machine starts in the same state.
    await release()
    await expect(guide).toBeVisible({ timeout: 10_000 })
    expect(await animationTime(page)).toBeGreaterThanOrEqual(3000)
    const address = uniqueEmail('guide')
    await guide.getByLabel('Email address').fill(address)
    // The guide carries the dates of the calculation: its box says so (health information).
    const consent = guide.getByRole('checkbox', {
      name: /^I agree that FertilityCalc keeps my e-mail address and the dates of this calculation \(health information\)/,
    })
    await consent.check()
    const words = await guide.locator(`label[for="${await consent.getAttribute('id')}"]`).textContent()
    // The JavaScript path: the focus woke the island; a send before it hydrates is the form POST.
    await islandHydrated(page, 'OvulationCalculator')
    await guide.getByRole('button', { name: 'Send my guide' }).click()
    const thanks = page.getByRole('status').filter({ hasText: address })
    await expect(thanks).toBeVisible()
    await page.clock.fastForward(3000)
    await expect(thanks).toHaveCount(0)
    expect(latestSignup(address)).toEqual({
      source: 'calculator_guide',
      cycleLength: 30,
      lastPeriodDate: lmp.toString(),
      calculatedResults: {
        ovulationDate: lmp.add({ days: 16 }).toString(),
        // Issue 46: ovulation − 5 through ovulation + 1.
        fertileWindowStart: lmp.add({ days: 11 }).toString(),
        fertileWindowEnd: lmp.add({ days: 17 }).toString(),
        nextPeriodDate: lmp.add({ days: 30 }).toString(),
      },
    })
    // The words of the box ticked, as the page showed them, at the instant of the sign-up.
    expect(latestConsent(address, 'signups')).toEqual({
      consentText: words,
      consentedAt: storedNow(),
    })
  })

  test('downloads a real .ics file and copies the link', async ({ page, context }) => {
    // At the test's own instant: under `npm run test:clock` it is its project's, not yet known
    // when this file was loaded.
    const lmp = daysAgo(20)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(`/es?lmp=${lmp}&cycle=28`)
    await islandsHydrated(page)
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: /\.ics/ }).click()
    const file = readFileSync((await (await download).path()) ?? '', 'utf8')
    expect(file.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    // 20 days in, this cycle's window and ovulation are past: its next period, then 2 cycles.
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(7)
    expect(file.match(/BEGIN:VALARM/g)).toHaveLength(2)
    expect(file).toContain(`DTSTART;VALUE=DATE:${lmp.add({ days: 28 }).toString().replaceAll('-', '')}`)

    await page.locator('.share button').click()
    await expect(page.locator('.share [role="status"]')).not.toBeEmpty()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
  })
})

test.describe('share with the Web Share API', () => {
  test('hands the result link to the system share sheet where there is one', async ({ page }) => {
    // Desktop Chromium on Linux has no share sheet; this stands in for a phone's.
    await page.addInitScript(() => {
      const shared: ShareData[] = []
      Object.assign(window, { shared })
      Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(data) })
    })
    await page.goto(`/pregnancy-calculator?lmp=${lmp}&cycle=28`)
    await islandsHydrated(page)
    await page.getByRole('button', { name: 'Share this result' }).click()
    await expect(page.locator('.share [role="status"]')).toHaveText('Shared.')
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([
      { title: 'Calculate your due date', url: page.url() },
    ])
  })
})

test.describe('ovulation calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form is a GET whose result page is the shareable link', async ({ page }) => {
    // In Portuguese: the Russian edition offers no guide after a result (decision 068, consent.spec.ts).
    await page.goto('/pt')
    const calc = page.locator('.calculator')
    await calc.locator('#lmp').fill(lmp.toString())
    await calc.locator('#cycle').fill('28')
    await calc.getByRole('button').last().click()
    // A GET form sends every field, the empty options too, and opens the page at its result.
    await expect(page).toHaveURL(`/pt?lmp=${lmp}&cycle=28&luteal=14&shortest=&longest=#result`)
    await expect(page.locator('.results dd').first()).toHaveText(on(14, 'pt'))
    await expect(page.locator('.results dd').first()).toBeInViewport({ ratio: 1 })
    await expect(page.locator('.guide-prompt')).toBeVisible()
  })
})

test.describe('"today" is the visitor\'s own date, across time zones and a US DST change', () => {
  // 12:30 UTC on 8 March 2026: already 9 March in Auckland; the morning New York springs forward.
  const instant = new Date('2026-03-08T12:30:00Z')
  for (const [timezoneId, today, daysUntil] of [
    ['Pacific/Auckland', '2026-03-09', 'in 13 days'],
    ['America/New_York', '2026-03-08', 'in 14 days'],
    ['Europe/Moscow', '2026-03-08', 'in 14 days'],
  ] as const) {
    test(timezoneId, async ({ browser }) => {
      const context = await browser.newContext({ timezoneId })
      // The browser's own clock at this test's instant: the page's "today" is the visitor's.
      await context.clock.install({ time: instant })
      const page = await context.newPage()
      await page.goto('/')
      await islandsHydrated(page)
      const calc = calculator(page)
      const date = calc.getByLabel('First day of last period')
      await expect(date).toHaveAttribute('max', today)

      await date.fill('2026-03-09')
      await calc.getByRole('button', { name: 'Calculate Ovulation' }).click()
      if (today === '2026-03-09') await expect(calc.locator('.results')).toBeVisible()
      else await expect(calc.getByRole('alert')).toHaveText(/in the future/)

      await date.fill('2026-02-22')
      await calc.getByRole('button', { name: 'Calculate Ovulation' }).click()
      await expect(calc.locator('.results dd').first()).toHaveText('March 8, 2026')
      await expect(calc.locator('.results dd').nth(3)).toHaveText(daysUntil)
      await context.close()
    })
  }
})

test.describe('pregnancy calculator', () => {
  test('in French: result, visualizer steps and one milestone open at a time', async ({ page }) => {
    await page.goto('/fr/pregnancy-calculator')
    await islandsHydrated(page)
    const start = daysAgo(40)
    await page.locator('#lmp').fill(start.toString())
    await page.locator('.calculator form button[type="submit"]').click()
    await expect(page.locator('.result-panel dd').first()).toHaveText(
      longDate(start.add({ days: 280 }), 'fr').replace(/^1 /, '1er '),
    )
    // 40 days: 5 SA and 5 days, before the first listed week, so the visualizer opens at 8 SA.
    const visualizer = page.locator('.visualizer')
    const [previous, next] = [visualizer.getByRole('button').first(), visualizer.getByRole('button').last()]
    const week = visualizer.locator('.visualizer-week').filter({ visible: true })
    await expect(week).toHaveText('8\u00a0SA')
    await expect(previous).toBeDisabled()
    await next.click()
    await expect(week).toContainText('12')
    for (let i = 0; i < 7; i++) await next.click()
    await expect(next).toBeDisabled()
    await expect(week).toContainText('40')

    const milestones = page.locator('.milestone')
    await milestones.nth(0).locator('summary').click()
    await expect(milestones.nth(0).locator('p')).toBeVisible()
    await milestones.nth(4).locator('summary').click()
    await expect(milestones.nth(0).locator('p')).toBeHidden()
    await expect(milestones.nth(4).locator('p')).toBeVisible()
    await expect(page.locator('#milestone-w20')).toHaveJSProperty('open', true)
  })
})

test.describe('due date calculator', () => {
  test('switches method, asks for the conception date, states its formula', async ({ page }) => {
    await page.goto('/due-date-calculator')
    await islandsHydrated(page)
    await page.getByRole('radio', { name: 'Conception date' }).check()
    await expect(page.getByText('Please select your conception date')).toBeVisible()
    await page.getByRole('textbox', { name: 'Conception date' }).fill(lmp.toString())
    await page.getByRole('button', { name: 'Calculate Due Date' }).click()
    await expect(page.locator('.result-panel dd').first()).toHaveText(on(266))
    await expect(page.locator('.result-panel')).toContainText('Due date = conception date + 266 days')
    await expect(page).toHaveURL(/method=conception&/)

    await page.getByRole('radio', { name: 'IVF transfer' }).check()
    await page.getByLabel('Embryo transfer date').fill(lmp.toString())
    await page.getByLabel('Embryo age at transfer').selectOption('3')
    await page.getByRole('button', { name: 'Calculate Due Date' }).click()
    await expect(page.locator('.result-panel dd').first()).toHaveText(on(263))
    await expect(page.locator('.result-panel')).toContainText('ACOG')
  })
})

test.describe('twin calculator', () => {
  test('is inert without a date and gives the twin due date', async ({ page }) => {
    await page.goto('/pregnancy-calculator-for-twins')
    await islandsHydrated(page)
    const calc = page.getByRole('region', { name: 'Calculate Twin Due Date' })
    await expect(calc.getByRole('button', { name: 'Calculate Twin Due Date' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await calc.getByLabel('First day of your last period').fill(lmp.toString())
    await calc.getByRole('button', { name: 'Calculate Twin Due Date' }).click()
    // Decision 048: the standard due date, as for one baby.
    await expect(calc.locator('dd').first()).toHaveText(on(280))
    await expect(calc.getByRole('definition').nth(1)).toHaveText('2 weeks and 6 days')
    await expect(calc.getByRole('definition').nth(2)).toHaveText('3rd week')
    await expect(calc).toContainText('Twins are dated like one baby')
    await expect(calc).toContainText('When birth is usually planned for twins')
    await expect(calc).not.toContainText('37 to 38 weeks')
  })

  test('dates twins from an IVF transfer, as the due date calculator does (decision 048)', async ({
    page,
  }) => {
    await page.goto('/pregnancy-calculator-for-twins')
    await islandsHydrated(page)
    const calc = page.getByRole('region', { name: 'Calculate Twin Due Date' })
    await calc.getByText('IVF transfer').click()
    await calc.getByLabel('Embryo transfer date').fill(lmp.toString())
    await calc.getByRole('button', { name: 'Calculate Twin Due Date' }).click()
    // A day-5 embryo: due 261 days after the transfer (ACOG CO 700).
    await expect(calc.locator('dd').first()).toHaveText(on(261))
    await expect(calc).toContainText('When birth is usually planned for twins')
    await expect(page).toHaveURL(new RegExp(`method=ivf&.*transfer=${lmp}`))
  })
})

test.describe('calculators without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('due date and twins answer their GET with the result', async ({ page }) => {
    await page.goto(`/pt/due-date-calculator?method=lmp&lmp=${lmp}`)
    await expect(page.locator('.result-panel dd').first()).toHaveText(on(280, 'pt'))
    await page.goto('/pregnancy-calculator-for-twins?lmp=2026-02-30')
    await expect(page.locator('.calculator [role="alert"]')).toHaveText('Date input not valid.')
  })
})
