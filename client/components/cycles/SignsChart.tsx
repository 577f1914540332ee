import { type ReactNode, useState } from 'react'
import { useIntl } from 'react-intl'
import {
  type ChartDay,
  type SignsChartModel,
  signsChartModel,
} from '../../../core/calc/body-signs/chart-days.ts'
import type { SignsCycle } from '../../../core/calc/body-signs/cycle-days.ts'
import type { OvulationEvidence } from '../../../core/calc/body-signs/ovulation-evidence.ts'
import { type Bleeding, type Cervix, mucusValue } from '../../../core/calc/body-signs/signs.ts'
import { formatDateRange } from '../../../core/calc/temporal.ts'
import type { MessageKey } from '../../../core/i18n/message-key.ts'
import { TableScroll } from '../TableScroll.tsx'
import { inUnit, MUCUS_CODE, useChartWords } from './chart-words.ts'

/**
 * One cycle's body signs as a chart (issue 51, item 4): hand-written SVG in fixed pixel sizes, with
 * nothing measured, so a cycle draws in one pass on a slow phone. One column per day; the chart is as
 * wide as its days and scrolls sideways inside its own region on a narrow screen. Every mark has a
 * shape of its own (dot, hollow dot, square, dashed line, bar, triangle, diamond, block, band): colour
 * only repeats it. The SVG is one image with a short name; `SignsTable` says the same in words.
 */

const COL = 24
/** The left margin: the axis figures and the rows' names ("День цикла", "Jour du cycle") at 11 px. */
const LEFT = 92
/** The right margin: the coverline's value stands there, clear of the readings ("36,55 °C", "97.79°F"). */
const RIGHT = 64
/** The band above the plot, for the ovulation label and the unit. */
const TOP = 22
const PLOT = 200
const ROW = 18
/** The mucus bar's height per quality step (t is one step, S+ five). */
const BAR_STEP = 4
const BAR_ROW = BAR_STEP * 5 + 4
/** The cervix row: three heights (high, middle, low) for the circle, as on a paper chart. */
const CERVIX_ROW = 24

/** The rows under the plot, top to bottom: each one's top y. */
const ROWS = (() => {
  let y = TOP + PLOT + 4
  const next = (height: number) => {
    const top = y
    y += height
    return top
  }
  const rows = {
    code: next(ROW),
    bar: next(BAR_ROW),
    peak: next(ROW),
    cervix: next(CERVIX_ROW),
    lh: next(ROW),
    sex: next(ROW),
    bleeding: next(ROW),
    period: next(ROW),
    cycleDay: next(ROW),
    date: next(ROW),
  }
  return { ...rows, bottom: y + 4 }
})()

/** Each row's name, written once at the left; the mucus name stands by its codes and bars. */
const ROW_NAMES: readonly (readonly [number, MessageKey])[] = [
  [ROWS.code + 13, 'signs.chart.row.mucus'],
  [ROWS.peak + 13, 'signs.chart.row.peak'],
  [ROWS.cervix + 15, 'signs.chart.row.cervix'],
  [ROWS.lh + 13, 'signs.chart.row.lh'],
  [ROWS.sex + 13, 'signs.chart.row.sex'],
  [ROWS.bleeding + 13, 'signs.chart.row.bleeding'],
  [ROWS.period + 13, 'signs.chart.row.period'],
  [ROWS.cycleDay + 13, 'signs.chart.row.cycleDay'],
  [ROWS.date + 13, 'signs.chart.row.date'],
]

/**
 * The grid step: 0.1 °C, as the sympto-thermal paper chart is ruled (tz-eisprung.de,
 * "Temperaturauswertung"); 0.2 °F, the nearest even step (0.11 °C).
 */
const STEP = { C: 0.1, F: 0.2 } as const
/** Before any reading, the usual waking range, in steps: 36.0–37.0 °C, 96.8–98.6 °F. */
const EMPTY_RANGE = { C: [360, 370], F: [484, 493] } as const
/** At least this many steps tall, so a flat chart still shows its rise; at most this many figures. */
const MIN_STEPS = 6
const MAX_LABELS = 10

interface Scale {
  /** The lowest grid line, in steps of the unit. */
  low: number
  /** How many steps the plot spans. */
  span: number
  step: number
  y: (value: number) => number
}

function scaleFor(values: readonly number[], unit: 'C' | 'F'): Scale {
  const step = STEP[unit]
  // Steps as whole numbers: 36.55 / 0.1 is 365.4999…, so a hair of slack before rounding.
  const [low, high] =
    values.length === 0
      ? EMPTY_RANGE[unit]
      : [Math.floor(Math.min(...values) / step + 1e-6) - 1, Math.ceil(Math.max(...values) / step - 1e-6) + 1]
  const span = Math.max(high - low, MIN_STEPS)
  return { low, span, step, y: (value) => TOP + PLOT - ((value / step - low) / span) * PLOT }
}

const left = (index: number) => LEFT + index * COL
const mid = (index: number) => left(index) + COL / 2
/** A diamond (LH) or a triangle (mucus peak) centred on a column, as path data. */
const diamond = (cx: number, cy: number, r: number) =>
  `M${cx} ${cy - r}L${cx + r} ${cy}L${cx} ${cy + r}L${cx - r} ${cy}Z`
const triangle = (cx: number, cy: number, r: number) =>
  `M${cx} ${cy - r}L${cx + r} ${cy + r}L${cx - r} ${cy + r}Z`

function Grid({ days, scale }: { days: number; scale: Scale }) {
  const right = left(days)
  let lines = ''
  for (let s = 0; s <= scale.span; s++) lines += `M${LEFT} ${scale.y((scale.low + s) * scale.step)}H${right}`
  for (let i = 0; i <= days; i++) lines += `M${left(i)} ${TOP}V${TOP + PLOT}`
  return (
    <g className="signs-chart-grid">
      <path d={lines} />
    </g>
  )
}

/**
 * The left margin as an image of its own, pinned to the left of the scrolling region: the unit, the
 * axis figures and the rows' names stay in view on a phone while the days scroll under them (issue
 * 60, item 5). It covers the chart's empty margin exactly, so nothing moves where all days fit.
 * Hidden from assistive technology: the chart's name and the table say what it labels.
 */
function PinnedAxis({ scale, unit }: { scale: Scale; unit: 'C' | 'F' }) {
  return (
    <svg
      className="signs-chart-axis"
      aria-hidden="true"
      // Drawn over the chart's own margin, which is exactly as wide.
      style={{ marginRight: -LEFT }}
      width={LEFT}
      height={ROWS.bottom}
      viewBox={`0 0 ${LEFT} ${ROWS.bottom}`}
    >
      <rect className="signs-chart-axis-ground" width={LEFT} height={ROWS.bottom} />
      <AxisMarks scale={scale} unit={unit} />
    </svg>
  )
}

/** The unit, the axis figures and the rows' names, in the chart's left margin. */
function AxisMarks({ scale, unit }: { scale: Scale; unit: 'C' | 'F' }) {
  const intl = useIntl()
  const words = useChartWords(unit)
  const every = Math.ceil(scale.span / MAX_LABELS)
  const labels = []
  for (let s = 0; s <= scale.span; s++) {
    if ((scale.low + s) % every !== 0) continue
    const value = (scale.low + s) * scale.step
    labels.push(
      <text key={s} x={LEFT - 6} y={scale.y(value) + 4} textAnchor="end">
        {words.axis(value)}
      </text>,
    )
  }
  return (
    <>
      <g className="signs-chart-grid">
        <text x={LEFT - 6} y={TOP - 8} textAnchor="end">
          {unit === 'C' ? '°C' : '°F'}
        </text>
        {labels}
      </g>
      {ROW_NAMES.map(([y, name]) => (
        <text key={name} x={4} y={y} className="signs-chart-row-name">
          {intl.formatMessage({ id: name })}
        </text>
      ))}
    </>
  )
}

function Ovulation({ model, unit }: { model: SignsChartModel; unit: 'C' | 'F' }) {
  const words = useChartWords(unit)
  const { ovulation, days } = model
  if (!ovulation) return null
  const from = days.findIndex((day) => day.date.equals(ovulation.range.start))
  const to = days.findIndex((day) => day.date.equals(ovulation.range.end))
  if (from < 0 || to < 0) return null
  // The label reads rightwards from the band, or leftwards from its end near the chart's right edge.
  const nearEnd = from > days.length - 6
  return (
    <g className="signs-chart-ovulation">
      <rect
        className={
          ovulation.confirmed ? 'signs-chart-ovulation-band' : 'signs-chart-ovulation-band is-likely'
        }
        x={left(from)}
        y={TOP}
        width={(to - from + 1) * COL}
        height={PLOT}
      />
      <text x={nearEnd ? left(to + 1) : left(from)} y={TOP - 8} textAnchor={nearEnd ? 'end' : 'start'}>
        {words.message(
          ovulation.confirmed ? 'signs.chart.mark.ovulationConfirmed' : 'signs.chart.mark.ovulationLikely',
        )}
      </text>
    </g>
  )
}

/**
 * The mucus bars and the period blocks, each set as one path: a cycle draws dozens of them, and one
 * element per set keeps the chart's element count, and so its render, small.
 */
function Blocks({ days }: { days: readonly ChartDay[] }) {
  let bars = ''
  let periods = ''
  days.forEach((day, index) => {
    const mucus = day.signs?.mucus
    if (mucus && !mucus.excluded) {
      const height = (mucusValue(mucus) + 1) * BAR_STEP
      bars += `M${mid(index) - 4} ${ROWS.bar + BAR_ROW - 2 - height}h8v${height}h-8Z`
    }
    if (day.period) periods += `M${left(index) + 3} ${ROWS.period + 3}h${COL - 6}v${ROW - 6}h${6 - COL}Z`
  })
  return (
    <>
      <path className="signs-chart-bar" d={bars} />
      <path className="signs-chart-period" d={periods} />
    </>
  )
}

/** How many bars a flow draws; spotting draws a small ring instead. */
const FLOW_BARS: Readonly<Record<Exclude<Bleeding, 'spotting'>, number>> = { light: 1, medium: 2, heavy: 3 }

/** A day's bleeding: one to three bars from light to heavy, a small ring for spotting. */
function BleedingMark({ bleeding, cx }: { bleeding: Bleeding; cx: number }) {
  const y = ROWS.bleeding + 4
  if (bleeding === 'spotting') return <circle className="signs-chart-spotting" cx={cx} cy={y + 5} r={2.5} />
  const bars = FLOW_BARS[bleeding]
  const first = cx - (bars * 5 - 2) / 2
  let d = ''
  for (let bar = 0; bar < bars; bar++) d += `M${first + bar * 5} ${y}h3v10h-3Z`
  return <path className="signs-chart-flow" d={d} />
}

/** The circle's centre in the cervix row: higher when the cervix sits higher. */
const CERVIX_Y = { high: 6, middle: 12, low: 18 } as const

/**
 * A day's cervix: a circle placed by its height, filled when closed, a ring with a dot when partly
 * open, a ring when open, dashed when its opening was not noted. Firmness is in the table.
 */
function CervixMark({ cervix, cx }: { cervix: Cervix; cx: number }) {
  const cy = ROWS.cervix + CERVIX_Y[cervix.position ?? 'middle']
  const opening = cervix.opening ?? 'unknown'
  return (
    <g className={`signs-chart-cervix is-${opening}`}>
      <circle cx={cx} cy={cy} r={4} />
      {opening === 'partlyOpen' ? (
        <circle className="signs-chart-cervix-dot" cx={cx} cy={cy} r={1.5} />
      ) : null}
    </g>
  )
}

/** One day's column under the plot: mucus code, peak, cervix, LH, sex, bleeding, cycle day and date. */
function DayRows({ day, index }: { day: ChartDay; index: number }) {
  const cx = mid(index)
  const mucus = day.signs?.mucus
  const value = mucus ? mucusValue(mucus) : null
  const lh = day.signs?.lh
  const peakPlus = day.marks.find((mark) => mark.kind === 'peakPlus')
  return (
    <>
      {mucus && value !== null ? (
        <text
          x={cx}
          y={ROWS.code + 13}
          className={mucus.excluded ? 'signs-chart-code is-excluded' : 'signs-chart-code'}
        >
          {mucus.excluded ? `(${MUCUS_CODE[value]})` : MUCUS_CODE[value]}
        </text>
      ) : null}
      {day.marks.some((mark) => mark.kind === 'peak') ? (
        <path className="signs-chart-peak" d={triangle(cx, ROWS.peak + 8, 5)} />
      ) : peakPlus?.kind === 'peakPlus' ? (
        <text x={cx} y={ROWS.peak + 13}>
          {peakPlus.n}
        </text>
      ) : null}
      {lh ? (
        <path
          className={lh === 'positive' ? 'signs-chart-lh is-positive' : 'signs-chart-lh'}
          d={diamond(cx, ROWS.lh + 9, 6)}
        />
      ) : null}
      {day.signs?.cervix ? <CervixMark cervix={day.signs.cervix} cx={cx} /> : null}
      {day.signs?.sex ? <circle className="signs-chart-sex" cx={cx} cy={ROWS.sex + 9} r={4} /> : null}
      {day.signs?.bleeding ? <BleedingMark bleeding={day.signs.bleeding} cx={cx} /> : null}
      <text x={cx} y={ROWS.cycleDay + 13}>
        {day.cycleDay}
      </text>
      <text x={cx} y={ROWS.date + 13} className="signs-chart-date">
        {day.date.day}
      </text>
    </>
  )
}

function Temperatures({
  model,
  scale,
  unit,
  width,
}: {
  model: SignsChartModel
  scale: Scale
  unit: 'C' | 'F'
  width: number
}) {
  const words = useChartWords(unit)
  const points: { index: number; y: number; day: ChartDay }[] = []
  const disturbed: { index: number; y: number }[] = []
  model.days.forEach((day, index) => {
    const temperature = day.signs?.temperature
    if (!temperature) return
    const y = scale.y(inUnit(temperature.hundredths, unit))
    if (temperature.disturbed) disturbed.push({ index, y })
    else points.push({ index, y, day })
  })
  const coverline = model.coverline === null ? null : scale.y(inUnit(model.coverline, unit))
  return (
    <g>
      {coverline === null ? null : (
        <g className="signs-chart-coverline">
          <path d={`M${LEFT} ${coverline}H${width - RIGHT}`} />
          <text x={width - RIGHT + 4} y={coverline + 4}>
            {words.temperature(model.coverline as number)}
          </text>
        </g>
      )}
      {/* The valid readings in date order, as the rule reads them: across a day without one, not through a disturbed one. */}
      <polyline
        className="signs-chart-line"
        points={points.map((point) => `${mid(point.index)},${point.y}`).join(' ')}
      />
      {disturbed.map(({ index, y }) => (
        <circle key={index} className="signs-chart-disturbed" cx={mid(index)} cy={y} r={4} />
      ))}
      {points.map(({ index, y, day }) => {
        const higher = day.marks.find((mark) => mark.kind === 'higher')
        return higher?.kind === 'higher' ? (
          <g key={index}>
            <rect
              className="signs-chart-point is-higher"
              x={mid(index) - 4.5}
              y={y - 4.5}
              width={9}
              height={9}
            />
            <text x={mid(index)} y={y - 8} className="signs-chart-count">
              {higher.n}
            </text>
          </g>
        ) : (
          <circle key={index} className="signs-chart-point" cx={mid(index)} cy={y} r={4} />
        )
      })}
    </g>
  )
}

function OvulationSentence({ model }: { model: SignsChartModel }) {
  const intl = useIntl()
  const { ovulation } = model
  if (!ovulation) return <p>{intl.formatMessage({ id: 'signs.chart.ovulationNone' })}</p>
  const dates = formatDateRange(ovulation.range.start, ovulation.range.end, intl.locale)
  return (
    <p>
      {intl.formatMessage(
        { id: ovulation.confirmed ? 'signs.chart.ovulationConfirmed' : 'signs.chart.ovulationLikely' },
        { dates },
      )}
    </p>
  )
}

/** Each mark's shape, drawn as the chart draws it, beside its meaning. */
const LEGEND: readonly (readonly [MessageKey, ReactNode])[] = [
  ['signs.chart.legend.reading', <circle key="c" className="signs-chart-point" cx={12} cy={8} r={4} />],
  ['signs.chart.legend.disturbed', <circle key="c" className="signs-chart-disturbed" cx={12} cy={8} r={4} />],
  [
    'signs.chart.legend.higher',
    <rect key="r" className="signs-chart-point is-higher" x={7.5} y={3.5} width={9} height={9} />,
  ],
  ['signs.chart.legend.coverline', <path key="p" className="signs-chart-coverline" d="M1 8H23" />],
  [
    'signs.chart.legend.mucus',
    <rect key="r" className="signs-chart-bar" x={8} y={2} width={8} height={14} />,
  ],
  ['signs.chart.legend.peak', <path key="p" className="signs-chart-peak" d={triangle(12, 7, 5)} />],
  [
    'signs.chart.legend.lh',
    <g key="g">
      <path className="signs-chart-lh is-positive" d={diamond(6, 8, 5)} />
      <path className="signs-chart-lh" d={diamond(18, 8, 5)} />
    </g>,
  ],
  [
    'signs.chart.legend.cervix',
    <g key="g">
      <g className="signs-chart-cervix is-closed">
        <circle cx={5} cy={11} r={3.5} />
      </g>
      <g className="signs-chart-cervix is-partlyOpen">
        <circle cx={12} cy={8} r={3.5} />
        <circle className="signs-chart-cervix-dot" cx={12} cy={8} r={1.2} />
      </g>
      <g className="signs-chart-cervix is-open">
        <circle cx={19} cy={5} r={3.5} />
      </g>
    </g>,
  ],
  ['signs.chart.legend.sex', <circle key="c" className="signs-chart-sex" cx={12} cy={8} r={4} />],
  [
    'signs.chart.legend.bleeding',
    <g key="g">
      <path className="signs-chart-flow" d="M3 3h3v10h-3ZM8 3h3v10h-3Z" />
      <circle className="signs-chart-spotting" cx={18} cy={8} r={2.5} />
    </g>,
  ],
  [
    'signs.chart.legend.period',
    <rect key="r" className="signs-chart-period" x={3} y={3} width={18} height={11} />,
  ],
  [
    'signs.chart.legend.ovulationConfirmed',
    <rect key="r" className="signs-chart-ovulation-band" x={2} y={1} width={20} height={14} />,
  ],
  [
    'signs.chart.legend.ovulationLikely',
    <rect key="r" className="signs-chart-ovulation-band is-likely" x={2} y={1} width={20} height={14} />,
  ],
]

function Legend() {
  const intl = useIntl()
  return (
    <div className="signs-chart-legend">
      <p>{intl.formatMessage({ id: 'signs.chart.legend.title' })}</p>
      <ul>
        {LEGEND.map(([id, shape]) => (
          <li key={id}>
            <svg aria-hidden="true" width={24} height={16} viewBox="0 0 24 16">
              {shape}
            </svg>
            {intl.formatMessage({ id })}
          </li>
        ))}
      </ul>
    </div>
  )
}

export function SignsChart({
  cycle,
  evidence,
  unit,
}: {
  cycle: SignsCycle
  evidence: OvulationEvidence
  unit: 'C' | 'F'
}) {
  const intl = useIntl()
  const model = signsChartModel(cycle, evidence)
  const { days } = model
  const last = days.at(-1)?.date ?? cycle.start
  const id = `signs-chart-${cycle.start.toString()}`
  const values = days.flatMap((day) =>
    day.signs?.temperature ? [inUnit(day.signs.temperature.hundredths, unit)] : [],
  )
  const scale = scaleFor(values, unit)
  const width = left(days.length) + RIGHT
  // The whole cycle at once (review m1): the image scaled to the region's width, its axis drawn in
  // its own margin; otherwise drawn to size, the days scrolling under the pinned axis.
  const [whole, setWhole] = useState(false)
  return (
    <figure className="signs-chart">
      <figcaption id={`${id}-title`}>
        {intl.formatMessage(
          { id: 'signs.chart.title' },
          { dates: formatDateRange(cycle.start, last, intl.locale) },
        )}
      </figcaption>
      <OvulationSentence model={model} />
      <p className="signs-chart-view">
        <button
          type="button"
          className="button secondary"
          aria-pressed={whole}
          onClick={() => setWhole(!whole)}
        >
          {intl.formatMessage({ id: 'signs.chart.whole' })}
        </button>
      </p>
      <TableScroll labelledBy={`${id}-title`}>
        <div className={whole ? 'signs-chart-canvas signs-chart-whole' : 'signs-chart-canvas'}>
          {whole ? null : <PinnedAxis scale={scale} unit={unit} />}
          <svg
            role="img"
            aria-label={intl.formatMessage({ id: 'signs.chart.imageName' })}
            width={width}
            height={ROWS.bottom}
            viewBox={`0 0 ${width} ${ROWS.bottom}`}
          >
            {whole ? <AxisMarks scale={scale} unit={unit} /> : null}
            {/* The band first, so the grid shows through it. */}
            <Ovulation model={model} unit={unit} />
            <Grid days={days.length} scale={scale} />
            <g className="signs-chart-rows">
              <Blocks days={days} />
              {days.map((day, index) => (
                <DayRows key={day.date.toString()} day={day} index={index} />
              ))}
            </g>
            <Temperatures model={model} scale={scale} unit={unit} width={width} />
          </svg>
        </div>
      </TableScroll>
      <Legend />
    </figure>
  )
}
