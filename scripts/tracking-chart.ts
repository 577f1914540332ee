/**
 * Builds the free printable ovulation tracking chart: three pages (one per month of tracking) in
 * each of the site's languages, US Letter for English and A4 for the others.
 * Run `node scripts/tracking-chart.ts` to write public/downloads/ovulation-tracking-chart-<locale>.pdf;
 * the PDFs are build output and are not committed.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import fontkit from '@pdf-lib/fontkit'
import IntlMessageFormat from 'intl-messageformat'
import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from 'pdf-lib'
import { trackingChartFile } from '../client/content/tracking-chart-file.server.ts'
import { type Locale, locales } from '../core/i18n/locales.ts'

export const CHART_PAGES = 3

/** Width × height in PDF points, portrait. */
export type PageSize = readonly [width: number, height: number]
export const LETTER: PageSize = [612, 792]
export const A4: PageSize = [595.28, 841.89]
/** US readers print on Letter; everywhere else the other four languages are read, A4 is the norm. */
export const CHART_PAGE_SIZE: Record<Locale, PageSize> = { en: LETTER, fr: A4, ru: A4, es: A4, pt: A4 }

/** The site links the same file names (client/content/tracking-chart-file.server.ts). */
export const chartFileName = trackingChartFile

/** The table's columns, left to right. */
const COLUMN_ORDER = [
  'number',
  'date',
  'cycleDay',
  'period',
  'temperature',
  'mucus',
  'lh',
  'intercourse',
  'notes',
] as const
type ColumnKey = (typeof COLUMN_ORDER)[number]

export interface ChartText {
  title: string
  subject: string
  keywords: string[]
  month: (n: number) => string
  page: (n: number, total: number) => string
  /** A label and what follows it; French puts a no-break space before the colon. */
  label: (label: string) => string
  name: string
  monthYear: string
  columns: Record<ColumnKey, string>
  howTo: string
  cycleDayHowTo: string
  periodValues: string
  temperatureHowTo: string
  mucusValues: string
  lhValues: string
  intercourseValue: string
  disclaimer: string
}

/**
 * The chart's words in one language, from its part of the catalogue
 * (`core/i18n/messages/chart/<locale>.json`, read as a file: this script runs in plain Node),
 * formatted by ICU like every other message.
 */
export function chartText(locale: Locale): ChartText {
  const messages = JSON.parse(
    readFileSync(new URL(`../core/i18n/messages/chart/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>
  const message = (key: string) => {
    const value = messages[`chart.pdf.${key}`]
    if (value === undefined) throw new Error(`chart.pdf.${key} is missing in ${locale}`)
    return value
  }
  const format = (key: string, values: Record<string, string | number>) =>
    String(new IntlMessageFormat(message(key), locale).format(values))
  return {
    title: message('title'),
    subject: message('subject'),
    keywords: message('keywords').split(', '),
    month: (n) => format('month', { n }),
    page: (n, total) => format('page', { n, total }),
    label: (label) => format('label', { label }),
    name: message('name'),
    monthYear: message('monthYear'),
    columns: Object.fromEntries(COLUMN_ORDER.map((key) => [key, message(`column.${key}`)])) as Record<
      ColumnKey,
      string
    >,
    howTo: message('howTo'),
    cycleDayHowTo: message('cycleDayHowTo'),
    periodValues: message('periodValues'),
    temperatureHowTo: message('temperatureHowTo'),
    mucusValues: message('mucusValues'),
    lhValues: message('lhValues'),
    intercourseValue: message('intercourseValue'),
    disclaimer: message('disclaimer'),
  }
}

/** The host the footer prints: the site's own, from its configuration (wrangler.toml). */
function siteHost(): string {
  const config = readFileSync(new URL('../wrangler.toml', import.meta.url), 'utf8')
  const url = /^SITE_URL\s*=\s*"([^"]+)"/m.exec(config)?.[1]
  if (!url) throw new Error('wrangler.toml has no SITE_URL')
  return new URL(url).host
}

const SITE_HOST = siteHost()
const DAYS = 31
// A fixed date, not the build time, so that every build of the same code gives the same bytes.
const DOCUMENT_DATE = new Date('2026-01-01T00:00:00Z')

const ROSE = rgb(0xb4 / 255, 0x43 / 255, 0x6c / 255)
const INK = rgb(0x3b / 255, 0x22 / 255, 0x38 / 255)
const MUTED = rgb(0x5e / 255, 0x56 / 255, 0x63 / 255)
const WHITE = rgb(1, 1, 1)
// Light enough that toner or ink use stays low and handwriting on shaded rows stays legible.
const SHADE = rgb(0xfa / 255, 0xf1 / 255, 0xf4 / 255)
const GRID = rgb(0xd6 / 255, 0xc3 / 255, 0xcb / 255)

const MARGIN = 36
const CELL_PAD = 3
// DejaVu Sans cap height in em; used to centre a line of capitals and figures vertically in a cell.
const CAP_HEIGHT = 0.73
const LINE_GAP = 1.18

/**
 * Smallest widths that leave room to write by hand in each column, in points. Notes takes whatever
 * is left, so it is listed here only as the floor below which the header text must shrink instead.
 */
const MIN_WRITING_WIDTH: Record<ColumnKey, number> = {
  number: 16,
  date: 46,
  cycleDay: 34,
  period: 42,
  temperature: 48,
  mucus: 54,
  lh: 34,
  intercourse: 40,
  notes: 80,
}
// Beyond this the Notes column would only be empty paper; the rest goes to the columns people write in.
const NOTES_MAX_WIDTH = 120
const WIDENED_BY_SPARE: readonly ColumnKey[] = ['date', 'period', 'temperature', 'mucus']

interface Fonts {
  regular: PDFFont
  bold: PDFFont
}

let fontFiles: { regular: Uint8Array; bold: Uint8Array } | undefined

function loadFontFiles(): { regular: Uint8Array; bold: Uint8Array } {
  if (!fontFiles) {
    // The package has no entry point, so resolve its package.json and read the TTFs beside it.
    const require = createRequire(import.meta.url)
    const root = new URL('./ttf/', pathToFileURL(require.resolve('dejavu-fonts-ttf/package.json')))
    fontFiles = {
      regular: readFileSync(new URL('DejaVuSans.ttf', root)),
      bold: readFileSync(new URL('DejaVuSans-Bold.ttf', root)),
    }
  }
  return fontFiles
}

/**
 * The PDF spec names a subset font "ABCDEF+Name" with a six-letter tag that differs between subsets.
 * pdf-lib would append a numeric suffix instead; a tag derived from the locale keeps the name both
 * conforming and the same on every build.
 */
function subsetTag(seed: string): string {
  // FNV-1a: a tiny, stable string hash; nothing here needs to be unguessable.
  let hash = 0x811c9dc5
  for (const char of seed) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  let tag = ''
  for (let i = 0; i < 6; i++) {
    tag += String.fromCharCode(65 + (hash % 26))
    hash = Math.floor(hash / 26)
  }
  return tag
}

/** Greedy word wrap; words are split on ordinary spaces only, so no-break spaces hold. */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

/** The narrowest width at which the text wraps into at most two lines. */
function twoLineWidth(text: string, font: PDFFont, size: number): number {
  const words = text.split(' ')
  let best = font.widthOfTextAtSize(text, size)
  for (let i = 1; i < words.length; i++) {
    const first = font.widthOfTextAtSize(words.slice(0, i).join(' '), size)
    const second = font.widthOfTextAtSize(words.slice(i).join(' '), size)
    best = Math.min(best, Math.max(first, second))
  }
  return best
}

/** Shrinks a one-line text until it fits, so no translation can run off the page. */
function fitSize(text: string, font: PDFFont, size: number, maxWidth: number): number {
  let fitted = size
  while (fitted > 5 && font.widthOfTextAtSize(text, fitted) > maxWidth) fitted -= 0.25
  return fitted
}

interface TableLayout {
  widths: Record<ColumnKey, number>
  headerSize: number
  headerLines: Record<ColumnKey, string[]>
}

function layoutColumns(text: ChartText, font: PDFFont, tableWidth: number): TableLayout {
  for (let headerSize = 8; ; headerSize -= 0.25) {
    const widths = { ...MIN_WRITING_WIDTH }
    for (const key of COLUMN_ORDER) {
      const needed = Math.ceil(twoLineWidth(text.columns[key], font, headerSize) + 2 * CELL_PAD)
      widths[key] = Math.max(MIN_WRITING_WIDTH[key], needed)
    }
    const fixed = COLUMN_ORDER.filter((key) => key !== 'notes').reduce((sum, key) => sum + widths[key], 0)
    const spare = tableWidth - fixed
    // Below 5.5 pt the header is hard to read on paper; a narrower Notes column is the lesser evil.
    if (spare < widths.notes && headerSize > 5.5) continue
    widths.notes = Math.min(spare, NOTES_MAX_WIDTH)
    const extra = (spare - widths.notes) / WIDENED_BY_SPARE.length
    for (const key of WIDENED_BY_SPARE) widths[key] += extra
    const headerLines = Object.fromEntries(
      COLUMN_ORDER.map((key) => [key, wrap(text.columns[key], font, headerSize, widths[key] - 2 * CELL_PAD)]),
    ) as Record<ColumnKey, string[]>
    return { widths, headerSize, headerLines }
  }
}

interface Run {
  text: string
  font: PDFFont
}

/** A bold label followed by regular text, wrapped word by word across the two fonts. */
function wrapLabelled(label: string, value: string, fonts: Fonts, size: number, maxWidth: number): Run[][] {
  const words: Run[] = [
    ...label.split(' ').map((word) => ({ text: word, font: fonts.bold })),
    ...value.split(' ').map((word) => ({ text: word, font: fonts.regular })),
  ]
  const lines: Run[][] = []
  let line: Run[] = []
  let x = 0
  for (const word of words) {
    const space = word.font.widthOfTextAtSize(' ', size)
    const width = word.font.widthOfTextAtSize(word.text, size)
    if (line.length && x + space + width > maxWidth) {
      lines.push(line)
      line = []
      x = 0
    }
    const lead = line.length ? ' ' : ''
    const last = line.at(-1)
    // Consecutive words in the same font become one text run, which keeps the content stream short.
    if (last && last.font === word.font) last.text += `${lead}${word.text}`
    else line.push({ text: `${lead}${word.text}`, font: word.font })
    x += (lead ? space : 0) + width
  }
  if (line.length) lines.push(line)
  return lines
}

function drawRuns(page: PDFPage, runs: Run[], x: number, y: number, size: number, color: RGB): void {
  let cursor = x
  for (const run of runs) {
    page.drawText(run.text, { x: cursor, y, size, font: run.font, color })
    cursor += run.font.widthOfTextAtSize(run.text, size)
  }
}

const LEGEND_SIZE = 8
const LEGEND_LINE = LEGEND_SIZE * 1.3
// A little air between entries so that a wrapped entry does not read as part of the next one.
const LEGEND_ENTRY_GAP = 2.5
const LEGEND_HEADING_SIZE = 9
const LEGEND_GAP = 14

/** Each entry is a list of lines; each line a list of runs. */
type LegendEntry = Run[][]

interface LegendLayout {
  columns: [LegendEntry[], LegendEntry[]]
  height: number
}

function columnHeight(entries: LegendEntry[]): number {
  const lines = entries.reduce((sum, entry) => sum + entry.length, 0)
  return lines * LEGEND_LINE + (entries.length - 1) * LEGEND_ENTRY_GAP
}

/** Six entries in two columns, each column stacked on its own so short entries leave no holes. */
function layoutLegend(text: ChartText, fonts: Fonts, width: number): LegendLayout {
  const columnWidth = (width - LEGEND_GAP) / 2
  const c = text.columns
  const entries = (pairs: [string, string][]): LegendEntry[] =>
    pairs.map(([label, value]) => wrapLabelled(text.label(label), value, fonts, LEGEND_SIZE, columnWidth))
  const left = entries([
    [c.cycleDay, text.cycleDayHowTo],
    [c.period, text.periodValues],
    [c.temperature, text.temperatureHowTo],
  ])
  const right = entries([
    [c.mucus, text.mucusValues],
    [c.lh, text.lhValues],
    [c.intercourse, text.intercourseValue],
  ])
  const body = Math.max(columnHeight(left), columnHeight(right))
  return { columns: [left, right], height: LEGEND_HEADING_SIZE * 1.6 + body + 2 }
}

function drawPage(
  page: PDFPage,
  text: ChartText,
  fonts: Fonts,
  table: TableLayout,
  legend: LegendLayout,
  pageNumber: number,
): void {
  const { width, height } = page.getSize()
  const contentWidth = width - 2 * MARGIN
  const left = MARGIN
  const right = width - MARGIN

  // Title row: chart title on the left, the month of tracking in rose on the right.
  const monthLabel = text.month(pageNumber)
  const monthSize = 13
  const monthWidth = fonts.bold.widthOfTextAtSize(monthLabel, monthSize)
  const titleBaseline = height - MARGIN - 16
  const titleSize = fitSize(text.title, fonts.bold, 18, contentWidth - monthWidth - 16)
  page.drawText(text.title, { x: left, y: titleBaseline, size: titleSize, font: fonts.bold, color: INK })
  page.drawText(monthLabel, {
    x: right - monthWidth,
    y: titleBaseline,
    size: monthSize,
    font: fonts.bold,
    color: ROSE,
  })
  page.drawLine({
    start: { x: left, y: titleBaseline - 8 },
    end: { x: right, y: titleBaseline - 8 },
    thickness: 1,
    color: ROSE,
  })

  // Write-in lines for the name and the calendar month this page covers.
  const fieldSize = 10
  const fieldBaseline = titleBaseline - 30
  const nameLabel = text.label(text.name)
  const monthYearLabel = text.label(text.monthYear)
  const nameEnd = left + contentWidth * 0.58
  page.drawText(nameLabel, { x: left, y: fieldBaseline, size: fieldSize, font: fonts.regular, color: INK })
  page.drawLine({
    start: { x: left + fonts.regular.widthOfTextAtSize(nameLabel, fieldSize) + 6, y: fieldBaseline - 2 },
    end: { x: nameEnd, y: fieldBaseline - 2 },
    thickness: 0.6,
    color: MUTED,
  })
  const monthYearX = nameEnd + 18
  page.drawText(monthYearLabel, {
    x: monthYearX,
    y: fieldBaseline,
    size: fieldSize,
    font: fonts.regular,
    color: INK,
  })
  page.drawLine({
    start: {
      x: monthYearX + fonts.regular.widthOfTextAtSize(monthYearLabel, fieldSize) + 6,
      y: fieldBaseline - 2,
    },
    end: { x: right, y: fieldBaseline - 2 },
    thickness: 0.6,
    color: MUTED,
  })

  // Bottom up: footer, disclaimer, legend; the table takes the height in between.
  const footerBaseline = MARGIN - 12
  const disclaimerBaseline = footerBaseline + 14
  const legendTop = disclaimerBaseline + 15 + legend.height
  const tableTop = fieldBaseline - 16
  const tableBottom = legendTop + 12

  const headerLineHeight = table.headerSize * LINE_GAP
  const headerHeight = 2 * headerLineHeight + 2 * CELL_PAD + 2
  const rowHeight = (tableTop - tableBottom - headerHeight) / DAYS
  const tableHeight = headerHeight + rowHeight * DAYS
  const columnX: number[] = []
  let x = left
  for (const key of COLUMN_ORDER) {
    columnX.push(x)
    x += table.widths[key]
  }
  const tableRight = x

  page.drawRectangle({
    x: left,
    y: tableTop - headerHeight,
    width: tableRight - left,
    height: headerHeight,
    color: ROSE,
  })
  COLUMN_ORDER.forEach((key, i) => {
    const lines = table.headerLines[key]
    const centreY = tableTop - headerHeight / 2
    lines.forEach((line, n) => {
      const lineWidth = fonts.bold.widthOfTextAtSize(line, table.headerSize)
      page.drawText(line, {
        x: (columnX[i] ?? left) + (table.widths[key] - lineWidth) / 2,
        y:
          centreY +
          ((lines.length - 1) / 2) * headerLineHeight -
          n * headerLineHeight -
          (CAP_HEIGHT * table.headerSize) / 2,
        size: table.headerSize,
        font: fonts.bold,
        color: WHITE,
      })
    })
  })

  const numberSize = Math.min(8, rowHeight * 0.5)
  for (let day = 1; day <= DAYS; day++) {
    const rowTop = tableTop - headerHeight - (day - 1) * rowHeight
    if (day % 2 === 0) {
      page.drawRectangle({
        x: left,
        y: rowTop - rowHeight,
        width: tableRight - left,
        height: rowHeight,
        color: SHADE,
      })
    }
    const label = String(day)
    const labelWidth = fonts.regular.widthOfTextAtSize(label, numberSize)
    page.drawText(label, {
      x: left + (table.widths.number - labelWidth) / 2,
      y: rowTop - rowHeight / 2 - (CAP_HEIGHT * numberSize) / 2,
      size: numberSize,
      font: fonts.regular,
      color: MUTED,
    })
  }

  const bodyTop = tableTop - headerHeight
  for (let day = 1; day < DAYS; day++) {
    const y = bodyTop - day * rowHeight
    page.drawLine({ start: { x: left, y }, end: { x: tableRight, y }, thickness: 0.4, color: GRID })
  }
  for (const columnLeft of columnX.slice(1)) {
    page.drawLine({
      start: { x: columnLeft, y: tableTop - headerHeight },
      end: { x: columnLeft, y: tableTop - tableHeight },
      thickness: 0.4,
      color: GRID,
    })
  }
  page.drawRectangle({
    x: left,
    y: tableTop - tableHeight,
    width: tableRight - left,
    height: tableHeight,
    borderColor: ROSE,
    borderWidth: 0.8,
  })

  // Legend, then the disclaimer and footer.
  let legendY = legendTop - LEGEND_HEADING_SIZE
  page.drawText(text.howTo, { x: left, y: legendY, size: LEGEND_HEADING_SIZE, font: fonts.bold, color: ROSE })
  legendY -= LEGEND_HEADING_SIZE * 0.6 + LEGEND_LINE
  legend.columns.forEach((entries, column) => {
    const columnX = left + (column * (contentWidth + LEGEND_GAP)) / 2
    let y = legendY
    for (const entry of entries) {
      for (const runs of entry) {
        drawRuns(page, runs, columnX, y, LEGEND_SIZE, INK)
        y -= LEGEND_LINE
      }
      y -= LEGEND_ENTRY_GAP
    }
  })

  const disclaimerSize = fitSize(text.disclaimer, fonts.regular, 7.5, contentWidth)
  page.drawText(text.disclaimer, {
    x: left,
    y: disclaimerBaseline,
    size: disclaimerSize,
    font: fonts.regular,
    color: MUTED,
  })
  page.drawLine({
    start: { x: left, y: footerBaseline + 9 },
    end: { x: right, y: footerBaseline + 9 },
    thickness: 0.5,
    color: GRID,
  })
  const footerSize = 8
  page.drawText(SITE_HOST, { x: left, y: footerBaseline, size: footerSize, font: fonts.bold, color: ROSE })
  const pageLabel = text.page(pageNumber, CHART_PAGES)
  page.drawText(pageLabel, {
    x: right - fonts.regular.widthOfTextAtSize(pageLabel, footerSize),
    y: footerBaseline,
    size: footerSize,
    font: fonts.regular,
    color: MUTED,
  })
}

export async function buildTrackingChart(locale: Locale): Promise<Uint8Array> {
  const text = chartText(locale)
  // Without this pdf-lib stamps the current time and its own name into the info dictionary.
  const pdfDoc = await PDFDocument.create({ updateMetadata: false })
  pdfDoc.registerFontkit(fontkit)
  const files = loadFontFiles()
  const fonts: Fonts = {
    regular: await pdfDoc.embedFont(files.regular, {
      subset: true,
      customName: `${subsetTag(`${locale} regular`)}+DejaVuSans`,
    }),
    bold: await pdfDoc.embedFont(files.bold, {
      subset: true,
      customName: `${subsetTag(`${locale} bold`)}+DejaVuSans-Bold`,
    }),
  }

  pdfDoc.setTitle(text.title, { showInWindowTitleBar: true })
  pdfDoc.setAuthor('FertilityCalc')
  pdfDoc.setSubject(text.subject)
  // pdf-lib joins keywords with spaces, which runs multi-word phrases together; commas keep them apart.
  pdfDoc.setKeywords([text.keywords.join(', ')])
  pdfDoc.setLanguage(locale)
  pdfDoc.setCreator('FertilityCalc')
  pdfDoc.setProducer('FertilityCalc')
  pdfDoc.setCreationDate(DOCUMENT_DATE)
  pdfDoc.setModificationDate(DOCUMENT_DATE)

  const size = CHART_PAGE_SIZE[locale]
  const contentWidth = size[0] - 2 * MARGIN
  const table = layoutColumns(text, fonts.bold, contentWidth)
  const legend = layoutLegend(text, fonts, contentWidth)
  for (let n = 1; n <= CHART_PAGES; n++) {
    drawPage(pdfDoc.addPage([size[0], size[1]]), text, fonts, table, legend, n)
  }
  return pdfDoc.save()
}

const entry = process.argv[1]
if (entry && import.meta.url === pathToFileURL(entry).href) {
  const outDir = new URL('../public/downloads/', import.meta.url)
  mkdirSync(outDir, { recursive: true })
  for (const locale of locales) {
    const bytes = await buildTrackingChart(locale)
    const name = chartFileName(locale)
    writeFileSync(new URL(name, outDir), bytes)
    console.log(`${name}  ${(bytes.length / 1024).toFixed(1)} KB`)
  }
}
