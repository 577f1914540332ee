import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { locales } from '../../core/i18n/locales.ts'
import {
  A4,
  buildTrackingChart,
  CHART_PAGE_SIZE,
  CHART_PAGES,
  chartFileName,
  chartText,
  LETTER,
} from '../../scripts/tracking-chart.ts'

/** BaseFont names of every font dictionary in the document. */
function fontNames(pdfDoc: PDFDocument): string[] {
  const names: string[] = []
  for (const [, object] of pdfDoc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Font')) continue
    const baseFont = object.get(PDFName.of('BaseFont'))
    if (baseFont instanceof PDFName) names.push(baseFont.decodeText())
  }
  return names
}

describe('the printable ovulation tracking chart', () => {
  it('uses US Letter for English and A4 for the other languages', () => {
    expect(LETTER).toEqual([612, 792])
    expect(A4).toEqual([595.28, 841.89])
    expect(CHART_PAGE_SIZE).toEqual({ en: LETTER, fr: A4, ru: A4, es: A4, pt: A4 })
  })

  it('has every text in every language', () => {
    const keys = Object.keys(chartText('en')).sort()
    const columns = Object.keys(chartText('en').columns).sort()
    for (const locale of locales) {
      expect(Object.keys(chartText(locale)).sort()).toEqual(keys)
      expect(Object.keys(chartText(locale).columns).sort()).toEqual(columns)
      for (const value of Object.values(chartText(locale).columns)) expect(value.trim()).not.toBe('')
    }
  })

  describe.each(locales)('in %s', (locale) => {
    it('is named by language', () => {
      expect(chartFileName(locale)).toBe(`ovulation-tracking-chart-${locale}.pdf`)
    })

    it('is a PDF of three pages of the right paper, with its metadata and fonts', async () => {
      const bytes = await buildTrackingChart(locale)
      expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
      // Subset fonts keep the download small.
      expect(bytes.length).toBeLessThan(150 * 1024)

      const pdfDoc = await PDFDocument.load(bytes, { updateMetadata: false })
      expect(CHART_PAGES).toBe(3)
      expect(pdfDoc.getPageCount()).toBe(CHART_PAGES)
      const [width, height] = CHART_PAGE_SIZE[locale]
      for (const page of pdfDoc.getPages()) {
        expect(page.getWidth()).toBeCloseTo(width, 2)
        expect(page.getHeight()).toBeCloseTo(height, 2)
      }

      expect(pdfDoc.getTitle()).toBe(chartText(locale).title)
      expect(pdfDoc.getAuthor()).toBe('FertilityCalc')
      expect(pdfDoc.getCreator()).toBe('FertilityCalc')
      expect(pdfDoc.getProducer()).toBe('FertilityCalc')
      expect(pdfDoc.getCreationDate()?.toISOString()).toBe('2026-01-01T00:00:00.000Z')
      expect(pdfDoc.getModificationDate()?.toISOString()).toBe('2026-01-01T00:00:00.000Z')
      const lang = pdfDoc.catalog.get(PDFName.of('Lang'))
      expect(lang).toBeInstanceOf(PDFString)
      expect((lang as PDFString).decodeText()).toBe(locale)

      const names = fontNames(pdfDoc)
      expect(names.some((name) => /^[A-Z]{6}\+DejaVuSans$/.test(name))).toBe(true)
      expect(names.some((name) => /^[A-Z]{6}\+DejaVuSans-Bold$/.test(name))).toBe(true)
    })

    it('comes out byte for byte the same on every build', async () => {
      const first = await buildTrackingChart(locale)
      const second = await buildTrackingChart(locale)
      expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true)
    })
  })
})
