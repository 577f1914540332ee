/**
 * `npm run bench`: builds the site, serves it with wrangler dev, and reports per page type
 * and language the gzipped bytes a visitor loads (HTML, CSS, JS before the load event, JS a
 * reader loads without touching anything, JS once the visitor touches the page's main
 * island), the time from that touch to a working island on a 4× throttled CPU, where the
 * <h1> falls in the gzipped HTML, and the server-rendering throughput of a page against a
 * static file. Exits 1 over budget.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { locales } from '../client/i18n/locales.ts'
import { localizedPath, type RouteSlug } from '../client/routes.ts'

const budgets = JSON.parse(readFileSync(new URL('../bench/budgets.json', import.meta.url), 'utf8')) as {
  jsBeforeLoadBytes: number
  jsReaderBytes: number
  jsAfterInteractionGzipBytes: number
  interactiveWithinMs: number
  h1WithinGzipBytes: number
  cssGzipBytes: number
  htmlGzipBytes: number
  ssrVsStaticMinRatio: number
  signupP95Ms: number
}

const PORT = Number(process.env.BENCH_PORT ?? 8798)
const BASE = `http://127.0.0.1:${PORT}`

/** Each page type with the island a visitor reaches for first there. */
const pageTypes: { kind: string; slug: RouteSlug | null; main: string }[] = [
  { kind: 'home', slug: '', main: 'OvulationCalculator' },
  { kind: 'calculator', slug: 'pregnancy-calculator', main: 'PregnancyCalculator' },
  { kind: 'article', slug: 'when-do-i-ovulate-after-period', main: 'SignupForm' },
  { kind: 'twin article', slug: 'pregnancy-calculator-for-twins', main: 'TwinCalculator' },
  { kind: 'tips', slug: 'fertility-tips', main: 'TipsTabs' },
  { kind: 'sitemap', slug: 'sitemap', main: 'MobileMenu' },
  { kind: 'legal', slug: 'privacy-policy', main: 'MobileMenu' },
  { kind: 'not found', slug: null, main: 'NotFoundRedirect' },
]

/** A mid-range phone: Chromium's CPU slowed four times. */
const CPU_THROTTLE = 4

const gzipBytes = (body: Buffer | string) => gzipSync(body, { level: 9 }).length
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function waitForServer(url: string, server: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error('wrangler dev exited')
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`server did not start at ${url}`)
}

/** Requests per second for `total` GETs of `path`, `concurrency` at a time. */
async function throughput(path: string, total = 400, concurrency = 8) {
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++
        const res = await fetch(`${BASE}${path}`)
        await res.arrayBuffer()
        if (!res.ok) throw new Error(`${path} answered ${res.status}`)
      }
    }),
  )
  return total / ((performance.now() - started) / 1000)
}

type Row = {
  page: string
  html: number
  h1At: number
  formAt: number
  css: number
  jsBeforeLoad: number
  jsReader: number
  jsAfterInteraction: number
  interactiveMs: number
  failures: string[]
}

/**
 * Sign-ups one after another, each from its own client: the answer (202) comes back in one
 * round trip, with no redirect, as soon as the row is stored and the job queued.
 */
async function signupLatency(count = 30) {
  const times: number[] = []
  const statuses = new Set<number>()
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const res = await fetch(`${BASE}/api/signup`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json', origin: BASE, 'cf-connecting-ip': `198.18.0.${i}` },
      body: JSON.stringify({
        source: 'signup',
        email: `bench-${Date.now().toString(36)}-${i}@example.com`,
        resource: 'article_guide',
        page: '/',
        language: 'en',
      }),
    })
    await res.arrayBuffer()
    times.push(performance.now() - started)
    statuses.add(res.status)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0
  return { count, statuses: [...statuses], p50: at(0.5), p95: at(0.95) }
}

async function main() {
  if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' })
  const server = spawn('npx', ['wrangler', 'dev', '--port', String(PORT), '--ip', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    detached: true,
  })
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
  }
  try {
    await waitForServer(`${BASE}/robots.txt`, server)
    const executablePath =
      process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
    const browser = await chromium.launch({
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    })
    const rows: Row[] = []
    for (const locale of locales) {
      for (const { kind, slug, main } of pageTypes) {
        const path =
          slug === null
            ? `${localizedPath(locale, '')}/no-such-page`.replace('//', '/')
            : localizedPath(locale, slug)
        rows.push(await measurePage(browser, `${kind} ${path}`, path, main))
      }
    }
    await browser.close()

    // Warm both paths, then measure them in the same run on the same server.
    await throughput('/', 40)
    await throughput('/favicon.svg', 40)
    const pageRps = await throughput('/')
    const staticRps = await throughput('/favicon.svg')
    const ratio = pageRps / staticRps
    const signup = await signupLatency()

    console.log('\nBytes per page (gzip -9)')
    console.table(
      rows.map((row) => ({
        page: row.page,
        html: kb(row.html),
        'h1 by': kb(row.h1At),
        'form by': kb(row.formAt),
        css: kb(row.css),
        'js before load': row.jsBeforeLoad,
        'js reader': kb(row.jsReader),
        'js after touch': kb(row.jsAfterInteraction),
        'touch → ready': `${row.interactiveMs.toFixed(0)} ms`,
        budget: row.failures.length ? `OVER: ${row.failures.join('; ')}` : 'ok',
      })),
    )
    console.log('\nServer rendering (wrangler dev, 8 concurrent, 400 requests each)')
    console.table([
      { path: '/ (streamed SSR)', 'req/s': pageRps.toFixed(0) },
      { path: '/favicon.svg (static asset)', 'req/s': staticRps.toFixed(0) },
      { path: 'ratio', 'req/s': `${ratio.toFixed(2)} (budget ≥ ${budgets.ssrVsStaticMinRatio})` },
    ])
    console.log('\nA sign-up: one request, stored and queued; the mail is sent later by the queue consumer')
    console.table([
      {
        requests: signup.count,
        answered: signup.statuses.join(', '),
        p50: `${signup.p50.toFixed(0)} ms`,
        p95: `${signup.p95.toFixed(0)} ms (budget ≤ ${budgets.signupP95Ms} ms)`,
      },
    ])
    const signupOver = signup.p95 > budgets.signupP95Ms || signup.statuses.some((status) => status !== 202)
    const leaks = articleTextInScripts()
    console.log(
      leaks.length
        ? `\nArticle text found in browser JavaScript:\n${leaks.join('\n')}`
        : '\nNo article or legal text in any browser JavaScript file.',
    )
    const over = rows.filter((row) => row.failures.length > 0)
    if (over.length > 0 || leaks.length > 0 || ratio < budgets.ssrVsStaticMinRatio || signupOver) {
      console.error(
        `\nOver budget: ${over.length} page(s)${ratio < budgets.ssrVsStaticMinRatio ? ', SSR throughput' : ''}${signupOver ? ', sign-up' : ''}`,
      )
      process.exitCode = 1
    } else {
      console.log('\nAll budgets hold.')
    }
  } finally {
    stop()
  }
}

/**
 * Articles and legal pages are rendered on the server only: no sentence of their MDX may end up
 * in a browser script. Checks a long sentence-like line of every content file against every chunk.
 */
function articleTextInScripts(): string[] {
  const assets = new URL('../dist/client/assets/', import.meta.url)
  const scripts = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => [name, readFileSync(new URL(name, assets), 'utf8')] as const)
  const leaks: string[] = []
  for (const folder of ['articles', 'legal']) {
    const dir = new URL(`../client/content/${folder}/`, import.meta.url)
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.mdx'))) {
      const body = readFileSync(new URL(file, dir), 'utf8').split('\n---', 2)[1] ?? ''
      // Plain prose lines, cut to a phrase that no formatting can split.
      const phrases = body
        .split('\n')
        .filter((line) => /^[A-Z][a-z]/.test(line) && line.length > 80)
        .map((line) => line.slice(0, 40))
      for (const [name, code] of scripts) {
        const hit = phrases.find((phrase) => code.includes(phrase))
        if (hit) leaks.push(`${folder}/${file} in ${name}: "${hit}"`)
      }
    }
  }
  return leaks
}

async function measurePage(
  browser: import('@playwright/test').Browser,
  label: string,
  path: string,
  main: string,
): Promise<Row> {
  const page = await browser.newPage()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE })
  await page.goto(`${BASE}${path}`, { waitUntil: 'load' })
  // A reader: scrolls through the page and lingers, touching nothing.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForTimeout(1500)
  const scriptsSoFar = () =>
    page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      const loadStart = navigation?.loadEventStart ?? 0
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
        .map((entry) => [entry.name, entry.startTime < loadStart] as const)
    })
  const readerScripts = await scriptsSoFar()
  const idleIsland = (await page.locator('[data-hydrate="idle"]').count()) > 0
  // Then the visitor reaches for the main island: from that touch to React's commit of it.
  const island = page.locator(`[data-island="${main}"]`).first()
  await island.evaluate((element) => element.firstElementChild?.scrollIntoView())
  const interactiveMs = await island.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const touchedAt = performance.now()
        const done = () => resolve(performance.now() - touchedAt)
        if (element.getAttribute('data-hydrated') === 'true') return done()
        new MutationObserver(() => {
          if (element.getAttribute('data-hydrated') === 'true') done()
        }).observe(element, { attributes: true, attributeFilter: ['data-hydrated'] })
        const target = element.firstElementChild ?? element
        target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
      }),
  )
  const scripts = await scriptsSoFar()
  await page.close()

  const html = await (await fetch(`${BASE}${path}`)).text()
  const h1End = html.indexOf('</h1>') + '</h1>'.length
  // The first form is the page's calculator, where there is one; its whole markup must arrive early.
  const formEnd = html.includes('method="get"') ? html.indexOf('</form>') + '</form>'.length : h1End
  const cssUrls = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] ?? '')
  const bodyBytes = async (url: string) =>
    gzipBytes(Buffer.from(await (await fetch(new URL(url, BASE))).arrayBuffer()))
  const css = (await Promise.all(cssUrls.map(bodyBytes))).reduce((a, b) => a + b, 0)
  const sum = async (urls: string[]) => (await Promise.all(urls.map(bodyBytes))).reduce((a, b) => a + b, 0)
  const row: Row = {
    page: label,
    html: gzipBytes(html),
    h1At: gzipBytes(html.slice(0, h1End)),
    formAt: gzipBytes(html.slice(0, formEnd)),
    css,
    jsBeforeLoad: await sum(scripts.filter(([, before]) => before).map(([url]) => url)),
    jsReader: await sum(readerScripts.map(([url]) => url)),
    jsAfterInteraction: await sum(scripts.map(([url]) => url)),
    interactiveMs,
    failures: [],
  }
  if (row.jsBeforeLoad > budgets.jsBeforeLoadBytes) row.failures.push('JS before load')
  // Only a page whose island must act by itself (the not-found redirect) may load it unasked.
  if (!idleIsland && row.jsReader > budgets.jsReaderBytes) row.failures.push('JS for a reader')
  if (row.jsAfterInteraction > budgets.jsAfterInteractionGzipBytes) row.failures.push('JS after a touch')
  if (row.interactiveMs > budgets.interactiveWithinMs) row.failures.push('touch to working island')
  if (h1End < 5 || row.h1At > budgets.h1WithinGzipBytes) row.failures.push('h1 position')
  if (formEnd < 5 || row.formAt > budgets.h1WithinGzipBytes) row.failures.push('calculator form position')
  if (row.css > budgets.cssGzipBytes) row.failures.push('CSS')
  if (row.html > budgets.htmlGzipBytes) row.failures.push('HTML')
  return row
}

await main()
