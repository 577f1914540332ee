import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useIntl } from 'react-intl'
import type { ReadingHabit } from '../../../core/calc/body-signs/day-draft.ts'
import type { StoredDay } from '../../../core/calc/body-signs/stored-day.ts'
import type { LoggedPeriod, StoredPeriod } from '../../../core/calc/cycle-log.ts'
import type { Temporal } from '../../../core/calc/temporal.ts'
import { fromBase64Url, toBase64Url } from '../../../core/sync/envelope.ts'
import { linkFragment, parseLinkFragment, secretFromWords, secretWords } from '../../../core/sync/links.ts'
import { loggedPeriods } from '../../machines/cycleLogMachine.ts'
import { LaterMessages } from '../later-messages.tsx'
import { database } from './cycle-store.ts'
import { SharedSigns } from './SharedSigns.tsx'
import { SyncSection, type SyncView, syncTime } from './SyncSection.tsx'
import { deviceSyncMachine, loadViewedLog } from './sync/sync-actors.ts'
import { credentialKeys } from './sync/sync-round.ts'
import { readSyncState } from './sync/sync-store.ts'

export interface SyncPartProps {
  /** This edition offers sync (`offersSync`, decision 083). */
  offered: boolean
  /**
   * My cycles' news of the device's log: `changed` at each change (a round follows after a pause),
   * `erased` once "Delete everything on this device" removed the log and the space's state with it.
   */
  news: EventTarget
  /** A round wrote into the device's log: My cycles reads it again. */
  onWritten: () => void
  /** A read-only link's log, to show instead of the device's; null when this device reads none. */
  onShared: (periods: StoredPeriod[] | null) => void
  /** Whether this device's own log syncs (an owner's device), for My cycles' note on where it is kept. */
  onSyncing: (syncing: boolean) => void
  /** The device's today, for what the shared signs say. */
  today: Temporal.PlainDate
  /** Where the note that the page shows a shared log goes: the top of My cycles. */
  viewerSlot: HTMLElement | null
}

/** The address this page answers at, with a link's fragment: what another device opens. */
const linkTo = (fragment: string) => `${location.origin}${location.pathname}#${fragment}`

/**
 * Sync in My cycles (issue 62): the sync machine with the device's storage and the site's API,
 * the link an address carries, and the section and the viewer's note drawn from the machine.
 * Loaded lazily, with its words, by My cycles once it has hydrated.
 */
function SyncPartInner(props: SyncPartProps) {
  const intl = useIntl()
  const { onWritten, onShared } = props
  const written = useRef(onWritten)
  written.current = onWritten
  const sync = useActorRef(
    useMemo(
      () =>
        deviceSyncMachine().provide({
          actions: { logWritten: (_, wrote: number) => (wrote > 0 ? written.current() : undefined) },
        }),
      [],
    ),
  )
  const snapshot = useSelector(sync, (state) => state)
  const { context } = snapshot
  // What an address's fragment carried, read once and then taken out of the address (decision 083).
  const followed = useRef(false)
  const [carried, setCarried] = useState(() => parseLinkFragment(location.hash))
  const [offer, setOffer] = useState(carried !== null && carried !== 'incomplete' && carried.kind === 'owner')
  // A link pasted into the address of this page already open changes only its fragment.
  useEffect(() => {
    const read = () => {
      const link = parseLinkFragment(location.hash)
      if (link === null) return
      followed.current = false
      setCarried(link)
      setOffer(link !== 'incomplete' && link.kind === 'owner')
    }
    addEventListener('hashchange', read)
    return () => removeEventListener('hashchange', read)
  }, [])
  const [wrongWords, setWrongWords] = useState(false)
  // The shared log's periods and days, for what its signs say (a read-only link's device only).
  const [viewed, setViewed] = useState<{
    periods: LoggedPeriod[]
    days: readonly StoredDay[]
    habit: ReadingHabit | null
  } | null>(null)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [notice, setNotice] = useState<SyncView['notice']>(null)
  const [links, setLinks] = useState<{ secret: string | null; readSecret: string | null }>({
    secret: null,
    readSecret: null,
  })

  useEffect(() => {
    if (carried !== null) history.replaceState(history.state, '', location.pathname + location.search)
  }, [carried])
  // A read-only link is followed once the device has said it keeps no space of its own.
  // Once only: "Stop reading this log" leaves it for good, whatever the address carried.
  const off = snapshot.matches('off')
  useEffect(() => {
    if (followed.current || !off || carried === null || carried === 'incomplete' || carried.kind !== 'viewer')
      return
    followed.current = true
    if (props.offered)
      sync.send({ type: 'sync.view', readSecret: toBase64Url(carried.readSecret), token: carried.token })
  }, [off, carried, sync, props.offered])

  // A round after each change of the log, on focus and when the network returns.
  useEffect(() => {
    const changed = () => sync.send({ type: 'log.changed' })
    const erased = () => sync.send({ type: 'log.erased' })
    props.news.addEventListener('changed', changed)
    props.news.addEventListener('erased', erased)
    return () => {
      props.news.removeEventListener('changed', changed)
      props.news.removeEventListener('erased', erased)
    }
  }, [props.news, sync])
  useEffect(() => {
    const online = () => sync.send({ type: 'online' })
    const focus = () => document.visibilityState === 'visible' && sync.send({ type: 'focus' })
    addEventListener('online', online)
    document.addEventListener('visibilitychange', focus)
    return () => {
      removeEventListener('online', online)
      document.removeEventListener('visibilitychange', focus)
    }
  }, [sync])

  // The owner's link and words, and the read secret of the links she makes, read from the device.
  const role = context.role
  useEffect(() => {
    if (role !== 'owner') return setLinks({ secret: null, readSecret: null })
    let current = true
    void database()
      .then(readSyncState)
      .then(async (state) => {
        if (state?.credential.kind !== 'owner' || !current) return
        const keys = await credentialKeys(state.credential)
        if (current)
          setLinks({
            secret: state.credential.secret,
            readSecret: keys ? toBase64Url(keys.readSecret) : null,
          })
      })
    return () => {
      current = false
    }
  }, [role])

  // A read-only link's log, shown in place of the device's after each round.
  const viewing = role === 'viewer' && snapshot.matches('on')
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again after each round, which moves syncedAt.
  useEffect(() => {
    if (!viewing) {
      setViewed(null)
      return onShared(null)
    }
    void loadViewedLog().then((log) => {
      onShared([...log.periods])
      setViewed({
        periods: loggedPeriods([...log.periods]),
        days: log.days,
        habit: (log.settings.get('readingHabit') as ReadingHabit | undefined) ?? null,
      })
    })
  }, [viewing, context.syncedAt, onShared])

  const active = snapshot.matches('on')
  const ownerSyncing = role === 'owner' && (active || snapshot.matches('refused'))
  const { onSyncing } = props
  useEffect(() => onSyncing(ownerSyncing), [ownerSyncing, onSyncing])
  const secret = links.secret ? fromBase64Url(links.secret) : null
  const view: SyncView = {
    mode: !props.offered
      ? 'notOffered'
      : role === 'viewer' && active
        ? 'viewer'
        : snapshot.matches('refused')
          ? 'refused'
          : active
            ? 'on'
            : offer
              ? 'offer'
              : carried === 'incomplete' && !snapshot.matches('connecting')
                ? 'incomplete'
                : 'off',
    // An edit waiting for its round reads as under way: it is, and the page says so at once.
    activity:
      snapshot.matches({ on: 'syncing' }) ||
      snapshot.matches({ on: 'pending' }) ||
      snapshot.matches('connecting')
        ? 'syncing'
        : snapshot.matches({ on: 'waiting' })
          ? context.problem === 'full'
            ? 'full'
            : 'waiting'
          : 'idle',
    syncedAt: context.syncedAt,
    deletesOn: context.deletesOn,
    unreadable: context.unreadable,
    ownerLink: secret ? linkTo(linkFragment({ kind: 'owner', secret })) : null,
    words: secret ? secretWords(secret) : null,
    shares: links.readSecret
      ? context.shares.map((share) => ({
          hash: share.hash,
          link: linkTo(
            linkFragment({
              kind: 'viewer',
              readSecret: fromBase64Url(links.readSecret as string) as Uint8Array<ArrayBuffer>,
              token: share.token,
            }),
          ),
          createdOn: new Date(share.made).toISOString().slice(0, 10),
        }))
      : [],
    notice,
    wrongWords,
    confirmingDelete,
  }

  const section = (
    <SyncSection
      view={view}
      actions={{
        onStart: () => {
          setNotice(null)
          sync.send({ type: 'sync.start' })
        },
        onJoinWords: (typed) => {
          const words = parseWords(typed)
          setWrongWords(words === null)
          if (words) sync.send({ type: 'sync.join', secret: words })
        },
        onAccept: () => {
          setOffer(false)
          if (carried && carried !== 'incomplete' && carried.kind === 'owner')
            sync.send({ type: 'sync.join', secret: toBase64Url(carried.secret) })
        },
        onDecline: () => setOffer(false),
        onStop: () => {
          setNotice('stopped')
          sync.send({ type: 'sync.stop' })
        },
        onDelete: () => setConfirmingDelete(true),
        onDeleteConfirm: () => {
          setConfirmingDelete(false)
          setNotice('deleted')
          sync.send({ type: 'sync.delete' })
        },
        onDeleteCancel: () => setConfirmingDelete(false),
        onShare: () => {
          setNotice(null)
          sync.send({ type: 'share.create' })
        },
        onRevoke: (hash) => {
          setNotice('revoked')
          sync.send({ type: 'share.revoke', hash })
        },
      }}
    />
  )
  return (
    <>
      {section}
      {view.mode === 'viewer' && viewed && (
        <SharedSigns periods={viewed.periods} days={viewed.days} habit={viewed.habit} today={props.today} />
      )}
      {view.mode === 'viewer' &&
        props.viewerSlot &&
        createPortal(
          <section className="sync-viewer" aria-labelledby="sync-viewer-title">
            <h3 id="sync-viewer-title">{intl.formatMessage({ id: 'sync.viewer.title' })}</h3>
            <p>
              {intl.formatMessage(
                { id: 'sync.viewer.text' },
                {
                  time: context.syncedAt === null ? '…' : syncTime(context.syncedAt, intl.locale),
                },
              )}
            </p>
            <button
              type="button"
              className="button secondary"
              onClick={() => sync.send({ type: 'sync.stop' })}
            >
              {intl.formatMessage({ id: 'sync.viewer.stop' })}
            </button>
          </section>,
          props.viewerSlot,
        )}
    </>
  )
}

/** The secret typed words give, as the machine takes it, or null. */
function parseWords(typed: string): string | null {
  const secret = secretFromWords(typed)
  return secret ? toBase64Url(secret) : null
}

export default function SyncPart(props: SyncPartProps) {
  return (
    <LaterMessages island="MyCycles">
      <SyncPartInner {...props} />
    </LaterMessages>
  )
}
