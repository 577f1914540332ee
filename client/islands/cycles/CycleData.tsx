import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { NOTE_MAX } from '../../../core/calc/body-signs/stored-day.ts'
import { MAX_IMPORT_BYTES } from '../../../core/calc/cycle-file.ts'
import type { StoredPeriod } from '../../../core/calc/cycle-log.ts'
import { formatDate, parseIsoDate } from '../../../core/calc/temporal.ts'
import type { MessageKey } from '../../../core/i18n/message-key.ts'
import type { ExportFormat, ImportPreview } from '../../machines/cycleLogMachine.ts'

/** What the log's machine says to this part of the page. */
interface CycleDataProps {
  /** The log is read and may be changed (not loading, saving or deleting). */
  ready: boolean
  preview: ImportPreview | null
  asking: boolean
  /** The answer to the last import or deletion, if it failed. */
  problem: MessageKey | null
  onExport: (as: ExportFormat) => void
  /** A file's text, or null when the browser could not read it. */
  onImport: (text: string | null, bytes: number) => void
  onConfirm: () => void
  onCancel: () => void
  /** The file's last days over the logged ones where they differ, or the logged ones kept. */
  onFileEnds: (use: boolean) => void
  onErase: () => void
}

/** How many dates a preview names before "and N more". */
const NAMED_DATES = 6

/**
 * "Your data" (issue 28): the log downloaded as a file, a file imported after a preview of what
 * it changes, and the whole log deleted from this device after one question. Without JavaScript
 * there is no device log, so the section is not shown (`.js-only`).
 */
export function CycleData(props: CycleDataProps) {
  const intl = useIntl()
  const t = (id: MessageKey, values?: Record<string, number | string>) => intl.formatMessage({ id }, values)
  const previewTitle = useRef<HTMLHeadingElement>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const keepLog = useRef<HTMLButtonElement>(null)
  const { preview } = props
  // The preview is announced by moving to its heading; once it is answered and the log is ready
  // again (the file field is disabled while an import is written), back to the file field.
  const previewing = preview !== null
  const wasPreviewing = useRef(false)
  useEffect(() => {
    if (previewing) {
      previewTitle.current?.focus()
      wasPreviewing.current = true
    } else if (wasPreviewing.current && props.ready) {
      fileInput.current?.focus()
      wasPreviewing.current = false
    }
  }, [previewing, props.ready])
  // The question's safe answer takes focus: Enter pressed by habit keeps the log.
  useEffect(() => {
    if (props.asking) keepLog.current?.focus()
  }, [props.asking])

  const readFile = async (file: File) => {
    try {
      // A file over the cap is refused by its size, whatever its encoding, and never read.
      props.onImport(file.size > MAX_IMPORT_BYTES ? '' : await file.text(), file.size)
    } catch {
      props.onImport(null, file.size)
    }
  }
  const date = (iso: string) => {
    const day = parseIsoDate(iso)
    return day ? formatDate(day, intl.locale) : iso
  }
  // All named: the language's own list ("a, b and c"). Cut short: a plain list, then "and N more"
  // in the language's words, which carry their own "and".
  const list = (named: readonly string[], more: number) =>
    more > 0 ? `${named.join(', ')} ${t('cycles.import.more', { count: more })}` : intl.formatList(named)
  /** "3 new periods: 4 July 2026, 1 August 2026 and 2 more": the dates a visitor can check. */
  const withDates = (what: string, periods: readonly StoredPeriod[]) => {
    const named = periods.slice(0, NAMED_DATES).map((period) => date(period.start))
    return t('cycles.import.dates', { what, dates: list(named, periods.length - named.length) })
  }
  const plan = preview?.plan
  const toImport = plan ? plan.added.length + plan.changed.length : 0
  const days = plan?.days
  const daysToImport = days ? days.added.length + days.replaced.length : 0

  return (
    <section className="cycle-data js-only" aria-labelledby="cycle-data-title">
      <h3 id="cycle-data-title">{t('cycles.data.title')}</h3>
      <p className="hint">{t('cycles.data.intro')}</p>
      <div className="cycle-data-actions">
        <button
          type="button"
          className="button secondary"
          disabled={!props.ready}
          onClick={() => props.onExport('ours')}
        >
          {t('cycles.export')}
        </button>
        <div className="field">
          <button
            type="button"
            className="button secondary"
            disabled={!props.ready}
            aria-describedby="cycle-export-drip-note"
            onClick={() => props.onExport('drip')}
          >
            {t('signs.data.exportDrip')}
          </button>
          {/* What drip's format cannot hold, said before the file is made (decision 058). */}
          <p id="cycle-export-drip-note" className="hint">
            {t('signs.data.dripNote')}
          </p>
        </div>
        <div className="field file-field">
          {/* The browser's own "Choose file" speaks the browser's language, not the page's: the
              label is the button, and the input, kept for keyboard and screen readers, is hidden. */}
          <input
            ref={fileInput}
            id="cycle-import"
            type="file"
            className="visually-hidden"
            accept=".json,.csv,.txt,application/json,text/csv,text/plain"
            disabled={!props.ready && !previewing}
            aria-describedby={props.problem ? 'cycle-import-hint cycle-data-problem' : 'cycle-import-hint'}
            onChange={(event) => {
              const file = event.target.files?.[0]
              // Cleared at once, so that choosing the same file again is a new choice.
              event.target.value = ''
              if (file) void readFile(file)
            }}
          />
          <label htmlFor="cycle-import" className="button secondary">
            {t('cycles.import.label')}
          </label>
          <p id="cycle-import-hint" className="hint">
            {t('cycles.import.hint')}
          </p>
        </div>
      </div>
      {props.problem && (
        <p id="cycle-data-problem" role="alert" className="field-error">
          {t(props.problem)}
        </p>
      )}
      {preview && plan && (
        <section className="import-preview" aria-labelledby="import-preview-title">
          <h4 id="import-preview-title" tabIndex={-1} ref={previewTitle}>
            {t('cycles.import.title')}
          </h4>
          <ul>
            <li>
              {plan.added.length > 0
                ? withDates(t('cycles.import.added', { count: plan.added.length }), plan.added)
                : t('cycles.import.added', { count: 0 })}
            </li>
            {plan.changed.length > 0 && (
              <li>{withDates(t('cycles.import.changed', { count: plan.changed.length }), plan.changed)}</li>
            )}
            {plan.unchanged > 0 && <li>{t('cycles.import.unchanged', { count: plan.unchanged })}</li>}
            {(preview.file.spotting ?? 0) > 0 && (
              <li>{t('cycles.import.spotting', { count: preview.file.spotting ?? 0 })}</li>
            )}
            {days && days.added.length > 0 && (
              <li>{t('signs.data.daysAdded', { count: days.added.length })}</li>
            )}
            {days && days.replaced.length > 0 && (
              <li>{t('signs.data.daysReplaced', { count: days.replaced.length })}</li>
            )}
            {days && days.identical > 0 && (
              <li>{t('signs.data.daysIdentical', { count: days.identical })}</li>
            )}
          </ul>
          {plan.close.length > 0 && (
            <p className="import-close" role="note">
              {withDates(t('cycles.import.close', { count: plan.close.length }), plan.close)}
            </p>
          )}
          {/* The file's columns that hold something not read (review m5, decision 073). The names
              are a stranger's text, cleaned by the parser (`unreadColumns`) and given to React as
              text, never as HTML. */}
          {preview.file.unread && (
            <p className="import-unread">
              {t('cycles.import.unread', {
                count: preview.file.unread.names.length + preview.file.unread.more,
                columns: list(preview.file.unread.names, preview.file.unread.more),
              })}
            </p>
          )}
          {plan.otherEnds.length > 0 && (
            <fieldset className="import-ends">
              <legend>{t('cycles.import.otherEnds', { count: plan.otherEnds.length })}</legend>
              <ul>
                {plan.otherEnds.map((other) => (
                  <li key={other.start}>
                    {t('cycles.import.otherEnd', {
                      start: date(other.start),
                      logged: date(other.logged),
                      file: date(other.file),
                    })}
                  </li>
                ))}
              </ul>
              <label className="check">
                <input
                  type="checkbox"
                  checked={preview.fileEnds}
                  onChange={(event) => props.onFileEnds(event.target.checked)}
                />{' '}
                {t('cycles.import.useFileEnds')}
              </label>
            </fieldset>
          )}
          {preview.file.rejectedCount > 0 && (
            <>
              <p>{t('cycles.import.rejected', { count: preview.file.rejectedCount })}</p>
              <ul className="import-rejected">
                {preview.file.rejected.map(({ line, problem }) => (
                  <li key={line}>
                    {t('cycles.import.line', {
                      line: intl.formatNumber(line),
                      problem: t(problem, { max: NOTE_MAX }),
                    })}
                  </li>
                ))}
                {preview.file.rejectedCount > preview.file.rejected.length && (
                  <li>
                    {t('cycles.import.more', {
                      count: preview.file.rejectedCount - preview.file.rejected.length,
                    })}
                  </li>
                )}
              </ul>
            </>
          )}
          {toImport + daysToImport === 0 && (
            <p>
              {t(
                preview.file.periods.length + preview.file.days.length === 0
                  ? 'cycles.import.nothing'
                  : 'cycles.import.nothingNew',
              )}
            </p>
          )}
          <p className="button-row">
            {toImport + daysToImport > 0 && (
              <button type="button" className="button" onClick={props.onConfirm}>
                {/* With days, the list above says what is written; the button does not count two things. */}
                {daysToImport > 0 ? t('signs.data.confirm') : t('cycles.import.confirm', { count: toImport })}
              </button>
            )}
            <button type="button" className="button secondary" onClick={props.onCancel}>
              {t('cycles.import.cancel')}
            </button>
          </p>
        </section>
      )}
      <p>
        <button
          type="button"
          className="button danger"
          disabled={!props.ready && !props.asking}
          onClick={props.onErase}
        >
          {t('cycles.erase')}
        </button>
      </p>
      {props.asking && (
        <div role="alert" className="error-banner">
          <p>{t('cycles.erase.question')}</p>
          <p className="button-row">
            <button type="button" className="button danger" onClick={props.onConfirm}>
              {t('cycles.erase.yes')}
            </button>
            <button type="button" className="button secondary" ref={keepLog} onClick={props.onCancel}>
              {t('cycles.erase.no')}
            </button>
          </p>
        </div>
      )}
    </section>
  )
}
