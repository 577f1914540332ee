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
import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from 'pdf-lib'
import { trackingChartFile } from '../client/content/tracking-chart-file.ts'
import { type Locale, locales } from '../client/i18n/locales.ts'

export const CHART_PAGES = 3

/** Width × height in PDF points, portrait. */
export type PageSize = readonly [width: number, height: number]
export const LETTER: PageSize = [612, 792]
export const A4: PageSize = [595.28, 841.89]
/** US readers print on Letter; everywhere else the other four languages are read, A4 is the norm. */
export const CHART_PAGE_SIZE: Record<Locale, PageSize> = { en: LETTER, fr: A4, ru: A4, es: A4, pt: A4 }

/** The site links the same file names (client/content/tracking-chart-file.ts). */
export const chartFileName = trackingChartFile

type ColumnKey =
  | 'number'
  | 'date'
  | 'cycleDay'
  | 'period'
  | 'temperature'
  | 'mucus'
  | 'lh'
  | 'intercourse'
  | 'notes'

export interface ChartText {
  title: string
  subject: string
  keywords: string[]
  month: (n: number) => string
  page: (n: number, total: number) => string
  /** What follows a label; French puts a no-break space before the colon. */
  colon: string
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

// No-break spaces (\u00a0) keep a sign or tick on the same line as the word it belongs to.
export const CHART_TEXT: Record<Locale, ChartText> = {
  en: {
    title: 'Ovulation Tracking Chart',
    subject:
      'Printable three-month chart for recording your period, basal body temperature, cervical mucus, LH tests and intercourse.',
    keywords: ['ovulation chart', 'fertility chart', 'basal body temperature', 'cervical mucus', 'LH test'],
    month: (n) => `Month ${n}`,
    page: (n, total) => `Page ${n} of ${total}`,
    colon: ':',
    name: 'Name',
    monthYear: 'Month / year',
    columns: {
      number: '#',
      date: 'Date',
      cycleDay: 'Cycle day',
      period: 'Period',
      temperature: 'Basal temperature',
      mucus: 'Cervical mucus',
      lh: 'LH test',
      intercourse: 'Intercourse',
      notes: 'Notes',
    },
    howTo: 'How to fill in',
    cycleDayHowTo: 'day\u00a01 is the first day of your period (not counting spotting)',
    periodValues: 'spotting / light / medium / heavy',
    temperatureHowTo: 'take it on waking, before getting up, at the same time each day',
    mucusValues: 'dry / sticky / creamy / watery / egg-white',
    lhValues: '+\u00a0positive / −\u00a0negative',
    intercourseValue: 'mark with\u00a0✓',
    disclaimer: 'For general information only; not medical advice.',
  },
  fr: {
    title: 'Tableau de suivi de l’ovulation',
    subject:
      'Tableau à imprimer sur trois mois pour noter vos règles, votre température basale, votre glaire cervicale, vos tests LH et vos rapports sexuels.',
    keywords: [
      'courbe de température',
      'suivi de l’ovulation',
      'température basale',
      'glaire cervicale',
      'test LH',
    ],
    month: (n) => `Mois ${n}`,
    page: (n, total) => `Page ${n} sur ${total}`,
    colon: '\u00a0:',
    name: 'Nom',
    monthYear: 'Mois / année',
    columns: {
      number: 'N°',
      date: 'Date',
      cycleDay: 'Jour du cycle',
      period: 'Règles',
      temperature: 'Température basale',
      mucus: 'Glaire cervicale',
      lh: 'Test LH',
      intercourse: 'Rapport sexuel',
      notes: 'Notes',
    },
    howTo: 'Comment le remplir',
    cycleDayHowTo: 'le jour\u00a01 est le premier jour des règles (sans compter les traces)',
    periodValues: 'traces / légères / moyennes / abondantes',
    temperatureHowTo: 'à prendre au réveil, avant de vous lever, à la même heure chaque jour',
    mucusValues: 'sèche / collante / crémeuse / aqueuse / blanc d’œuf',
    lhValues: '+\u00a0positif / −\u00a0négatif',
    intercourseValue: 'cochez\u00a0✓',
    disclaimer: 'À titre d’information générale uniquement. Ne remplace pas un avis médical.',
  },
  ru: {
    title: 'Таблица отслеживания овуляции',
    subject:
      'Таблица для печати на три месяца: месячные, базальная температура, цервикальная слизь, тесты на овуляцию (ЛГ) и половые акты.',
    keywords: ['график овуляции', 'базальная температура', 'цервикальная слизь', 'тест на овуляцию', 'ЛГ'],
    month: (n) => `Месяц ${n}`,
    page: (n, total) => `Страница ${n} из ${total}`,
    colon: ':',
    name: 'Имя',
    monthYear: 'Месяц / год',
    columns: {
      number: '№',
      date: 'Дата',
      cycleDay: 'День цикла',
      period: 'Месячные',
      temperature: 'Базальная температура',
      mucus: 'Цервикальная слизь',
      lh: 'Тест на ЛГ',
      intercourse: 'Половой акт',
      notes: 'Заметки',
    },
    howTo: 'Как заполнять',
    cycleDayHowTo: 'день\u00a01\u00a0— первый день месячных (мажущие выделения не в счёт)',
    periodValues: 'мажущие / скудные / умеренные / обильные',
    temperatureHowTo: 'измеряйте сразу после пробуждения, не вставая с постели, в одно и то же время',
    mucusValues: 'сухо / липкая / кремообразная / водянистая / как яичный\u00a0белок',
    lhValues: '+\u00a0положительный / −\u00a0отрицательный',
    intercourseValue: 'отметьте\u00a0✓',
    disclaimer: 'Только для общего ознакомления; не является медицинской рекомендацией.',
  },
  es: {
    title: 'Tabla de seguimiento de la ovulación',
    subject:
      'Tabla imprimible de tres meses para anotar tu menstruación, temperatura basal, moco cervical, pruebas de LH y relaciones sexuales.',
    keywords: ['tabla de ovulación', 'temperatura basal', 'moco cervical', 'prueba de ovulación', 'LH'],
    month: (n) => `Mes ${n}`,
    page: (n, total) => `Página ${n} de ${total}`,
    colon: ':',
    name: 'Nombre',
    monthYear: 'Mes / año',
    columns: {
      number: 'N.º',
      date: 'Fecha',
      cycleDay: 'Día del ciclo',
      period: 'Menstruación',
      temperature: 'Temperatura basal',
      mucus: 'Moco cervical',
      lh: 'Prueba de LH',
      intercourse: 'Relaciones sexuales',
      notes: 'Notas',
    },
    howTo: 'Cómo completarla',
    cycleDayHowTo: 'el día\u00a01 es el primer día de la menstruación (sin contar el manchado)',
    periodValues: 'manchado / leve / moderada / abundante',
    temperatureHowTo: 'tómala al despertar, antes de levantarte, a la misma hora cada día',
    mucusValues: 'seco / pegajoso / cremoso / acuoso / clara de\u00a0huevo',
    lhValues: '+\u00a0positiva / −\u00a0negativa',
    intercourseValue: 'marca con\u00a0✓',
    disclaimer: 'Solo con fines informativos; no sustituye el consejo médico.',
  },
  pt: {
    title: 'Tabela de acompanhamento da ovulação',
    subject:
      'Tabela para imprimir com três meses para anotar sua menstruação, temperatura basal, muco cervical, testes de LH e relações sexuais.',
    keywords: ['tabela de ovulação', 'temperatura basal', 'muco cervical', 'teste de ovulação', 'LH'],
    month: (n) => `Mês ${n}`,
    page: (n, total) => `Página ${n} de ${total}`,
    colon: ':',
    name: 'Nome',
    monthYear: 'Mês / ano',
    columns: {
      number: 'Nº',
      date: 'Data',
      cycleDay: 'Dia do ciclo',
      period: 'Menstruação',
      temperature: 'Temperatura basal',
      mucus: 'Muco cervical',
      lh: 'Teste de LH',
      intercourse: 'Relação sexual',
      notes: 'Observações',
    },
    howTo: 'Como preencher',
    cycleDayHowTo: 'o dia\u00a01 é o primeiro dia da menstruação (sem contar o escape)',
    periodValues: 'escape / fraca / moderada / intensa',
    temperatureHowTo: 'meça ao acordar, antes de se levantar, sempre no mesmo horário',
    mucusValues: 'seco / pegajoso / cremoso / aquoso / clara de\u00a0ovo',
    lhValues: '+\u00a0positivo / −\u00a0negativo',
    intercourseValue: 'marque com\u00a0✓',
    disclaimer: 'Apenas para informação geral; não substitui a orientação médica.',
  },
}

const SITE_URL = 'fertilitycalc.org'
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
const COLUMN_ORDER: readonly ColumnKey[] = [
  'number',
  'date',
  'cycleDay',
  'period',
  'temperature',
  'mucus',
  'lh',
  'intercourse',
  'notes',
]
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
    pairs.map(([label, value]) =>
      wrapLabelled(`${label}${text.colon}`, value, fonts, LEGEND_SIZE, columnWidth),
    )
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
  const nameLabel = `${text.name}${text.colon}`
  const monthYearLabel = `${text.monthYear}${text.colon}`
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
  page.drawText(SITE_URL, { x: left, y: footerBaseline, size: footerSize, font: fonts.bold, color: ROSE })
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
  const text = CHART_TEXT[locale]
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
