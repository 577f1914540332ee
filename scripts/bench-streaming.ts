/**
 * The bench's streaming checks (issue 27; moved here from the end-to-end tier by issue 58, decision
 * 065): whether a page that arrives in slices moves what it has already drawn. Two measures, each
 * with a budget of nothing moved:
 * - a page streaming in on a 25× slower phone: the parser paints in slices where it happens to
 *   stop, and no layout shift the visitor did not cause may follow (the navigation, the hero, the
 *   due-date methods, the stepper, the questions, the tips' tabs, a result's ways to keep it);
 * - a result page cut short after every tag of its result, without any script: what each cut page
 *   drew in the first screen of the result stands where the whole page has it (some 650 cuts, each
 *   written and measured, a minute or more).
 */
import type { Browser, Page } from '@playwright/test'
import { Temporal } from '../core/calc/temporal.ts'
import { unexpectedShift, watchShifts } from '../tests/e2e/layout-shifts.ts'

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }

/** A last period 30 days before the server's today (the bench's server runs on the real clock). */
const lmp = () => Temporal.Now.plainDateISO('UTC').subtract({ days: 30 }).toString()

/**
 * Where each box and line of text in the result stands, from the result's top, in the
 * document's order. A table's columns and an SVG's inner shapes draw nothing of their own:
 * the browser's layout-shift measure does not count them, nor does this.
 */
const placesInResult = (page: Page) =>
  page.evaluate(() => {
    const result = document.getElementById('result')
    if (!result) return []
    const top = result.getBoundingClientRect().top
    const places: ({ x: number; y: number } | null)[] = []
    const walker = document.createTreeWalker(result, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let rect: DOMRect | null = null
      if (node instanceof Text && node.data.trim()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        rect = range.getBoundingClientRect()
      } else if (
        node instanceof Element &&
        !/^(COL|COLGROUP)$/.test(node.tagName) &&
        !(node instanceof SVGElement && !(node instanceof SVGSVGElement))
      ) {
        rect = node.getBoundingClientRect()
      }
      places.push(rect && (rect.width || rect.height) ? { x: rect.x, y: rect.y - top } : null)
    }
    return places
  })

/** What moved on pages streaming in on a 25× slower phone, at one width: "path: shift" lines. */
async function streamedMoves(browser: Browser, base: string, viewport: typeof phone): Promise<string[]> {
  const context = await browser.newContext({ baseURL: base, viewport })
  const page = await context.newPage()
  await watchShifts(page)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 25 })
  const result = `?lmp=${lmp()}&cycle=28#result`
  const moves: string[] = []
  for (const path of [
    '/ru',
    '/fr/due-date-calculator',
    '/es/faq',
    '/ru/fertility-tips',
    `/${result}`,
    `/ru${result}`,
  ]) {
    await page.goto(path, { waitUntil: 'load', timeout: 120_000 })
    for (const shift of await unexpectedShift(page)) moves.push(`${path}: ${shift.moved.join(' | ')}`)
  }
  await context.close()
  return moves
}

/** What moved in the first screen of a result cut short after any tag, at one width. */
async function cutMoves(browser: Browser, base: string, viewport: typeof phone, paths: string[]) {
  const context = await browser.newContext({ baseURL: base, viewport, javaScriptEnabled: false })
  const page = await context.newPage()
  const moves: string[] = []
  let cuts = 0
  for (const path of paths) {
    const html = await (await page.request.get(path)).text()
    const start = html.indexOf('id="result"')
    if (start < 0) {
      moves.push(`${path}: no result in the page`)
      continue
    }
    // Each cut is written into the page, as `setContent` does, at the page's own address, until
    // one holds the whole result.
    await page.goto(path)
    const whole = await placesInResult(page)
    for (const tag of html.slice(start).matchAll(/<\/[a-z0-9]+>/g)) {
      const cut = start + tag.index + tag[0].length
      await page.setContent(html.slice(0, cut))
      cuts++
      const part = await placesInResult(page)
      part.forEach((place, i) => {
        const there = whole[i]
        if (!place || !there || there.y >= viewport.height) return
        // A move under 3 px is one the browser's layout-shift measure skips too.
        if (Math.hypot(place.x - there.x, place.y - there.y) < 3) return
        moves.push(
          `${path}, cut after …${html.slice(cut - 50, cut)}: node ${i} at ${Math.round(place.x)},${Math.round(place.y)}, then ${Math.round(there.x)},${Math.round(there.y)}`,
        )
      })
      if (part.length === whole.length) break
    }
  }
  await context.close()
  return { moves, cuts }
}

/** Runs both measures at both widths, prints them, and says whether anything moved (over budget). */
export async function measureStreaming(browser: Browser, base: string): Promise<boolean> {
  const day = lmp()
  const rows: { check: string; width: number; pages: string; moved: number }[] = []
  const moves: string[] = []
  for (const viewport of [phone, desktop]) {
    const streamed = await streamedMoves(browser, base, viewport)
    rows.push({
      check: 'streaming at 25× slower CPU',
      width: viewport.width,
      pages: '6 pages',
      moved: streamed.length,
    })
    moves.push(...streamed)
  }
  for (const { viewport, paths } of [
    { viewport: phone, paths: [`/ru?lmp=${day}&cycle=28`, `/pregnancy-calculator?lmp=${day}`] },
    { viewport: desktop, paths: [`/?lmp=${day}&cycle=28`, `/fr/pregnancy-calculator-for-twins?lmp=${day}`] },
  ]) {
    const cut = await cutMoves(browser, base, viewport, paths)
    rows.push({
      check: 'result cut short after every tag',
      width: viewport.width,
      pages: `${cut.cuts} cuts`,
      moved: cut.moves.length,
    })
    moves.push(...cut.moves)
  }
  console.log('\nA page arriving in slices moves nothing it has drawn (budget: nothing moved)')
  console.table(rows)
  for (const move of moves) console.log(`  moved: ${move}`)
  return moves.length > 0
}
