import { useState } from 'react'
import { useIntl } from 'react-intl'
import {
  type DayDraft,
  draftFor,
  type MoreLhDraft,
  type ReadingHabit,
  readDraft,
} from '../../../core/calc/body-signs/day-draft.ts'
import {
  BLEEDINGS,
  CERVIX_WORDS,
  MAX_LH_TESTS_A_DAY,
  type MucusAppearance,
  type MucusFeeling,
  type TemperatureUnit,
  type TestResult,
} from '../../../core/calc/body-signs/signs.ts'
import { NOTE_MAX } from '../../../core/calc/body-signs/stored-day.ts'
import { EARLIEST_LOG_DATE } from '../../../core/calc/cycle-log.ts'
import { formatDate, parseIsoDate } from '../../../core/calc/temporal.ts'
import type { MessageKey } from '../../../core/i18n/message-key.ts'
import type { DaySignsContext } from '../../machines/daySignsMachine.ts'

const TESTS = ['', 'negative', 'positive'] as const satisfies readonly ('' | TestResult)[]
const FEELINGS = ['', 'dry', 'nothing', 'moist', 'wet'] as const satisfies readonly ('' | MucusFeeling)[]
const APPEARANCES = ['', 'nothing', 'creamy', 'eggWhite'] as const satisfies readonly ('' | MucusAppearance)[]
/** Focus an element the press just rendered, once it is painted. */
const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus())

/** Each choice list with "not given" first. */
const orNone = <V extends string>(values: readonly V[]) => ['', ...values] as const

export interface DaySignsFormProps {
  today: string
  context: DaySignsContext
  confirming: boolean
  onSave: (draft: DayDraft) => void
  onDelete: (date: string) => void
  onConfirm: () => void
  onCancel: () => void
  /** The visitor changed a field: the last confirmation no longer describes the form. */
  onEdit: () => void
  /** The unit chosen, which the results below show too. */
  onUnit: (unit: TemperatureUnit) => void
  /** The unit and time kept on the device from the last reading saved; null until read, or none. */
  habit: ReadingHabit | null
  /** A reading was saved: its unit and time, to keep for the next day's form. */
  onHabit: (habit: ReadingHabit) => void
}

/**
 * One day's body signs on one form (issue 51, item 1): the date, the waking temperature (°C or °F,
 * the time, "disturbed"), cervical mucus by feeling and appearance, bleeding and the cervix (issue
 * 60, item 5), an LH test, and optionally sex, a pregnancy test and a note. Each problem is said beside its field; a day already logged with other
 * signs is replaced only once the visitor says so; a save is confirmed in words.
 *
 * Choosing a date loads that day as logged, to fix one field; a day not logged opens empty but for
 * the unit and reading time of the last reading (issue 60, item 2).
 */
export function DaySignsForm(props: DaySignsFormProps) {
  const intl = useIntl()
  const { context } = props
  const habitNow = (): ReadingHabit => props.habit ?? { unit: 'C', time: '' }
  const [draft, setDraft] = useState<DayDraft>(() => draftFor(props.today, context.days, habitNow()))
  // Signs typed and not saved yet: they stay on the form whatever date is then chosen. A form just
  // opened or saved is clean: choosing another date loads that date.
  const [dirty, setDirty] = useState(false)
  const [savedSeen, setSavedSeen] = useState(context.saved)
  if (savedSeen !== context.saved) {
    setSavedSeen(context.saved)
    if (context.saved) setDirty(false)
  }
  // The day the form opened on follows the device's date (the server's at first, then the device's,
  // then the next at midnight) until the visitor chooses another.
  const [openedOn, setOpenedOn] = useState(props.today)
  if (openedOn !== props.today) {
    setOpenedOn(props.today)
    if (draft.date === openedOn) {
      setDraft(dirty ? { ...draft, date: props.today } : draftFor(props.today, context.days, draft))
    }
  }
  // The days and the kept habit are read after the form first shows: while it is clean, the form
  // follows them (the day as logged, or the unit and time of the last reading).
  const [readFrom, setReadFrom] = useState({ days: context.days, habit: props.habit })
  if (readFrom.days !== context.days || readFrom.habit !== props.habit) {
    setReadFrom({ days: context.days, habit: props.habit })
    if (!dirty)
      setDraft(draftFor(draft.date, context.days, readFrom.habit === props.habit ? draft : habitNow()))
  }
  const change = <K extends keyof DayDraft>(field: K, value: DayDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }))
    setDirty(true)
    props.onEdit()
  }
  const chooseDate = (date: string) => {
    setDraft((current) => (dirty ? { ...current, date } : draftFor(date, context.days, current)))
    props.onEdit()
  }
  const problemFor = (field: DaySignsContext['field']) =>
    context.problem && context.field === field ? context.problem : null
  const describedBy = (field: DaySignsContext['field']) => (problemFor(field) ? 'signs-problem' : undefined)
  const loggedDay = context.days.find((day) => day.date === draft.date)
  const logged = loggedDay !== undefined
  const cervixLogged = loggedDay?.cervix !== undefined
  const date = parseIsoDate(draft.date)
  const dateText = (iso: string) => {
    const parsed = parseIsoDate(iso)
    return parsed ? formatDate(parsed, intl.locale) : iso
  }
  const problem = context.problem && (
    <p id="signs-problem" role="alert" className="field-error">
      {intl.formatMessage({ id: context.problem satisfies MessageKey }, { max: NOTE_MAX })}
    </p>
  )
  const choices = <V extends string>(
    name: keyof DayDraft,
    legend: MessageKey,
    values: readonly V[],
    label: (value: V) => MessageKey,
    field?: DaySignsContext['field'],
    hint?: string,
  ) => (
    <fieldset
      className="signs-choices"
      aria-describedby={(field && describedBy(field)) || (hint ? `signs-${name}-hint` : undefined)}
    >
      <legend>{intl.formatMessage({ id: legend })}</legend>
      {values.map((value) => (
        <label key={value || 'none'} className="mode">
          <input
            type="radio"
            name={`signs-${name}`}
            value={value}
            checked={draft[name] === value}
            onChange={() => change(name, value as DayDraft[typeof name])}
          />
          <span>{intl.formatMessage({ id: label(value) })}</span>
        </label>
      ))}
      {hint && (
        <p id={`signs-${name}-hint`} className="hint">
          {hint}
        </p>
      )}
    </fieldset>
  )

  /** A time of day on the form: the reading's, or the first LH test's. */
  const timeField = (
    id: string,
    label: MessageKey,
    name: 'time' | 'lhTime',
    field: DaySignsContext['field'],
  ) => (
    <div className="field">
      <label htmlFor={id}>{intl.formatMessage({ id: label })}</label>
      <input
        id={id}
        type="time"
        value={draft[name]}
        onChange={(event) => change(name, event.target.value)}
        aria-invalid={problemFor(field) ? true : undefined}
        aria-describedby={describedBy(field)}
      />
    </div>
  )

  return (
    <form
      className="day-signs"
      aria-labelledby="day-signs-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        props.onSave(draft)
        // The unit and time of a reading that can be stored are kept for the next day's form.
        const today = parseIsoDate(props.today)
        if (today && draft.temperature.trim() && 'day' in readDraft(draft, today)) {
          props.onHabit({ unit: draft.unit, time: draft.time.trim() })
        }
      }}
    >
      <h3 id="day-signs-title">{intl.formatMessage({ id: 'signs.form.title' })}</h3>
      <div className="field">
        <label htmlFor="signs-date">{intl.formatMessage({ id: 'signs.form.date' })}</label>
        <input
          id="signs-date"
          type="date"
          required
          min={EARLIEST_LOG_DATE}
          max={props.today}
          value={draft.date}
          onChange={(event) => chooseDate(event.target.value)}
          aria-invalid={problemFor('date') ? true : undefined}
          aria-describedby={describedBy('date')}
        />
      </div>

      <fieldset className="signs-group">
        <legend>{intl.formatMessage({ id: 'signs.form.temperature' })}</legend>
        <div className="signs-row">
          <div className="field">
            <label htmlFor="signs-temperature">{intl.formatMessage({ id: 'signs.form.reading' })}</label>
            <input
              id="signs-temperature"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              size={6}
              value={draft.temperature}
              onChange={(event) => change('temperature', event.target.value)}
              aria-invalid={problemFor('temperature') ? true : undefined}
              aria-describedby={describedBy('temperature') ?? 'signs-temperature-hint'}
            />
          </div>
          <div className="field">
            <label htmlFor="signs-unit">{intl.formatMessage({ id: 'signs.form.unit' })}</label>
            <select
              id="signs-unit"
              value={draft.unit}
              onChange={(event) => {
                const unit = event.target.value === 'F' ? 'F' : 'C'
                change('unit', unit)
                props.onUnit(unit)
              }}
            >
              <option value="C">°C</option>
              <option value="F">°F</option>
            </select>
          </div>
          {timeField('signs-time', 'signs.form.time', 'time', 'time')}
        </div>
        <p id="signs-temperature-hint" className="hint">
          {intl.formatMessage({ id: 'signs.form.readingHint' })}
        </p>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.disturbed}
            onChange={(event) => change('disturbed', event.target.checked)}
          />
          <span>{intl.formatMessage({ id: 'signs.form.disturbed' })}</span>
        </label>
      </fieldset>

      {choices('feeling', 'signs.form.feeling', FEELINGS, (v) => `signs.feeling.${v || 'none'}`, 'mucus')}
      {choices(
        'appearance',
        'signs.form.appearance',
        APPEARANCES,
        (v) => `signs.appearance.${v || 'none'}`,
        'mucus',
      )}
      <label className="check">
        <input
          type="checkbox"
          checked={draft.mucusExcluded}
          onChange={(event) => change('mucusExcluded', event.target.checked)}
        />
        <span>{intl.formatMessage({ id: 'signs.form.mucusExcluded' })}</span>
      </label>

      {choices(
        'bleeding',
        'signs.form.bleeding',
        orNone(BLEEDINGS),
        (v) => `signs.bleeding.${v || 'none'}`,
        undefined,
        intl.formatMessage({ id: 'signs.form.bleedingHint' }),
      )}
      {/* Open when the day was logged with a cervix; the visitor opens it otherwise. Keyed by the
          date, so another day opens folded or not by its own log; never folded while being typed in. */}
      <details key={draft.date} className="signs-more" open={cervixLogged || undefined}>
        <summary>{intl.formatMessage({ id: 'signs.form.cervix' })}</summary>
        <p id="signs-cervix-hint" className="hint">
          {intl.formatMessage({ id: 'signs.form.cervixHint' })}
        </p>
        {choices(
          'opening',
          'signs.form.opening',
          orNone(CERVIX_WORDS.opening),
          (v) => `signs.opening.${v || 'none'}`,
        )}
        {choices(
          'firmness',
          'signs.form.firmness',
          orNone(CERVIX_WORDS.firmness),
          (v) => `signs.firmness.${v || 'none'}`,
        )}
        {choices(
          'position',
          'signs.form.position',
          orNone(CERVIX_WORDS.position),
          (v) => `signs.position.${v || 'none'}`,
        )}
      </details>

      {choices('lh', 'signs.form.lh', TESTS, (v) => `signs.test.${v || 'none'}`, 'lh')}
      {timeField('signs-lh-time', 'signs.form.lhTime', 'lhTime', 'lh')}
      {draft.moreLh.map((test, index) => {
        const n = index + 2
        const id = `signs-lh-${n}`
        const set = (next: Partial<MoreLhDraft>) =>
          change(
            'moreLh',
            draft.moreLh.map((other, at) => (at === index ? { ...other, ...next } : other)),
          )
        return (
          <fieldset key={id} className="signs-lh-more" aria-describedby={describedBy('lh')}>
            <legend>{intl.formatMessage({ id: 'signs.form.lhTest' }, { n })}</legend>
            <div className="signs-row">
              <div className="field">
                <label htmlFor={`${id}-time`}>{intl.formatMessage({ id: 'signs.form.time' })}</label>
                <input
                  id={`${id}-time`}
                  type="time"
                  value={test.time}
                  onChange={(event) => set({ time: event.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-result`}>{intl.formatMessage({ id: 'signs.form.lhResult' })}</label>
                <select
                  id={`${id}-result`}
                  value={test.result}
                  onChange={(event) => set({ result: event.target.value as MoreLhDraft['result'] })}
                >
                  {TESTS.map((value) => (
                    <option key={value || 'none'} value={value}>
                      {intl.formatMessage({ id: `signs.test.${value || 'none'}` })}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className="button secondary"
                onClick={() => {
                  change(
                    'moreLh',
                    draft.moreLh.filter((_, at) => at !== index),
                  )
                  // The removed test's button is gone: the focus goes to "Add another", not to the page.
                  focusLater('signs-lh-more')
                }}
              >
                {intl.formatMessage({ id: 'signs.form.lhRemove' }, { n })}
              </button>
            </div>
          </fieldset>
        )
      })}
      {draft.moreLh.length < MAX_LH_TESTS_A_DAY - 1 && (
        <p>
          <button
            type="button"
            className="button secondary"
            id="signs-lh-more"
            onClick={() => {
              change('moreLh', [...draft.moreLh, { time: '', result: '' }])
              // The new test's time next, as a charter types it (the click's render is already committed).
              focusLater(`signs-lh-${draft.moreLh.length + 2}-time`)
            }}
          >
            {intl.formatMessage({ id: 'signs.form.lhMore' })}
          </button>
        </p>
      )}
      {choices('pregnancyTest', 'signs.form.pregnancyTest', TESTS, (v) => `signs.test.${v || 'none'}`)}
      <label className="check">
        <input
          type="checkbox"
          checked={draft.sex}
          onChange={(event) => change('sex', event.target.checked)}
        />
        <span>{intl.formatMessage({ id: 'signs.form.sex' })}</span>
      </label>
      <div className="field">
        <label htmlFor="signs-note">{intl.formatMessage({ id: 'signs.form.note' })}</label>
        {/* No maxLength: a longer paste would be cut without a word; the save says so instead. */}
        <textarea
          id="signs-note"
          rows={2}
          value={draft.note}
          onChange={(event) => change('note', event.target.value)}
          aria-invalid={problemFor('note') ? true : undefined}
          aria-describedby={describedBy('note')}
        />
      </div>

      {problem}
      {props.confirming && context.pending && (
        <div role="alert" className="error-banner">
          <p>{intl.formatMessage({ id: 'signs.form.replace' }, { date: dateText(context.pending.date) })}</p>
          <button type="button" className="button" onClick={props.onConfirm}>
            {intl.formatMessage({ id: 'signs.form.replaceYes' })}
          </button>{' '}
          <button type="button" className="button secondary" onClick={props.onCancel}>
            {intl.formatMessage({ id: 'signs.form.replaceNo' })}
          </button>
        </div>
      )}
      <p className="signs-actions">
        <button type="submit" className="button">
          {intl.formatMessage({ id: 'signs.form.save' })}
        </button>
        {logged && date && (
          <button type="button" className="button secondary" onClick={() => props.onDelete(draft.date)}>
            {intl.formatMessage({ id: 'signs.form.delete' }, { date: dateText(draft.date) })}
          </button>
        )}
      </p>
      <p role="status" className="signs-saved">
        {context.saved &&
          intl.formatMessage(
            { id: context.saved.kind === 'put' ? 'signs.form.saved' : 'signs.form.deleted' },
            { date: dateText(context.saved.kind === 'put' ? context.saved.day.date : context.saved.date) },
          )}
      </p>
    </form>
  )
}
