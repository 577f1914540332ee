/**
 * `npm run bench`: builds the site, serves it with wrangler dev, and reports per page type
 * and language the gzipped bytes a visitor loads (HTML, CSS, JS before the load event, JS a
 * reader loads without touching anything, JS once the visitor touches the page's main
 * island), where the <h1> falls in the gzipped HTML; then every press from the visitor's tap
 * to the frame that shows its effect on a 4× throttled phone, beside a static control page
 * (scripts/bench-presses.ts); whether a page arriving in slices (a 25× slower phone, a result cut
 * short after any tag) moves what it drew (scripts/bench-streaming.ts); and the server's
 * throughput and render time against a static file; and a sign-up's answer, with the local D1
 * migrated first. Exits 1 over budget.
 *
 * `--no-build` serves the current build; `--runs N` sets the interleaved press runs (at least
 * 9 for the budgets); `--presses` runs only the presses; `--streaming` only the streaming
 * checks; `--server` only the server's figures
 * (the longest My cycles link among them); `--cycles` only the longest My cycles link; `--bytes`
 * only the bytes per page; `--sync` only a sync of 240 cycles (scripts/bench-sync.ts, reported, no budget yet); `--log-load` only My cycles opened with 240 cycles of signs (its longest
 * task and blocking time, scripts/bench-log-load.ts), which `--presses` also runs; `--home-load` only
 * the home page's blocking time as Lighthouse counts it, beside the control (scripts/bench-home-blocking.ts).
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { gzipSync } from 'node:zlib'
import { type Browser, chromium } from '@playwright/test'
import { locales } from '../core/i18n/locales.ts'
import { localizedPath, type RouteSlug } from '../core/routes.ts'
import { measurePageLoads } from './bench-home-blocking.ts'
import { measureLogLoad } from './bench-log-load.ts'
import { type PressBudget, type PressRun, presses, quantile, runPress } from './bench-presses.ts'
import { measureStreaming } from './bench-streaming.ts'
import { measureSync } from './bench-sync.ts'

const budgets = JSON.parse(readFileSync(new URL('../bench/budgets.json', import.meta.url), 'utf8')) as {
  jsBeforeLoadBytes: number
  jsReaderBytes: number
  jsAfterInteractionGzipBytes: number
  pressToFrameP75Ms: Record<PressBudget, number>
  scriptBeforePressMs: number
  cls: number
  h1WithinGzipBytes: number
  cssGzipBytes: number
  htmlGzipBytes: number
  cachedVsStaticMinRatio: number
  uncachedVsStaticMinRatio: number
  renderMedianMs: number
  signupP95Ms: number
  cycleLink: { periods: number; rowBytes: number; rowRenderMs: number }
  cycleLogLoad: { longestTaskMs: number; blockingMs: number }
  homeLoad: { blockingMs: number }
}

/** The build's hashed static files, as wrangler dev serves them under /assets/. */
const BUILT_ASSETS = new URL('../dist/client/assets/', import.meta.url)

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
  // With no log on the device, My cycles loads no script before a touch (issue 60, item 8).
  { kind: 'my cycles', slug: 'my-cycles', main: 'MyCycles' },
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

/** Requests per second for `total` GETs of `path` (or of `path(i)`), `concurrency` at a time. */
async function throughput(path: string | ((i: number) => string), total = 400, concurrency = 8) {
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++
        const res = await fetch(`${BASE}${typeof path === 'string' ? path : path(next)}`)
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

/** Whether something already answers on the bench's port: it would be measured instead of this build. */
async function portTaken(): Promise<boolean> {
  try {
    await fetch(`${BASE}/robots.txt`)
    return true
  } catch {
    return false
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' })
  // The sign-up stores a row: on a fresh clone the local D1 has no tables until migrated, as
  // `npm start` migrates it, and every sign-up would be refused (503) for want of them.
  execSync('npm run db:migrate:local', { stdio: 'inherit' })
  if (await portTaken()) {
    console.error(`Something already answers at ${BASE}: stop it, or set BENCH_PORT to a free port.`)
    process.exit(2)
  }
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
    if (process.argv.includes('--server') || process.argv.includes('--cycles')) {
      await browser.close()
      const over = process.argv.includes('--cycles') ? await measureCycleLink() : await measureServer()
      if (over) process.exitCode = 1
      return
    }
    if (process.argv.includes('--streaming')) {
      const moved = await measureStreaming(browser, BASE)
      await browser.close()
      if (moved) process.exitCode = 1
      return
    }
    if (process.argv.includes('--log-load')) {
      const over = await logLoadOver(browser)
      await browser.close()
      if (over) process.exitCode = 1
      return
    }
    if (process.argv.includes('--sync')) {
      const figures = await measureSync(browser, BASE)
      await browser.close()
      console.log(
        '\nA sync of 240 cycles of 42 days, each charted every day (phone, CPU 4×, the local Durable Object)',
      )
      console.table({
        records: figures.records,
        'first upload, press → Synced': `${Math.round(figures.uploadMs)} ms`,
        'its longest task': `${Math.round(figures.uploadLongestTaskMs)} ms`,
        'joining, press → Synced with the log written': `${Math.round(figures.joinMs)} ms`,
        'its longest task ': `${Math.round(figures.joinLongestTaskMs)} ms`,
      })
      return
    }
    if (process.argv.includes('--home-load')) {
      const over = await homeLoadOver(browser)
      await browser.close()
      if (over) process.exitCode = 1
      return
    }
    const bytesOnly = process.argv.includes('--bytes')
    const pressesOver = bytesOnly ? false : (await measurePresses(browser)) || (await logLoadOver(browser))
    if (process.argv.includes('--presses')) {
      await browser.close()
      if (pressesOver) process.exitCode = 1
      return
    }
    const streamingOver = bytesOnly ? false : await measureStreaming(browser, BASE)
    const homeLoadOverBudget = bytesOnly ? false : await homeLoadOver(browser)
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

    const serverOver = bytesOnly ? false : await measureServer()
    const signup = bytesOnly ? null : await signupLatency()

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
        budget: row.failures.length ? `OVER: ${row.failures.join('; ')}` : 'ok',
      })),
    )
    const worker = await serviceWorkerCost()
    console.log(
      '\nThe service worker (issue 28): fetched by the browser once a page is idle after load, never run by the page',
    )
    console.table([
      { file: '/sw.js (Workbox inlined)', 'gzip -9': kb(worker.script) },
      {
        file: `precache: ${worker.files} files (scripts, styles, icons, 5 offline pages)`,
        'gzip -9': kb(worker.precache),
      },
    ])
    if (signup) {
      console.log('\nA sign-up: one request, stored and queued; the mail is sent later by the queue consumer')
      console.table([
        {
          requests: signup.count,
          answered: signup.statuses.join(', '),
          p50: `${signup.p50.toFixed(0)} ms`,
          p95: `${signup.p95.toFixed(0)} ms (budget ≤ ${budgets.signupP95Ms} ms)`,
        },
      ])
    }
    const signupOver =
      signup !== null &&
      (signup.p95 > budgets.signupP95Ms || signup.statuses.some((status) => status !== 202))
    const leaks = articleTextInScripts()
    console.log(
      leaks.length
        ? `\nArticle text found in browser JavaScript:\n${leaks.join('\n')}`
        : '\nNo article or legal text in any browser JavaScript file.',
    )
    const over = rows.filter((row) => row.failures.length > 0)
    if (
      over.length > 0 ||
      leaks.length > 0 ||
      serverOver ||
      signupOver ||
      pressesOver ||
      streamingOver ||
      homeLoadOverBudget
    ) {
      console.error(
        `\nOver budget: ${over.length} page(s)${serverOver ? ', server' : ''}${signupOver ? ', sign-up' : ''}${pressesOver ? ', presses' : ''}${streamingOver ? ', streaming' : ''}${homeLoadOverBudget ? ', home load' : ''}`,
      )
      process.exitCode = 1
    } else {
      console.log('\nAll budgets hold.')
    }
  } finally {
    stop()
  }
}

/** Each page type's path, rendered afresh (a query bypasses the page cache) for its render time. */
const renderedPaths = [
  ['home', '/'],
  ['calculator', '/pregnancy-calculator'],
  ['article', '/when-do-i-ovulate-after-period'],
  ['faq', '/fr/faq'],
  ['legal', '/privacy-policy'],
  ['result', '/?lmp=2026-11-10&cycle=28'],
] as const

/** The median of `count` sequential GETs of `path(i)`, in milliseconds. */
async function medianLatency(path: (i: number) => string, count = 60) {
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const res = await fetch(`${BASE}${path(i)}`)
    await res.arrayBuffer()
    times.push(performance.now() - started)
  }
  return quantile(times, 0.5)
}

/**
 * Pages against a static file on the same server, in the same run: throughput from the page
 * cache and rendered afresh (8 at a time), and one render at a time per page type (its median
 * latency less the static file's). Prints the tables; returns whether any is over budget.
 */
async function measureServer(): Promise<boolean> {
  const fresh = (path: string) => (i: number) => `${path}${path.includes('?') ? '&' : '?'}bench=${i}`
  // Warm every path (and the page cache), then measure them in interleaved rounds on the same
  // server, each its median round: a busy moment of the machine then slows them all alike.
  const pageBytes = (await (await fetch(`${BASE}/fr/faq`)).arrayBuffer()).byteLength
  const asLarge = staticFileOfSize(pageBytes)
  const paths = ['/favicon.svg', '/fr/faq', fresh('/fr/faq'), asLarge.path]
  for (const path of paths) await throughput(path, 200)
  // Seven rounds: on a small shared machine one busy round in three moved the median by a tenth.
  const rounds: number[][] = paths.map(() => [])
  for (let round = 0; round < 7; round++) {
    for (const [i, path] of paths.entries()) rounds[i]?.push(await throughput(path))
  }
  const [staticRps, cachedRps, uncachedRps, asLargeRps] = rounds.map((values) => quantile(values, 0.5)) as [
    number,
    number,
    number,
    number,
  ]
  const cached = cachedRps / staticRps
  const uncached = uncachedRps / staticRps
  const staticMs = await medianLatency(() => '/favicon.svg')
  // A render's time is a fresh render's latency less that of the same path from the page cache:
  // both run the Worker and its middleware, which a static file never reaches (wrangler dev's
  // own overhead for a Worker call is about 2 ms here). Against the static file, beside it.
  const renders: { page: string; ms: number; vsStatic: number; workerMs: number }[] = []
  for (const [page, path] of renderedPaths) {
    const cachedPath = path.split('?')[0] ?? path
    await medianLatency(fresh(path), 10)
    await medianLatency(() => cachedPath, 10)
    const freshMs = await medianLatency(fresh(path))
    const cachedMs = await medianLatency(() => cachedPath)
    renders.push({
      page: `${page} ${path}`,
      ms: freshMs - cachedMs,
      vsStatic: freshMs - staticMs,
      workerMs: cachedMs - staticMs,
    })
  }
  console.log('\nServing pages (wrangler dev, 8 concurrent, 400 requests each)')
  console.table([
    { path: '/favicon.svg (static asset)', 'req/s': staticRps.toFixed(0), ratio: '1' },
    {
      path: '/fr/faq (page cache)',
      'req/s': cachedRps.toFixed(0),
      ratio: `${cached.toFixed(2)} (≥ ${budgets.cachedVsStaticMinRatio})`,
    },
    {
      path: '/fr/faq?bench=… (rendered, streamed)',
      'req/s': uncachedRps.toFixed(0),
      ratio: `${uncached.toFixed(2)} (≥ ${budgets.uncachedVsStaticMinRatio})`,
    },
    {
      path: `${asLarge.path} (static, ${kb(asLarge.bytes)}; the page: ${kb(pageBytes)})`,
      'req/s': asLargeRps.toFixed(0),
      ratio: `${(asLargeRps / staticRps).toFixed(2)}; the page cache: ${(cachedRps / asLargeRps).toFixed(2)} of it`,
    },
  ])
  console.log(
    `\nOne render at a time: median latency of a fresh render less the same path's from the page cache (static file: ${staticMs.toFixed(1)} ms)`,
  )
  console.table(
    renders.map(({ page, ms, vsStatic, workerMs }) => ({
      page,
      render: `${ms.toFixed(1)} ms (≤ ${budgets.renderMedianMs})`,
      'less the static file': `${vsStatic.toFixed(1)} ms`,
      'cache hit less static': `${workerMs.toFixed(1)} ms`,
      budget: ms > budgets.renderMedianMs ? 'OVER' : 'ok',
    })),
  )
  const cycleLinkOver = await measureCycleLink()
  return (
    cached < budgets.cachedVsStaticMinRatio ||
    uncached < budgets.uncachedVsStaticMinRatio ||
    renders.some(({ ms }) => ms > budgets.renderMedianMs) ||
    cycleLinkOver
  )
}

/**
 * The longest log a My cycles link may hold (240 periods, each with a last day), rendered for
 * visitors without JavaScript on every request, with no page cache: against the same page with
 * an empty log, its bytes (uncompressed, as the Worker renders them) and its latency may grow by
 * at most a row's budget per period, so that the page stays linear in its log (security review 4,
 * issue 47: each row's links once carried the whole log, 3.1 MB and 1.5 s of CPU for this one).
 * Also with `&add=` a date the full log refuses, the same page. Returns whether it is over budget.
 */
async function measureCycleLink(): Promise<boolean> {
  const { periods, rowBytes, rowRenderMs } = budgets.cycleLink
  const renderOverPlainMs = periods * rowRenderMs
  // The server's today is this machine's: the log ends 10 days ago, every 28 days, 5-day periods.
  const today = new Date()
  const isoDaysAgo = (n: number) =>
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - n))
      .toISOString()
      .slice(0, 10)
  const log = Array.from({ length: periods }, (_, i) => {
    const ago = 10 + (periods - 1 - i) * 28
    return `${isoDaysAgo(ago)}/${isoDaysAgo(ago - 4)}`
  }).join(',')
  const paths = {
    plain: '/my-cycles?periods=',
    long: `/my-cycles?periods=${log}`,
    full: `/my-cycles?periods=${log}&add=${isoDaysAgo(1)}`,
  }
  const sizes: Record<string, number> = {}
  for (const [name, path] of Object.entries(paths)) {
    const res = await fetch(`${BASE}${path}`)
    const body = Buffer.from(await res.arrayBuffer())
    if (res.status !== 200) throw new Error(`${name} answered ${res.status}`)
    sizes[name] = body.byteLength
    sizes[`${name} gzip`] = gzipBytes(body)
  }
  // Interleaved rounds, as above: a busy moment of the machine slows both alike.
  const times: Record<keyof typeof paths, number[]> = { plain: [], long: [], full: [] }
  for (let round = 0; round < 15; round++) {
    for (const [name, path] of Object.entries(paths) as [keyof typeof paths, string][]) {
      times[name].push(await medianLatency((i) => `${path}&bench=${round}-${i}`, 3))
    }
  }
  const ms = (name: keyof typeof paths) => quantile(times[name], 0.5)
  const bytesBudget = (sizes.plain ?? 0) + periods * rowBytes
  const rows = (['long', 'full'] as const).map((name) => {
    const bytes = sizes[name] ?? 0
    const over = ms(name) - ms('plain')
    const failures = [bytes > bytesBudget ? 'bytes' : '', over > renderOverPlainMs ? 'render' : ''].filter(
      Boolean,
    )
    return { name, bytes, over, failures }
  })
  console.log(
    `\nMy cycles from a link of ${periods} periods with last days, rendered afresh (median of 15 rounds)`,
  )
  console.table([
    {
      page: '/my-cycles?periods= (an empty log)',
      html: kb(sizes.plain ?? 0),
      'html gzip': kb(sizes['plain gzip'] ?? 0),
      latency: `${ms('plain').toFixed(1)} ms`,
      'over the empty log': '',
      budget: '',
    },
    ...rows.map(({ name, bytes, over, failures }) => ({
      page: `${periods} periods${name === 'full' ? ' &add= (the log is full)' : ''}`,
      html: `${kb(bytes)} (≤ ${kb(bytesBudget)})`,
      'html gzip': kb(sizes[`${name} gzip`] ?? 0),
      latency: `${ms(name).toFixed(1)} ms`,
      'over the empty log': `${over.toFixed(1)} ms (≤ ${renderOverPlainMs})`,
      budget: failures.length ? `OVER: ${failures.join(', ')}` : 'ok',
    })),
  ])
  return rows.some(({ failures }) => failures.length > 0)
}

/**
 * The build's script nearest in size to the page, uncompressed: what a static host would pay to
 * serve the page itself (wrangler dev gzips both on the way out). Beside the favicon, it shows
 * how much of the page cache's distance from the budget's static file is the page's bytes.
 */
function staticFileOfSize(bytes: number): { path: string; bytes: number } {
  const scripts = readdirSync(BUILT_ASSETS)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ path: `/assets/${name}`, bytes: statSync(new URL(name, BUILT_ASSETS)).size }))
  const nearest = scripts.sort((a, b) => Math.abs(a.bytes - bytes) - Math.abs(b.bytes - bytes))[0]
  if (!nearest) throw new Error('the build has no scripts')
  return nearest
}

/** The bench's static control page, served by Node itself on the next port. */
function serveControl(): Promise<{ base: string; close: () => void }> {
  const html = readFileSync(new URL('../bench/control.html', import.meta.url))
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(html)
  })
  return new Promise((resolve) =>
    server.listen(PORT + 1, '127.0.0.1', () =>
      resolve({ base: `http://127.0.0.1:${PORT + 1}`, close: () => server.close() }),
    ),
  )
}

/** My cycles opened with 240 cycles of signs: its longest task and blocking time, against their budgets. */
async function logLoadOver(browser: Browser): Promise<boolean> {
  const load = await measureLogLoad(browser, BASE)
  const budget = budgets.cycleLogLoad
  const over = load.longestTaskMs > budget.longestTaskMs || load.blockingMs > budget.blockingMs
  console.log('\nMy cycles opened with 240 cycles of signs (phone, CPU 4× slower, median of 3)')
  console.table([
    {
      'longest task': `${Math.round(load.longestTaskMs)} ms (budget ${budget.longestTaskMs})`,
      'blocking time': `${Math.round(load.blockingMs)} ms (budget ${budget.blockingMs})`,
      budget: over ? 'OVER' : 'ok',
    },
  ])
  return over
}

/**
 * The home page loading, beside the control, 7 interleaved loads each: its blocking time after the
 * first paint against its budget, and its navigation commit (the cost of the process decision 078
 * keeps), as Lighthouse (mobile) counts them.
 */
async function homeLoadOver(browser: Browser): Promise<boolean> {
  const control = await serveControl()
  try {
    const loads = await measurePageLoads(browser, { home: `${BASE}/`, control: `${control.base}/` })
    const budget = budgets.homeLoad
    const home = loads.home
    const over = !home || home.blockingMs > budget.blockingMs
    console.log(
      '\nThe home page loading, touched by no one (phone, 4 × each task’s thread time, as Lighthouse counts; median of 7)',
    )
    console.table(
      Object.entries(loads).map(([page, load]) => ({
        page,
        'blocking after first paint': `${Math.round(load.blockingMs)} ms${page === 'home' ? ` (budget ${budget.blockingMs})` : ''}`,
        runs: load.blockingRuns.join(', '),
        'navigation commit': `${Math.round(load.commitMs)} ms`,
        'longest task': `${Math.round(load.longestTaskMs)} ms`,
        budget: page === 'home' ? (over ? 'OVER' : 'ok') : 'control',
      })),
    )
    return over
  } finally {
    control.close()
  }
}

const argument = (name: string) => {
  const at = process.argv.indexOf(name)
  return at > 0 ? process.argv[at + 1] : undefined
}
const RUNS = Number(argument('--runs') ?? 9)
/** `--only <regexp>`: the presses whose "page: press" matches, and the control (while profiling). */
const ONLY = new RegExp(argument('--only') ?? '')

/**
 * Every press, RUNS times, interleaved: each round presses everything once, the control too.
 * Prints median and p75 per press; returns whether any is over its budget.
 */
async function measurePresses(browser: Browser): Promise<boolean> {
  const control = await serveControl()
  const sizes = new Map<string, Promise<number>>()
  const bytes = (url: string) => {
    let size = sizes.get(url)
    if (!size) {
      size = fetch(url).then(async (res) => gzipBytes(Buffer.from(await res.arrayBuffer())))
      sizes.set(url, size)
    }
    return size
  }
  const runs = new Map<string, PressRun[]>()
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const press of presses) {
        if (press.page !== 'control' && !ONLY.test(`${press.page}: ${press.name}`)) continue
        const base = press.page === 'control' ? control.base : BASE
        const key = `${press.page}: ${press.name}`
        const run = await runPress(browser, base, press, bytes).catch((error: Error) => {
          throw new Error(`${key}: ${error.message.split('\n')[0]}`)
        })
        process.stderr.write(`  ${key}: ${run.pressToFrameMs.toFixed(0)} ms\n`)
        runs.set(key, [...(runs.get(key) ?? []), run])
      }
      process.stderr.write(`presses: round ${round + 1} of ${RUNS}\n`)
    }
  } finally {
    control.close()
  }
  let over = false
  // The control's p75 in the same run: the floor this machine gives a press (its tap → click and
  // frame pipeline), so that a figure over budget can be read as the page's own time or the
  // machine's. The budgets themselves stay absolute.
  const controlKey = [...runs.keys()].find((key) => key.startsWith('control: '))
  const controlP75 = quantile(
    (runs.get(controlKey ?? '') ?? []).map((run) => run.pressToFrameMs),
    0.75,
  )
  const table = presses.flatMap((press) => {
    const key = `${press.page}: ${press.name}`
    const all = runs.get(key) ?? []
    if (all.length === 0) return []
    const of = (field: Exclude<keyof PressRun, 'shifts' | 'workerControlled'>) => all.map((run) => run[field])
    const p75 = quantile(of('pressToFrameMs'), 0.75)
    const cls = Math.max(...of('cls'))
    const script = quantile(of('scriptBeforePressMs'), 0.5)
    const limit = budgets.pressToFrameP75Ms[press.budget]
    const failures = [
      p75 > limit ? `p75 over ${limit} ms` : '',
      cls > budgets.cls ? 'layout shift' : '',
      script > budgets.scriptBeforePressMs ? 'script before press' : '',
    ].filter(Boolean)
    if (press.page !== 'control' && failures.length > 0) over = true
    return {
      press: key,
      runs: all.length,
      median: `${quantile(of('pressToFrameMs'), 0.5).toFixed(0)} ms`,
      p75: `${p75.toFixed(0)} ms (≤ ${limit})`,
      'p75 − control': press.page === 'control' ? '' : `${(p75 - controlP75).toFixed(0)} ms`,
      'event p75': `${quantile(of('eventMs'), 0.75).toFixed(0)} ms`,
      shift: cls.toFixed(4),
      'script before': `${script.toFixed(0)} ms`,
      'js before press': kb(quantile(of('jsBeforePressBytes'), 0.5)),
      'via worker': `${all.filter((run) => run.workerControlled).length}/${all.length}`,
      budget: press.page === 'control' ? 'control' : failures.length ? `OVER: ${failures.join('; ')}` : 'ok',
    }
  })
  console.log(`\nPresses: tap → frame with the effect, 390 px phone, CPU 4× slower, ${RUNS} interleaved runs`)
  console.table(table)
  // Where a press shifted anything, what moved and when: the table's figure alone cannot be traced.
  for (const [key, all] of runs) {
    const shifts = all.flatMap((run) => run.shifts)
    if (shifts.length === 0) continue
    console.log(`\nShifts in "${key}" (ms after the press, score, what moved):`)
    for (const shift of shifts)
      console.log(`  ${shift.at} ms  ${shift.value.toFixed(4)}  ${shift.moved.join(' | ')}`)
  }
  return over
}

/**
 * Articles and legal pages are rendered on the server only: no sentence of their MDX may end up
 * in a browser script. Checks a long sentence-like line of every content file against every chunk.
 */
function articleTextInScripts(): string[] {
  const scripts = readdirSync(BUILT_ASSETS)
    .filter((name) => name.endsWith('.js'))
    .map((name) => [name, readFileSync(new URL(name, BUILT_ASSETS), 'utf8')] as const)
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

/** What a visitor's browser downloads for the service worker: its script, and everything it precaches. */
async function serviceWorkerCost(): Promise<{ script: number; precache: number; files: number }> {
  const script = await (await fetch(`${BASE}/sw.js`)).text()
  const urls = [...script.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '')
  const sizes = await Promise.all(
    urls.map(async (url) =>
      gzipBytes(Buffer.from(await (await fetch(new URL(url, `${BASE}/`))).arrayBuffer())),
    ),
  )
  return { script: gzipBytes(script), precache: sizes.reduce((a, b) => a + b, 0), files: urls.length }
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
  // Then the visitor reaches for the main island: everything that touch loads counts. A page
  // without it (the Russian articles keep no sign-up form while no storage in Russia is named,
  // decision 068) is touched at its menu, which every page has.
  const reached = (await page.locator(`[data-island="${main}"]`).count()) > 0 ? main : 'MobileMenu'
  const island = page.locator(`[data-island="${reached}"]`).first()
  await island.evaluate((element) => element.firstElementChild?.scrollIntoView())
  await island.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        if (element.getAttribute('data-hydrated') === 'true') return resolve()
        new MutationObserver(() => {
          if (element.getAttribute('data-hydrated') === 'true') resolve()
        }).observe(element, { attributes: true, attributeFilter: ['data-hydrated'] })
        const target = element.firstElementChild ?? element
        // A touch that turns into a scroll: it wakes the island at once, pressing nothing in it.
        target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
        target.dispatchEvent(new PointerEvent('pointercancel', { bubbles: true }))
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
    failures: [],
  }
  if (row.jsBeforeLoad > budgets.jsBeforeLoadBytes) row.failures.push('JS before load')
  // Only a page whose island must act by itself (the not-found redirect) may load it unasked.
  if (!idleIsland && row.jsReader > budgets.jsReaderBytes) row.failures.push('JS for a reader')
  if (row.jsAfterInteraction > budgets.jsAfterInteractionGzipBytes) row.failures.push('JS after a touch')
  if (h1End < 5 || row.h1At > budgets.h1WithinGzipBytes) row.failures.push('h1 position')
  if (formEnd < 5 || row.formAt > budgets.h1WithinGzipBytes) row.failures.push('calculator form position')
  if (row.css > budgets.cssGzipBytes) row.failures.push('CSS')
  if (row.html > budgets.htmlGzipBytes) row.failures.push('HTML')
  return row
}

await main()
