import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { SignsCycleSheet } from '../../client/components/cycles/SignsCycleSheet.tsx'
import { messagesFor } from '../../client/i18n/messages.server.ts'
import type { SignsCycle } from '../../core/calc/body-signs/cycle-days.ts'
import { ovulationEvidence } from '../../core/calc/body-signs/ovulation-evidence.ts'
import type { DaySigns } from '../../core/calc/body-signs/signs.ts'
import type { Locale } from '../../core/i18n/locales.ts'
import { chart, d, EXAMPLE_TEMPS } from './support/body-signs-chart.ts'

/*
 * Issue 51, item 4: one cycle's chart and its table, as a reader gets them. The worked cycle: a
 * period from 1 to 5 November, the next on 29 November; six valid lows from 8 November (coverline
 * 36.55 °C on 11 November), higher readings from 14 November, mucus peak 12 November, a positive LH
 * test on 11 November, a disturbed 37.10 °C on 3 November and no reading on 5 November.
 */
const TEMPS = [...['36.50', '36.45', '37.10d', '36.50', '', '36.45', '36.60'], ...EXAMPLE_TEMPS]
const MUCUS = [
  ...['', '', '', '', '', 'Ø', 't'],
  ...['t', 't', 'S', 'S', 'S+', 'S', 't', 't', 't', 't', 't', 't', 't', 't'],
]
/** Valid readings: 19 days, one disturbed and one not taken. */
const VALID_READINGS = 17

function worked(lh: Record<string, 'positive' | 'negative'> = { '2026-11-11': 'positive' }): SignsCycle {
  return {
    start: d('2026-11-01'),
    next: d('2026-11-29'),
    period: { start: d('2026-11-01'), end: d('2026-11-05'), excluded: false },
    days: chart('2026-11-01', TEMPS, MUCUS, { '2026-11-10': 'negative', ...lh }),
  }
}

function render(cycle: SignsCycle, locale: Locale, unit: 'C' | 'F' = 'C') {
  const html = renderToString(
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <SignsCycleSheet cycle={cycle} evidence={ovulationEvidence(cycle)} unit={unit} />
    </IntlProvider>,
  )
  const text = (fragment: string) =>
    fragment
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/[ \t\n]+/g, ' ')
      .trim()
  const image = (from: number) => html.slice(from, html.indexOf('</svg>', from) + 6)
  const svg = image(html.indexOf('<svg role="img"'))
  /** The left margin pinned while the days scroll: the unit, the axis figures, the rows' names. */
  const axis = image(html.indexOf('<svg class="signs-chart-axis"'))
  const tbody = html.slice(html.indexOf('<tbody>'), html.indexOf('</tbody>'))
  const rows = [...tbody.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row]) =>
    [...(row as string).matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell]) => text(cell as string)),
  )
  const count = (pattern: RegExp) => svg.match(pattern)?.length ?? 0
  return { html, svg, axis, rows, count, text: text(html) }
}

const row = (rows: string[][], cycleDay: number) => rows.find((cells) => cells[1] === String(cycleDay)) ?? []

describe('the body-signs table', () => {
  it('has a row per logged day, each with its date, temperature, mucus, LH, period and the rule that marks it', () => {
    const { rows, html } = render(worked(), 'en')
    expect(html).toMatch(/<caption>Body signs day by day, Nov[^<]*1[^<]*28, 2026<\/caption>/)
    expect(html).toContain('<th scope="col">What the rules read</th>')
    expect(rows).toHaveLength(21)
    expect(row(rows, 1)).toEqual(['Nov 1', '1', '36.50\u00a0°C', '', '', 'period day', ''])
    expect(row(rows, 3)[2]).toBe('37.10\u00a0°C, left out (disturbed)')
    expect(row(rows, 5)).toEqual(['Nov 5', '5', '', '', '', 'period day', ''])
    expect(row(rows, 8)).toEqual([
      'Nov 8',
      '8',
      '36.40\u00a0°C',
      'dry (t)',
      '',
      '',
      'one of the six lower readings',
    ])
    expect(row(rows, 10)[4]).toBe('negative')
    expect(row(rows, 11)).toEqual([
      'Nov 11',
      '11',
      '36.55\u00a0°C',
      'creamy, sticky (S)',
      'positive',
      '',
      'coverline: highest of the six first positive LH test',
    ])
    expect(row(rows, 12)[6]).toBe('one of the six lower readings mucus peak ovulation (confirmed)')
    expect(row(rows, 13)[6]).toBe('one of the six lower readings peak + 1 ovulation (confirmed)')
    expect(row(rows, 14)[6]).toBe('1st higher reading peak + 2')
    expect(row(rows, 15)[6]).toBe('2nd higher reading peak + 3')
    expect(row(rows, 16)[6]).toBe('3rd higher reading temperature rise confirmed (3 over 6)')
    expect(row(rows, 21)).toEqual(['Nov 21', '21', '', 'dry (t)', '', '', ''])
  })

  it('names a higher reading that fell back, and mucus the visitor left out', () => {
    const days = chart(
      '2026-11-01',
      ['36.40', '36.45', '36.50', '36.55', '36.45', '36.50', '36.70', '36.50', '36.70', '36.80'],
      ['t', 't', 'S', 'S'],
    )
    days[3] = { ...days[3], mucus: { feeling: 'moist', appearance: 'creamy', excluded: true } } as DaySigns
    const cycle = {
      start: d('2026-11-01'),
      next: null,
      period: { start: d('2026-11-01'), excluded: false },
      days,
    }
    const { rows, svg } = render(cycle, 'en')
    expect(row(rows, 4)[3]).toBe('creamy, sticky (S), left out')
    expect(svg).toContain('class="signs-chart-code is-excluded">(S)</text>')
    expect(row(rows, 8)[6]).toBe('on or below the coverline: not counted')
    expect(row(rows, 9)[6]).toBe('2nd higher reading')
    expect(row(rows, 10)[6]).toBe('3rd higher reading temperature rise confirmed (3 over 6)')
    // A period with no last day logged: its first day alone is a period day.
    expect(rows.filter((cells) => cells[5] === 'period day')).toHaveLength(1)
  })

  it('is the same in Russian, with decimal commas and the rules in Russian', () => {
    const { rows } = render(worked(), 'ru')
    expect(row(rows, 3)[2]).toBe('37,10\u00a0°C, не учитывается (нарушенное измерение)')
    expect(row(rows, 11)[2]).toBe('36,55\u00a0°C')
    expect(row(rows, 11)[6]).toBe(
      'покровная линия: наибольшая из шести первый положительный тест на овуляцию',
    )
    expect(row(rows, 14)[6]).toBe('1-я повышенная температура пик + 2')
  })
})

describe('the body-signs chart', () => {
  it('draws a point for each valid reading, the disturbed one hollow, and the three higher readings as squares', () => {
    const { count, svg } = render(worked(), 'en')
    expect(count(/class="signs-chart-point/g)).toBe(VALID_READINGS)
    expect(count(/class="signs-chart-point is-higher"/g)).toBe(3)
    expect(count(/class="signs-chart-disturbed"/g)).toBe(1)
    // One line through the valid readings only.
    const line = svg.match(/<polyline class="signs-chart-line" points="([^"]+)"/)?.[1] ?? ''
    expect(line.split(' ')).toHaveLength(VALID_READINGS)
    // One column per day from 1 to 28 November: the cycle days are written 1 to 28.
    expect(count(/<text[^>]*>28<\/text>/g)).toBeGreaterThan(0)
    expect(count(/<text[^>]*>29<\/text>/g)).toBe(0)
    // The period blocks and the mucus bars are one path each: a block or a bar per sub-path.
    const blocks = (name: string) =>
      (svg.match(new RegExp(`class="${name}" d="([^"]*)"`))?.[1] ?? '').split('M').length - 1
    expect(blocks('signs-chart-period')).toBe(5)
    expect(blocks('signs-chart-bar')).toBe(16)
    expect(count(/class="signs-chart-lh is-positive"/g)).toBe(1)
    expect(count(/class="signs-chart-lh"/g)).toBe(1)
    expect(count(/class="signs-chart-peak"/g)).toBe(1)
  })

  it('is one image with a short name, and its legend and the ovulation range are text', () => {
    const { svg, text } = render(worked(), 'en')
    expect(svg).toMatch(
      /^<svg role="img" aria-label="Chart of the body signs day by day; the table below gives the same"/,
    )
    expect(text).toMatch(
      /Ovulation confirmed by temperature and mucus \(the double check\): November 12\s*–\s*13, 2026\./,
    )
    expect(svg).toContain('Ovulation (confirmed)</text>')
    expect(text).toContain('hollow dot: disturbed reading, left out of the rule and not joined')
  })

  it('writes the coverline and the axis in the language: 36,55 °C in Russian', () => {
    const { svg, axis, text } = render(worked(), 'ru')
    expect(svg).toMatch(/<text[^>]*>36,55\u00a0°C<\/text>/)
    expect(axis).toMatch(/<text[^>]*>36,5<\/text>/)
    expect(axis).toContain('>°C</text>')
    expect(axis).toContain('aria-hidden="true"')
    expect(text).toMatch(
      /Овуляция подтверждена температурой и слизью \(двойная проверка\): 12\s*–\s*13 ноября 2026\sг\.(?!\.)/,
    )
  })

  it('in °F: the axis and the coverline converted', () => {
    const { svg, axis, rows } = render(worked(), 'en', 'F')
    // 36.55 °C is 97.79 °F.
    expect(svg).toMatch(/<text[^>]*>97\.79\u00a0°F<\/text>/)
    expect(axis).toContain('>°F</text>')
    expect(row(rows, 11)[2]).toBe('97.79\u00a0°F')
  })

  it('an LH test alone: ovulation likely, labelled apart from a confirmed one', () => {
    const cycle = worked()
    cycle.days = cycle.days.map(({ date, lh }) => (lh ? { date, lh } : { date }))
    const { svg, text } = render(cycle, 'en')
    expect(text).toMatch(/Ovulation likely after the positive LH test: November 12\s*–\s*13, 2026\./)
    expect(svg).toContain('Ovulation likely (LH)</text>')
    expect(svg).toContain('class="signs-chart-ovulation-band is-likely"')
    expect(count(svg, /class="signs-chart-point/g)).toBe(0)
  })

  it('sex, the reading’s time and a note: a dot in their own row, and columns of the table only when a day has them (issue 60, item 5)', () => {
    const plain = render(worked(), 'en')
    expect(count(plain.svg, /class="signs-chart-sex"/g)).toBe(0)
    expect(plain.html).not.toContain('>Sex</th>')
    expect(plain.html).not.toContain('>Note</th>')
    const cycle = worked()
    cycle.days = cycle.days.map((day) =>
      day.date.day === 12
        ? { ...day, sex: true, note: 'Spotting <b>light</b>' }
        : day.date.day === 14 && day.temperature
          ? { ...day, sex: true, temperature: { ...day.temperature, time: '06:30' } }
          : day,
    )
    const { svg, axis, html, rows } = render(cycle, 'en')
    expect(count(svg, /class="signs-chart-sex"/g)).toBe(2)
    expect(axis).toContain('>Sex</text>')
    expect(html).toContain('dot: sex that day')
    expect(row(rows, 14)[2]).toBe('36.75\u00a0°C at\u00a006:30')
    expect(row(rows, 14).slice(-2)).toEqual(['yes', ''])
    // The note is text: its markup is shown, never run.
    expect(row(rows, 12).slice(-2)).toEqual(['yes', 'Spotting &lt;b&gt;light&lt;/b&gt;'])
  })

  it('bleeding and the cervix: marks in their own rows, told in words in columns only when a day has them (issue 60, item 5)', () => {
    const plain = render(worked(), 'fr')
    expect(plain.svg).not.toContain('signs-chart-flow')
    expect(plain.html).not.toContain('>Col de l’utérus</th>')
    const cycle = worked()
    const signs: Record<number, Partial<DaySigns>> = {
      1: { bleeding: 'heavy' },
      2: { bleeding: 'light' },
      9: { bleeding: 'spotting', cervix: { opening: 'closed', firmness: 'firm', position: 'low' } },
      12: {
        cervix: { opening: 'partlyOpen', firmness: 'soft' },
        lh: 'positive',
        lhTests: [
          { result: 'negative', time: '10:00' },
          { result: 'positive', time: '18:00' },
        ],
      },
      13: { cervix: { position: 'high' } },
    }
    cycle.days = cycle.days.map((day) => ({ ...day, ...signs[day.date.day] }))
    const { svg, axis, html, rows } = render(cycle, 'fr')
    // Heavy is three bars and light one, in one path; spotting is a ring.
    expect(
      (svg.match(/class="signs-chart-flow" d="([^"]*)"/g) ?? []).map((path) => path.split('M').length - 1),
    ).toEqual([3, 1])
    expect(count(svg, /class="signs-chart-spotting"/g)).toBe(1)
    // Closed and filled; partly open with its dot; not noted, dashed.
    expect(count(svg, /class="signs-chart-cervix is-closed"/g)).toBe(1)
    expect(count(svg, /class="signs-chart-cervix is-partlyOpen"/g)).toBe(1)
    expect(count(svg, /class="signs-chart-cervix-dot"/g)).toBe(1)
    expect(count(svg, /class="signs-chart-cervix is-unknown"/g)).toBe(1)
    expect(axis).toContain('>Saignements</text>')
    expect(axis).toContain('>Col</text>')
    expect(html).toContain('petit anneau\u00a0: spotting')
    // In words, the cervix agreeing with « col » (masculine), beside the mucus.
    expect(row(rows, 9)).toContain('fermé, ferme, bas')
    expect(row(rows, 9)).toContain('spotting')
    expect(row(rows, 12)).toContain('entrouvert, mou')
    // Several LH tests in a day, each with its time (issue 60, item 5).
    expect(row(rows, 12)).toContain('négatif à 10:00, positif à 18:00')
    expect(row(rows, 13)).toContain('haut')
    expect(row(rows, 1)).toContain('flux abondant')
  })

  it('the current cycle runs to its last logged day, or to the end of a likely range after it', () => {
    const cycle = { ...worked({}), next: null }
    cycle.days = cycle.days.slice(0, 12)
    const { svg, rows } = render(cycle, 'en')
    expect(count(svg, /class="signs-chart-date"/g)).toBe(12)
    expect(rows).toHaveLength(12)
    cycle.days = [...cycle.days.slice(0, 11), { date: d('2026-11-12'), lh: 'positive' }]
    const likely = render(cycle, 'en')
    // Positive on 12 November: ovulation likely 13 or 14 November, so the chart runs to the 14th.
    expect(count(likely.svg, /class="signs-chart-date"/g)).toBe(14)
    expect(likely.rows.map((cells) => cells[6])).toContain('ovulation likely (LH test)')
    expect(row(likely.rows, 14)).toEqual(['Nov 14', '14', '', '', '', '', 'ovulation likely (LH test)'])
  })
})

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0
