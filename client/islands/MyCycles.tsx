import { useSelector } from '@xstate/react'
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import {
  cycleStats,
  cyclesOf,
  EARLIEST_LOG_DATE,
  type LoggedPeriod,
  lateness,
  periodsParam,
  signsParam,
} from '../../core/calc/cycle-log.ts'
import { LUTEAL_PHASE } from '../../core/calc/ovulation.ts'
import { formatDate, parseIsoDate, type Temporal } from '../../core/calc/temporal.ts'
import type { MessageKey } from '../../core/i18n/message-key.ts'
import { LutealField } from '../components/calculators/LutealField.tsx'
import {
  CycleLogTable,
  CyclePredictions,
  CycleStatistics,
  periodRowId,
} from '../components/cycles/cycle-report.tsx'
import { useHydrated } from '../components/use-hydrated.ts'
import { loggedPeriods, type StoredPeriod, storedPeriods } from '../machines/cycleLogMachine.ts'
import { predictionLuteal as lutealFor, predictionsPaused } from '../machines/myCyclesMachine.ts'
import { island } from './contract.ts'
import { BodySigns } from './cycles/BodySigns.tsx'
import { CycleData } from './cycles/CycleData.tsx'
import { loadDays, onOtherTabChange } from './cycles/cycle-store.ts'
import { deviceCyclesMachine } from './cycles/device-log.ts'
import { PeriodEditor } from './cycles/PeriodEditor.tsx'
import { useDeviceToday } from './use-device-today.ts'
import { useIslandMachine } from './use-island-machine.ts'

/** Sync (issue 62): its code and words come once My cycles runs, not with the page. */
const SyncPart = lazy(() => import('./cycles/SyncPart.tsx'))

export const contract = island({
  hydrate: 'cycle-log',
  messages: [
    'cycles',
    'cycleWarning',
    // Body signs: what the page draws, the day's form and its refusals, and "Your data".
    'signs.section',
    'signs.limits',
    'signs.form',
    'signs.feeling',
    'signs.appearance',
    'signs.bleeding',
    'signs.opening',
    'signs.firmness',
    'signs.position',
    'signs.test',
    'signs.future',
    'signs.invalidTime',
    'signs.invalidDate',
    'signs.temperatureInvalid',
    'signs.temperatureTooLow',
    'signs.temperatureTooHigh',
    'signs.noteTooLong',
    'signs.empty',
    'signs.mucusIncomplete',
    'signs.lhIncomplete',
    'signs.unknownValue',
    'signs.saveFailed',
    'signs.data',
    'signs.csv',
    // "Predictions are paused" and "Resume predictions", in place of the predictions (issue 51, item 5).
    'signs.pregnancy.pause',
    // How the predictions fared, beside them (issue 60, item 6).
    'signs.hits',
  ],
  // What the signs say (`SignsReading`), drawn once the days are read: fetched with them, not in the
  // page, which they took over its 16 KB budget in Russian (issue 51).
  // Sync (issue 62): drawn by its own lazily loaded section, with its words.
  later: [
    'signs.now',
    'signs.pregnancy.note',
    'signs.reason',
    'signs.luteal',
    'signs.cycle',
    'signs.chart',
    'sync',
  ],
  temporal: true,
})

export interface MyCyclesProps {
  /** The date the server rendered with. */
  today: string
  /** The log the page's address holds (`?periods=`), or null when it holds none. */
  linked: StoredPeriod[] | null
  /** Why the address's log or added date could not be used. */
  problem: MessageKey | null
  luteal: number
  /** This page, where the forms send their GET without JavaScript. */
  action: string
  /** The calendar file's path in this language. */
  calendar: string
  /** This edition offers sync between devices (`offersSync`, decision 083). */
  syncOffered: boolean
}

/**
 * "My cycles" (docs/product.md §2.10): the visitor's log of period start dates, kept on this device,
 * with the statistics and predictions of core/calc/cycle-log.ts. Without JavaScript (or from a
 * link) the log travels in the address, and every change is a GET form the server answers.
 */
export default function MyCycles(props: MyCyclesProps) {
  const intl = useIntl()
  // One owner for the log, the days and the settings (issue 60, item 8): this page draws its parts
  // and sends it what the visitor does; the parts hear each other through it.
  const [cycles, send] = useIslandMachine(deviceCyclesMachine, () => ({
    today: props.today,
    luteal: props.luteal,
  }))
  const { log: logActor, signs: signsActor } = cycles.children as Required<typeof cycles.children>
  // The log's own state: a saved day changes the days' part, which re-renders only its section.
  const state = useSelector(logActor, (snapshot) => snapshot)
  /** The device's date, not the server's (issue 60, item 1): the forms, checks and predictions follow it. */
  const todayIso = useDeviceToday(props.today)
  useEffect(() => send({ type: 'today', today: todayIso }), [todayIso, send])
  // Another tab's change or deletion, which the owner passes to every part.
  useEffect(
    () => onOtherTabChange((change) => send({ type: change === 'erased' ? 'tab.erased' : 'tab.changed' })),
    [send],
  )
  const { luteal, pregnancy: pregnancyTest, ovulation: signsOvulation } = cycles.context
  const [linked, setLinked] = useState(props.linked)
  // A log shared with this device by a read-only link (issue 62), shown instead of its own.
  const [shared, setShared] = useState<StoredPeriod[] | null>(null)
  const viewing = shared !== null
  const [viewerSlot, setViewerSlot] = useState<HTMLDivElement | null>(null)
  // While this device syncs, "stored only on this device" is no longer true, and the page says so.
  const [syncing, setSyncing] = useState(false)
  const hydrated = useHydrated()
  // Told to sync on each change of the device's log, without drawing this page again.
  const [logNews] = useState(() => new EventTarget())
  useEffect(() => {
    const tell = (type: string) => logNews.dispatchEvent(new Event(type))
    // "Delete everything on this device" took the space's state with the log: sync stops here.
    let erasing = false
    const periods = logActor.subscribe((snapshot) => {
      if (erasing && snapshot.matches('ready')) tell('erased')
      erasing = snapshot.matches('erasing')
      tell('changed')
    })
    const days = signsActor.subscribe(() => tell('changed'))
    return () => {
      periods.unsubscribe()
      days.unsubscribe()
    }
  }, [logActor, signsActor, logNews])
  const [keeping, setKeeping] = useState(false)
  const [added, setAdded] = useState('')
  const [addedEnd, setAddedEnd] = useState('')
  /** The logged start whose date is being changed, and the row to give focus back to after. */
  const [editing, setEditing] = useState<string | null>(null)
  // The top of the log, where the body signs draw the day's form once a log exists.
  const [formSlot, setFormSlot] = useState<HTMLDivElement | null>(null)
  const [focusRow, setFocusRow] = useState<string | null>(null)
  const { context } = state
  const shown = shared ?? linked
  const onDevice = shown === null
  const storage = state.matches('unavailable')
    ? 'unavailable'
    : state.matches('loading')
      ? 'loading'
      : 'ready'
  // One array per stored log, so the computations cached by the log (cyclesOf, the signs) run once per change.
  // Drawn as a deferred value (issue 60, item 7): a log of 240 periods arriving from the device is
  // rendered in React's interruptible background render, not in one task of most of a second at 4×
  // slower in which nothing on the page answered; the form above stays live meanwhile.
  const periods = useDeferredValue(
    useMemo(() => loggedPeriods(shown ?? context.periods), [shown, context.periods]),
  )
  const today = useMemo(() => parseIsoDate(todayIso) as Temporal.PlainDate, [todayIso])
  // The luteal phase the signs taught replaces the usual 14 days (issue 51, item 3); a length the
  // visitor chose in the field stays theirs.
  const predictionLuteal = onDevice ? lutealFor(cycles.context) : luteal
  // While a positive pregnancy test stands, the period predictions pause until the visitor resumes
  // them (issue 51, item 5); only the device's own log has body signs.
  const paused = onDevice && predictionsPaused(pregnancyTest, cycles.context.resumedFor)
  const [resumed, setResumed] = useState(false)

  // The row whose "Delete" was pressed is gone: the focus goes to "Undo", beside what was said.
  const undoButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (context.deleted) undoButton.current?.focus()
  }, [context.deleted])
  // After an edit, focus goes back to the row's "Change the date", once that row shows the saved log.
  useEffect(() => {
    if (!focusRow) return
    const button = document.querySelector<HTMLButtonElement>(`button[data-edit="${focusRow}"]`)
    if (!button) return
    button.focus()
    setFocusRow(null)
  })

  // After "Resume predictions", focus goes to the predictions that took the button's place.
  useEffect(() => {
    if (!resumed || paused) return
    setResumed(false)
    const heading = document.getElementById('cycle-predictions-title')
    if (!heading) return
    heading.tabIndex = -1
    heading.focus()
  }, [resumed, paused])

  // Once the linked dates are saved on the device, the page shows the device's log at its own address.
  useEffect(() => {
    if (!keeping || !state.matches('ready')) return
    setKeeping(false)
    if (context.problem) return
    setLinked(null)
    const url = new URL(window.location.href)
    url.searchParams.delete('periods')
    window.history.replaceState(null, '', url)
  }, [keeping, state, context.problem])

  const query = (changed: readonly LoggedPeriod[]) => {
    const values = new URLSearchParams({ periods: periodsParam(changed) })
    if (luteal !== LUTEAL_PHASE.default) values.set('luteal', String(luteal))
    return values.toString()
  }
  // The calendar file as the table shows it: with the luteal phase used and the signs' ovulation.
  const calendarQuery = () => {
    const values = new URLSearchParams({ periods: periodsParam(periods) })
    if (predictionLuteal !== LUTEAL_PHASE.default) values.set('luteal', String(predictionLuteal))
    if (signsOvulation) values.set('ovulation', signsParam(signsOvulation))
    return values.toString()
  }
  const link = (changed: readonly LoggedPeriod[]) => `${props.action}?${query(changed)}`
  const canEdit = onDevice && storage === 'ready'
  const pending = parseIsoDate(added)
  const counted = new Set(cyclesOf(periods).map((cycle) => cycle.start.toString()))
  // A file's or a deletion's problem answers in "Your data", beside the control that asked.
  const dataProblem = context.problem && isDataProblem(context.problem) ? context.problem : null
  const problem =
    state.matches('confirming') || editing || dataProblem
      ? null
      : (context.problem ?? (linked === props.linked ? props.problem : null))
  // The edit's own checks answer in its row; a change the machine takes closes the editor.
  const saveEdit = (from: string, to: string, end: string) => {
    send({ type: 'log.edit', from, to, ...(end ? { end } : {}) })
    if (logActor.getSnapshot().context.problem) return
    setEditing(null)
    setFocusRow(to)
  }

  const logTable = (
    <CycleLogTable
      periods={periods}
      actions={(period) => {
        const start = period.start.toString()
        const exclude = intl.formatMessage({
          id: period.excluded ? 'cycles.log.include' : 'cycles.log.exclude',
        })
        const remove = intl.formatMessage({ id: 'cycles.log.delete' })
        const hasCycle = counted.has(start)
        // A shared log is read, never changed, on the reader's device.
        if (viewing) return null
        if (!canEdit)
          return (
            <>
              {hasCycle && (
                <RowButton start={start} action="toggle" submit>
                  {exclude}
                </RowButton>
              )}
              <RowButton start={start} action="remove" submit>
                {remove}
              </RowButton>
            </>
          )
        if (editing === start)
          return (
            <PeriodEditor
              period={period}
              today={todayIso}
              problem={context.problem}
              onSave={(to, end) => saveEdit(start, to, end)}
              onCancel={() => {
                setEditing(null)
                setFocusRow(start)
              }}
            />
          )
        return (
          <>
            <RowButton start={start} action="edit" onClick={() => setEditing(start)}>
              {intl.formatMessage({ id: 'cycles.log.edit' })}
            </RowButton>
            {hasCycle && (
              <RowButton
                start={start}
                action="toggle"
                onClick={() => send({ type: 'log.exclude', start, excluded: !period.excluded })}
              >
                {exclude}
              </RowButton>
            )}
            <RowButton start={start} action="remove" onClick={() => send({ type: 'log.delete', start })}>
              {remove}
            </RowButton>
          </>
        )
      }}
    />
  )

  return (
    <section className="card my-cycles" aria-labelledby="my-cycles-title">
      <h2 id="my-cycles-title">{intl.formatMessage({ id: 'cycles.title' })}</h2>
      {viewing ? (
        // The note that this is a shared log, read-only, drawn by sync.
        <div ref={setViewerSlot} />
      ) : (
        <p className="hint">
          {intl.formatMessage({
            id: !onDevice ? 'cycles.link.note' : syncing ? 'cycles.deviceSynced' : 'cycles.device',
          })}
        </p>
      )}
      {/*
        Today's entry first once a log exists: the body signs' form is drawn here (issue 60, item 2).
        Drawn from the first frame, empty: while the log loads on a device that holds one, it keeps
        the first screen for the form (styles: .today-entry).
      */}
      {onDevice && (
        <div ref={setFormSlot} className="today-entry" data-loading={storage === 'loading' || undefined} />
      )}

      {!viewing && (
        <form
          method="get"
          action={props.action}
          className="cycle-add"
          // The log's own checks answer, in the page's language, with and without JavaScript.
          noValidate
          onSubmit={(event) => {
            // From a link, the form adds to the link, as without JavaScript; on the device, to the log.
            if (!canEdit) return
            event.preventDefault()
            send({ type: 'log.add', start: added, ...(addedEnd ? { end: addedEnd } : {}) })
          }}
        >
          <div className="field">
            <label htmlFor="cycle-add">{intl.formatMessage({ id: 'cycles.addLabel' })}</label>
            <input
              id="cycle-add"
              name="add"
              type="date"
              required
              min={EARLIEST_LOG_DATE}
              max={todayIso}
              value={added}
              onChange={(event) => setAdded(event.target.value)}
              aria-invalid={problem && problem !== 'cycles.invalidEnd' ? true : undefined}
              aria-describedby={problem ? 'cycle-problem' : undefined}
            />
          </div>
          <div className="field">
            <label htmlFor="cycle-add-end">{intl.formatMessage({ id: 'cycles.addEndLabel' })}</label>
            <input
              id="cycle-add-end"
              name="addEnd"
              type="date"
              min={added || undefined}
              max={todayIso}
              value={addedEnd}
              onChange={(event) => setAddedEnd(event.target.value)}
              aria-invalid={problem === 'cycles.invalidEnd' ? true : undefined}
              aria-describedby={problem === 'cycles.invalidEnd' ? 'cycle-problem' : undefined}
            />
          </div>
          <input type="hidden" name="periods" value={periodsParam(periods)} />
          {luteal !== LUTEAL_PHASE.default && <input type="hidden" name="luteal" value={luteal} />}
          <button type="submit" className="button">
            {intl.formatMessage({ id: 'cycles.add' })}
          </button>
        </form>
      )}

      {problem && (
        <p id="cycle-problem" role="alert" className="field-error">
          {intl.formatMessage({ id: problem })}
        </p>
      )}
      {state.matches('confirming') && pending && (
        <div role="alert" className="error-banner">
          <p>
            {intl.formatMessage(
              { id: 'cycles.confirm.question' },
              { date: formatDate(pending, intl.locale) },
            )}
          </p>
          <button type="button" className="button" onClick={() => send({ type: 'log.confirm' })}>
            {intl.formatMessage({ id: 'cycles.confirm.yes' })}
          </button>{' '}
          <button type="button" className="button secondary" onClick={() => send({ type: 'log.cancel' })}>
            {intl.formatMessage({ id: 'cycles.confirm.no' })}
          </button>
        </div>
      )}
      {storage === 'unavailable' && (
        <p className="error-banner">{intl.formatMessage({ id: 'cycles.storage.unavailable' })}</p>
      )}
      {context.persistence !== 'unknown' && (
        <p className="hint" role="status">
          {intl.formatMessage({ id: `cycles.persist.${context.persistence}` })}
        </p>
      )}

      {!onDevice && !viewing && storage === 'ready' && periods.length > 0 && (
        <p>
          <button
            type="button"
            className="button secondary"
            onClick={() => {
              setKeeping(true)
              send({ type: 'log.merge', periods: storedPeriods(periods) })
            }}
          >
            {intl.formatMessage({ id: 'cycles.link.keep' })}
          </button>
        </p>
      )}

      {/* Room kept for what the device's log brings once read (styles: .cycle-outlook). */}
      <div className="cycle-outlook">
        <CycleStatistics periods={periods} />
        {paused && pregnancyTest ? (
          <p role="status">
            {intl.formatMessage(
              { id: 'signs.pregnancy.pause.line' },
              { date: formatDate(parseIsoDate(pregnancyTest) as Temporal.PlainDate, intl.locale) },
            )}{' '}
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                send({ type: 'pause.resume' })
                setResumed(true)
              }}
            >
              {intl.formatMessage({ id: 'signs.pregnancy.pause.resume' })}
            </button>
          </p>
        ) : (
          <>
            <CyclePredictions
              periods={periods}
              luteal={predictionLuteal}
              today={today}
              signs={signsOvulation}
            />
            {cycleStats(periods) && !lateness(periods, today) && (
              <p>
                <a href={`${props.calendar}?${calendarQuery()}`} download>
                  {intl.formatMessage({ id: 'cycles.ics' })}
                </a>
              </p>
            )}
          </>
        )}
      </div>

      {!viewing && (
        <form
          method="get"
          action={props.action}
          className="cycle-luteal"
          onSubmit={(event) => {
            if (canEdit) event.preventDefault()
          }}
        >
          <LutealField
            id="cycle-luteal"
            value={String(luteal)}
            onChange={(value) => send({ type: 'settings.luteal', luteal: Number(value) })}
          />
          <input type="hidden" name="periods" value={periodsParam(periods)} />
          <button type="submit" className="button secondary no-js-only">
            {intl.formatMessage({ id: 'cycles.luteal.apply' })}
          </button>
        </form>
      )}

      {canEdit && (
        // A delete is said here, with the way back; the focus comes here from the row that is gone.
        <p role="status" className="cycle-deleted">
          {context.deleted && (
            <>
              {intl.formatMessage(
                { id: 'cycles.deleted' },
                { date: formatDate(parseIsoDate(context.deleted.start) as Temporal.PlainDate, intl.locale) },
              )}{' '}
              <button
                type="button"
                className="button secondary"
                ref={undoButton}
                onClick={() => send({ type: 'log.undo' })}
              >
                {intl.formatMessage({ id: 'cycles.undo' })}
              </button>
            </>
          )}
        </p>
      )}
      {canEdit ? (
        logTable
      ) : (
        // Without JavaScript (or from a link), one form sends the log, once, with the date of the
        // row whose button was pressed; the Worker answers with the changed log's link (a 303).
        // A link per row carrying the whole log made the page grow with the log's square
        // (security review 4, issue 47).
        <form method="get" action={props.action} className="cycle-rows">
          <input type="hidden" name="periods" value={periodsParam(periods)} />
          {luteal !== LUTEAL_PHASE.default && <input type="hidden" name="luteal" value={luteal} />}
          {logTable}
        </form>
      )}

      {periods.length > 0 && !viewing && (
        <p>
          <a href={link(periods)}>
            {intl.formatMessage({ id: onDevice ? 'cycles.link.open' : 'cycles.link.title' })}
          </a>
        </p>
      )}

      {onDevice && (
        <BodySigns
          signs={signsActor}
          send={send}
          unit={cycles.context.unit}
          habit={cycles.context.habit}
          today={todayIso}
          periods={periods}
          // Undecided while the log loads: the form waits, rather than show below and jump up. The
          // log as read, not as deferred: the form takes its place in the frame the room is left.
          formSlot={storage === 'loading' ? undefined : context.periods.length > 0 ? formSlot : null}
        />
      )}

      {onDevice && storage !== 'unavailable' && (
        <CycleData
          ready={state.matches('ready')}
          preview={state.matches('previewing') ? context.preview : null}
          asking={state.matches({ erasing: 'asking' })}
          problem={dataProblem}
          onExport={(as) => send({ type: 'log.export', as })}
          // A file is weighed against the days as stored, read when it is chosen; if they cannot
          // be read, neither is the file.
          onImport={(text, bytes) =>
            void loadDays().then(
              (days) => send({ type: 'log.import', text, bytes, days }),
              () => send({ type: 'log.import', text: null, bytes }),
            )
          }
          onConfirm={() => send({ type: 'log.confirm' })}
          onCancel={() => send({ type: 'log.cancel' })}
          onFileEnds={(use) => send({ type: 'log.fileEnds', use })}
          onErase={() => send({ type: 'log.erase' })}
        />
      )}

      {hydrated && (onDevice || viewing) && (
        <Suspense fallback={null}>
          <SyncPart
            offered={props.syncOffered}
            news={logNews}
            onWritten={() => send({ type: 'tab.changed' })}
            onShared={setShared}
            onSyncing={setSyncing}
            today={today}
            viewerSlot={viewerSlot}
          />
        </Suspense>
      )}
    </section>
  )
}

/**
 * A row's action, named with the row's period ("Delete October 10, 2026"). Without JavaScript it
 * submits the log's form with its own date only (`remove=2026-10-10`, `toggle=…`); the form holds
 * the log once for every row.
 */
function RowButton({
  start,
  action,
  submit,
  onClick,
  children,
}: {
  start: string
  action: 'edit' | 'toggle' | 'remove'
  submit?: true
  onClick?: () => void
  children: string
}) {
  const id = `${periodRowId(start)}-${action}`
  return (
    <button
      type={submit ? 'submit' : 'button'}
      className="link-button"
      id={id}
      aria-labelledby={`${id} ${periodRowId(start)}`}
      {...(submit ? { name: action, value: start } : {})}
      {...(action === 'edit' ? { 'data-edit': start } : {})}
      onClick={onClick}
    >
      {children}
    </button>
  )
}

/** The answers of "Your data" (an import, drip's CSV refused, a deletion), not of the period form. */
const isDataProblem = (problem: MessageKey) =>
  problem.startsWith('cycles.import.') ||
  problem.startsWith('signs.csv.') ||
  problem === 'cycles.eraseFailed' ||
  problem === 'cycles.exportFailed'
