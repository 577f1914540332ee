import { readFileSync } from 'node:fs'
import { PDFDocument } from 'pdf-lib'
import { languageTags } from '../../core/i18n/locales.ts'
import { routes } from '../../core/routes.ts'
import { latestSignup, uniqueEmail } from './d1.ts'
import { expect, islandsHydrated, phone, test, wcagViolations } from './fixtures.ts'

// The route table names the nine articles (their MDX front matter needs Vite to load).
const english = JSON.parse(
  readFileSync(new URL('../../core/i18n/messages/en.json', import.meta.url), 'utf8'),
) as Record<string, string>
const articles = routes
  .filter((route) => route.group === 'articles' || route.id === 'twinsCalculator')
  .map((route) => ({ slug: route.slug, title: english[`${route.id}.h1`] }))

test.describe('blog and articles', () => {
  test('the blog index links to all nine articles, and each opens', async ({ page }) => {
    await page.goto('/blog-posts')
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') })
    await expect(cards).toHaveCount(9)
    for (const { slug, title } of articles) {
      await expect(page.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/${slug}`)
    }
    await page.getByRole('link', { name: 'Understanding Your Cycle Length', exact: true }).click()
    await expect(page).toHaveURL(/\/understanding-your-cycle-length$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Understanding Your Cycle Length')
  })

  test("an article's call to action opens the calculator, in the page's language", async ({ page }) => {
    await page.goto('/fr/understanding-your-cycle-length')
    const cta = page
      .getByRole('complementary')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .last()
    await cta.getByRole('link').click()
    await expect(page).toHaveURL(/\/fr$/)
    await expect(page.getByRole('button', { name: 'Calculer mon ovulation' })).toBeVisible()
  })

  test("an article's sign-up stores the address with the article's page", async ({ page }) => {
    await page.goto('/when-to-see-doctor-for-fertility')
    const card = page.getByRole('region', { name: 'Get our guides in your inbox' })
    await card.scrollIntoViewIfNeeded()
    await islandsHydrated(page)
    const address = uniqueEmail('article')
    await card.getByLabel('Email address').fill(address)
    await card.getByRole('checkbox', { name: /^I agree that FertilityCalc keeps my e-mail address/ }).check()
    await card.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByRole('status').filter({ hasText: address })).toBeVisible()
    expect(latestSignup(address)).toMatchObject({
      source: 'signup',
      resource: 'article_guide',
      page: '/when-to-see-doctor-for-fertility',
      language: 'en',
    })
  })

  test('external references open in a new tab without opener or referrer', async ({ page }) => {
    await page.goto('/when-to-visit-fertility-doctor-over-35')
    const external = page.locator('main a[href^="http"]')
    expect(await external.count()).toBeGreaterThan(0)
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test('the twin article calculates a due date 280 days after the last period, as for one baby', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date(2026, 10, 22, 12))
    await page.goto('/pregnancy-calculator-for-twins')
    await islandsHydrated(page)
    const button = page.getByRole('button', { name: 'Calculate Twin Due Date' })
    await expect(button).toBeDisabled()
    await page.getByLabel('First day of your last period').fill('2026-09-01')
    await button.click()
    await expect(page.getByRole('main')).toContainText('June 8, 2027')
  })

  for (const locale of ['en', 'ru'] as const) {
    test(`the free tracking chart downloads as a three-page PDF (${locale})`, async ({ page }) => {
      await page.goto(`${locale === 'en' ? '' : `/${locale}`}/signs-of-ovulation-for-natural-pregnancy`)
      const link = page.getByRole('link', { name: /PDF/ })
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
      expect(download.suggestedFilename()).toBe(`ovulation-tracking-chart-${locale}.pdf`)
      const bytes = await (await download.createReadStream()).toArray()
      const pdf = await PDFDocument.load(Buffer.concat(bytes))
      expect(pdf.getPageCount()).toBe(3)
      const { width } = pdf.getPage(0).getSize()
      expect(Math.round(width)).toBe(locale === 'en' ? 612 : 595)
    })
  }

  // One article per language, opened from that language's blog index as a reader would, on a phone.
  for (const { locale, slug, published, readTime } of [
    {
      locale: 'fr',
      slug: 'understanding-your-cycle-length',
      published: 'Publié le 5 juin 2023',
      readTime: /^\d+\u00a0min de lecture$/,
    },
    {
      locale: 'ru',
      slug: 'signs-of-ovulation-for-natural-pregnancy',
      published: 'Дата публикации: 2 августа 2023 г.',
      readTime: /^\d+ минут[аы]? чтения$/,
    },
    {
      locale: 'es',
      slug: 'how-to-increase-chances-of-conception-after-40',
      published: 'Publicado el 18 de julio de 2023',
      readTime: /^\d+ min de lectura$/,
    },
    {
      locale: 'pt',
      slug: 'best-foods-to-improve-fertility-naturally',
      published: 'Publicado em 15 de junho de 2023',
      readTime: /^\d+ min de leitura$/,
    },
  ] as const) {
    test(`a ${locale} reader opens an article from the blog and reads it in ${locale}`, async ({ page }) => {
      await page.setViewportSize(phone)
      const messages = JSON.parse(
        readFileSync(new URL(`../../core/i18n/messages/${locale}.json`, import.meta.url), 'utf8'),
      ) as Record<string, string>
      const title = messages[`${routes.find((route) => route.slug === slug)?.id}.h1`] ?? ''
      await page.goto(`/${locale}/blog-posts`)
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: title, exact: true }) })
      const cardReadTime = (await card.getByText(readTime).textContent()) ?? ''
      await card.getByRole('link', { name: title, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/${slug}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', languageTags[locale])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      const header = page.getByRole('main').locator('header').first()
      await expect(header.getByText(published, { exact: true })).toBeVisible()
      await expect(header.getByText(cardReadTime, { exact: true })).toBeVisible()
      await expect(page.getByText(messages['article.englishOnly'] ?? '')).toHaveCount(0)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
      expect(await wcagViolations(page), slug).toEqual([])
    })
  }

  test('an article and a legal page have no serious axe violations', async ({ page }) => {
    for (const path of [
      '/best-foods-to-improve-fertility-naturally',
      '/ru/terms-of-service',
      '/blog-posts',
    ]) {
      await page.goto(path)
      await islandsHydrated(page)
      expect(await wcagViolations(page), path).toEqual([])
    }
  })
})

test.describe('site pages', () => {
  for (const [locale, prefix, faqHeading, firstQuestion] of [
    ['en', '', 'Frequently Asked Questions', 'How accurate is an ovulation calculator?'],
    ['es', '/es', null, null],
  ] as const) {
    test(`the home page shows its sections in order (${locale})`, async ({ page }) => {
      await page.goto(prefix || '/')
      const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
      expect(headings.length).toBeGreaterThanOrEqual(7)
      if (faqHeading) expect(headings).toContain(faqHeading)
      await expect(page.locator('.article-grid > li')).toHaveCount(4)
      await expect(page.locator('.tip-grid > li')).toHaveCount(3)
      if (firstQuestion) {
        const question = page.getByText(firstQuestion)
        const answer = page.getByText(/gives an estimate, not a certainty/)
        await expect(answer).toBeHidden()
        await question.click()
        await expect(answer).toBeVisible()
        await question.click()
        await expect(answer).toBeHidden()
      }
    })
  }

  test('the FAQ page has six questions that open and close', async ({ page }) => {
    await page.goto('/faq')
    const questions = page.locator('details')
    await expect(questions).toHaveCount(6)
    const first = page.getByRole('heading', { name: 'When do I ovulate?' })
    await first.click()
    await expect(page.getByText(/In a 28-day cycle that is around day 14/)).toBeVisible()
  })

  test('How It Works, About and the sitemap in Russian', async ({ page }) => {
    await page.goto('/ru/how-it-works')
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(4)
    await page.goto('/ru/about')
    await expect(page.getByRole('main').getByRole('link', { name: 'Свяжитесь с нами' })).toHaveAttribute(
      'href',
      '/ru/contact',
    )
    await page.goto('/ru/sitemap')
    // A link to every page of the route table, and one to each of the five languages.
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(routes.length + 5)
  })
})
