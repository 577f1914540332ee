import { type FormEvent, useId, useState } from 'react'
import { useIntl } from 'react-intl'
import { formatDate, parseIsoDate, type Temporal } from '../../../core/calc/temporal.ts'
import type { Locale } from '../../../core/i18n/locales.ts'
import type { MessageKey } from '../../../core/i18n/message-key.ts'
import { localizedPath } from '../../../core/routes.ts'
import { LinkQrCode } from '../../components/sync/LinkQrCode.tsx'

/** What the sync section shows (issue 62): read from the sync machine by `syncView`. */
export interface SyncView {
  /**
   * - `off`: this device does not sync;
   * - `offer`: the address carries the owner's link, and the device asks before joining;
   * - `incomplete`: the address carries a link cut short;
   * - `on`: this device syncs the log;
   * - `viewer`: this device reads a log shared with it;
   * - `refused`: the space is gone or the link revoked;
   * - `notOffered`: the edition may not send personal data to the server (decision 068).
   */
  mode: 'off' | 'offer' | 'incomplete' | 'on' | 'viewer' | 'refused' | 'notOffered'
  /** What the last round did: under way, waiting for the network, failed, or refused as full. */
  activity: 'idle' | 'syncing' | 'waiting' | 'failed' | 'full'
  /** When the last round finished, the device's epoch ms. */
  syncedAt: number | null
  /** The day the server deletes the space if no device opens it before. */
  deletesOn: string | null
  /** Records that this link's keys could not open. */
  unreadable: number
  /** The owner's link, whole, and its words; only on an owner's device. */
  ownerLink: string | null
  words: string | null
  /** Read-only links made on this device. */
  shares: readonly { hash: string; link: string; createdOn: string }[]
  /** What was last done, said once. */
  notice: 'stopped' | 'deleted' | 'revoked' | null
  /** Typed words that gave no secret. */
  wrongWords: boolean
  /** "Delete the space" pressed, waiting for the yes. */
  confirmingDelete: boolean
}

export interface SyncActions {
  onStart: () => void
  onJoinWords: (words: string) => void
  onAccept: () => void
  onDecline: () => void
  onStop: () => void
  onDelete: () => void
  onDeleteConfirm: () => void
  onDeleteCancel: () => void
  onShare: () => void
  onRevoke: (hash: string) => void
}

/** When a round finished, on the device's clock, in the page's language. */
export const syncTime = (ms: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(ms)

const STATUS: Record<Exclude<SyncView['activity'], 'idle'>, MessageKey> = {
  syncing: 'sync.status.syncing',
  waiting: 'sync.status.waiting',
  failed: 'sync.failed',
  full: 'sync.full',
}

/**
 * "Your log on your other devices", in My cycles (issue 62): turning sync on (with the
 * visitor's agreement, GDPR art. 9(2)(a)), the owner's link as text, QR code and words, read-only
 * links and their revocation, and leaving. What it shows comes from the sync machine; it holds
 * only what is being typed.
 */
export function SyncSection({ view, actions }: { view: SyncView; actions: SyncActions }) {
  const intl = useIntl()
  const t = (id: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id }, values)
  const ids = useId()
  const [agreed, setAgreed] = useState(false)
  const [needsAgreement, setNeedsAgreement] = useState(false)
  const [words, setWords] = useState('')
  const [copied, setCopied] = useState<string | null>(null)
  const day = (iso: string) => formatDate(parseIsoDate(iso) as Temporal.PlainDate, intl.locale)
  const time = (ms: number) => syncTime(ms, intl.locale)

  const start = (event: FormEvent) => {
    event.preventDefault()
    if (!agreed) return setNeedsAgreement(true)
    setNeedsAgreement(false)
    actions.onStart()
  }
  const join = (event: FormEvent) => {
    event.preventDefault()
    actions.onJoinWords(words)
  }
  const copy = (link: string) =>
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(link),
      () => setCopied(null),
    )

  if (view.mode === 'viewer') return null

  return (
    <section className="cycle-sync js-only" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{t('sync.title')}</h3>
      {view.mode === 'notOffered' ? (
        <p>{t('sync.notOffered')}</p>
      ) : (
        <>
          <p className="hint">{t('sync.intro')}</p>
          <p role="status" className="sync-status">
            {view.notice === 'stopped' && t('sync.stopped')}
            {view.notice === 'deleted' && t('sync.deleted')}
            {view.notice === 'revoked' && t('sync.shares.revoked')}
            {view.mode === 'on' &&
              (view.activity === 'idle'
                ? view.syncedAt !== null && t('sync.status.synced', { time: time(view.syncedAt) })
                : t(STATUS[view.activity]))}
            {view.unreadable > 0 && ` ${t('sync.status.unreadable', { count: view.unreadable })}`}
          </p>
          {view.mode === 'refused' && <p className="error-banner">{t('sync.refused')}</p>}
          {view.mode === 'incomplete' && <p className="error-banner">{t('sync.incomplete')}</p>}

          {view.mode === 'offer' && (
            <section className="sync-offer" aria-labelledby={`${ids}-offer`}>
              <h4 id={`${ids}-offer`}>{t('sync.offer.title')}</h4>
              <p>{t('sync.offer.text')}</p>
              <p className="button-row">
                <button type="button" className="button" onClick={actions.onAccept}>
                  {t('sync.offer.join')}
                </button>
                <button type="button" className="button secondary" onClick={actions.onDecline}>
                  {t('sync.offer.cancel')}
                </button>
              </p>
            </section>
          )}

          {(view.mode === 'off' || view.mode === 'refused' || view.mode === 'incomplete') && (
            <>
              <form className="sync-start" onSubmit={start} noValidate>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={agreed}
                    onChange={(event) => setAgreed(event.target.checked)}
                    aria-invalid={needsAgreement || undefined}
                    aria-describedby={needsAgreement ? `${ids}-agree` : undefined}
                  />{' '}
                  {t('sync.consent')}{' '}
                  <a href={localizedPath(intl.locale as Locale, 'privacy-policy')}>{t('sync.privacy')}</a>
                </label>
                {needsAgreement && (
                  <p id={`${ids}-agree`} role="alert" className="field-error">
                    {t('sync.consent.required')}
                  </p>
                )}
                <button type="submit" className="button">
                  {t('sync.start')}
                </button>
              </form>
              <form className="sync-join" onSubmit={join} noValidate>
                <div className="field">
                  <label htmlFor={`${ids}-words`}>{t('sync.join.label')}</label>
                  <input
                    id={`${ids}-words`}
                    type="text"
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    value={words}
                    onChange={(event) => setWords(event.target.value)}
                    aria-invalid={view.wrongWords || undefined}
                    aria-describedby={view.wrongWords ? `${ids}-words-wrong` : undefined}
                  />
                </div>
                {view.wrongWords && (
                  <p id={`${ids}-words-wrong`} role="alert" className="field-error">
                    {t('sync.join.wrong')}
                  </p>
                )}
                <button type="submit" className="button secondary">
                  {t('sync.join.submit')}
                </button>
              </form>
            </>
          )}

          {view.mode === 'on' && view.ownerLink && (
            <>
              <details className="sync-devices">
                <summary>{t('sync.devices.title')}</summary>
                <p>{t('sync.devices.text')}</p>
                <p className="hint">{t('sync.devices.warning')}</p>
                <LinkField
                  id={`${ids}-owner`}
                  label={t('sync.link.label')}
                  link={view.ownerLink}
                  copyLabel={t('sync.copy')}
                  copied={copied === view.ownerLink ? t('sync.copied') : ''}
                  onCopy={copy}
                />
                <LinkQrCode link={view.ownerLink} label={t('sync.qr')} />
                {view.words && (
                  <p>
                    {t('sync.words')}: <code className="sync-words">{view.words}</code>
                  </p>
                )}
              </details>

              <section className="sync-shares" aria-labelledby={`${ids}-shares`}>
                <h4 id={`${ids}-shares`}>{t('sync.shares.title')}</h4>
                <p>{t('sync.shares.text')}</p>
                <ul>
                  {view.shares.map((share) => (
                    <li key={share.hash}>
                      <LinkField
                        id={`${ids}-${share.hash}`}
                        label={t('sync.shares.link', { date: day(share.createdOn) })}
                        link={share.link}
                        copyLabel={t('sync.copy')}
                        copied={copied === share.link ? t('sync.copied') : ''}
                        onCopy={copy}
                      />
                      <button
                        type="button"
                        className="button secondary"
                        onClick={() => actions.onRevoke(share.hash)}
                        aria-describedby={`${ids}-${share.hash}`}
                      >
                        {t('sync.shares.revoke')}
                      </button>
                    </li>
                  ))}
                </ul>
                <button type="button" className="button secondary" onClick={actions.onShare}>
                  {t('sync.shares.create')}
                </button>
              </section>

              {view.deletesOn && <p className="hint">{t('sync.expiry', { date: day(view.deletesOn) })}</p>}
              <p className="button-row">
                <button type="button" className="button secondary" onClick={actions.onStop}>
                  {t('sync.stop')}
                </button>
                <button type="button" className="button secondary" onClick={actions.onDelete}>
                  {t('sync.delete')}
                </button>
              </p>
              {view.confirmingDelete && (
                <div role="alert" className="error-banner">
                  <p>{t('sync.delete.confirm')}</p>
                  <button type="button" className="button" onClick={actions.onDeleteConfirm}>
                    {t('sync.delete.yes')}
                  </button>{' '}
                  <button type="button" className="button secondary" onClick={actions.onDeleteCancel}>
                    {t('sync.delete.no')}
                  </button>
                </div>
              )}
            </>
          )}
        </>
      )}
    </section>
  )
}

/** A link to carry: read-only text to select, and a button that copies it. */
function LinkField(props: {
  id: string
  label: string
  link: string
  copyLabel: string
  copied: string
  onCopy: (link: string) => void
}) {
  return (
    <div className="field sync-link">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="text"
        readOnly
        value={props.link}
        onFocus={(event) => event.target.select()}
      />
      <button type="button" className="button secondary" onClick={() => props.onCopy(props.link)}>
        {props.copyLabel}
      </button>{' '}
      <span role="status">{props.copied}</span>
    </div>
  )
}
