import type { IDBPDatabase, IDBPTransaction } from 'idb'
import { cleanDay } from '../../../../core/calc/body-signs/stored-day.ts'
import { compareHlc, type Hlc } from '../../../../core/sync/hlc.ts'
import { type LogPlace, logValues, placeOf, SYNCED_SETTINGS } from '../../../../core/sync/log-records.ts'
import { later, type Replica, type SyncRecord } from '../../../../core/sync/replica.ts'
import type { CyclesDB } from '../cycle-store.ts'

/**
 * Sync's part of the device's database (version 4; decision 082): the space's state, the replica's
 * records and the stamps of edits not yet synced, beside the log they describe. The secret stays
 * here: it leaves the device only in a link the person carries.
 */
export type CyclesDb = IDBPDatabase<CyclesDB>

/** The owner holds the space secret; a read-only viewer the read secret and its share token. */
export type SyncCredential =
  | { kind: 'owner'; secret: string }
  | { kind: 'viewer'; readSecret: string; token: string }

/** A read-only link the owner made, kept so that it can be shown again and revoked. */
export interface Share {
  token: string
  hash: string
  /** When it was made, in the device's milliseconds. */
  made: number
}

export interface SyncState {
  credential: SyncCredential
  /** This device's id in every stamp it makes: random, never a person's name. */
  node: string
  clock: Hlc
  /** The last record order pulled from the space. */
  seq: number
  deletesOn: string | null
  syncedAt: number | null
  /** Records pulled that these keys could not open, ever. */
  unreadable: number
  shares: Share[]
}

/** The one key of the `sync` store. */
const SPACE = 'space'

export async function readSyncState(db: CyclesDb): Promise<SyncState | null> {
  return (await db.get('sync', SPACE)) ?? null
}

export async function saveSyncState(db: CyclesDb, state: SyncState): Promise<void> {
  await db.put('sync', state, SPACE)
}

/** Forgets the space on this device: the log stays as it is. */
export async function forgetSpace(db: CyclesDb): Promise<void> {
  const tx = db.transaction(['sync', 'replica', 'edits'], 'readwrite')
  await Promise.all([
    tx.objectStore('sync').clear(),
    tx.objectStore('replica').clear(),
    tx.objectStore('edits').clear(),
    tx.done,
  ])
}

/** What a round starts from, read in one transaction so that the log and the stamps agree. */
export interface RoundStart {
  state: SyncState
  replica: Replica<unknown>
  /** When each key was edited here, for the keys not yet synced. */
  stamps: Map<string, number>
  /** The device's log as record values. */
  device: Map<string, unknown>
}

export async function readRoundStart(db: CyclesDb): Promise<RoundStart | null> {
  const tx = db.transaction(['sync', 'replica', 'edits', 'periods', 'days', 'settings'])
  const [state, records, stampKeys, stampValues, periods, days, settings] = await Promise.all([
    tx.objectStore('sync').get(SPACE),
    tx.objectStore('replica').getAll(),
    tx.objectStore('edits').getAllKeys(),
    tx.objectStore('edits').getAll(),
    tx.objectStore('periods').getAll(),
    tx.objectStore('days').getAll(),
    Promise.all(
      SYNCED_SETTINGS.map(async (name) => [name, await tx.objectStore('settings').get(name)] as const),
    ),
  ])
  await tx.done
  if (!state) return null
  return {
    state,
    replica: { clock: state.clock, records: new Map(records.map((record) => [record.key, record])) },
    stamps: new Map(stampKeys.map((key, i) => [key, stampValues[i] ?? 0])),
    device: logValues({
      periods,
      // The log as the page reads it: a record no day could be is not synced.
      days: days.flatMap((day) => cleanDay(day) ?? []),
      settings: new Map(settings.filter(([, value]) => value !== undefined)),
    }),
  }
}

/** What a round keeps, all of it in one transaction or none. */
export interface RoundEnd {
  state: SyncState
  /** Replica records made or received in the round. */
  records: readonly SyncRecord<unknown>[]
  /** Values to write into the device's log (null deletes); empty for a viewer. */
  writes: ReadonlyMap<string, unknown>
  /** The stamps the round made edits of: cleared unless the key was edited again meanwhile. */
  stamps: ReadonlyMap<string, number>
}

/**
 * Keeps a round: the replica's records (the later of each, whatever another tab kept meanwhile),
 * the state, the log's changed records and the stamps consumed. A key edited on the device since
 * the round read it is not overwritten: that edit's stamp stays, and the next round weighs it.
 * Throws when the space was forgotten meanwhile, so that nothing is written for a space left.
 */
export async function commitRound(db: CyclesDb, end: RoundEnd): Promise<{ wrote: number }> {
  const tx: RoundTx = db.transaction([...ROUND_STORES], 'readwrite')
  const sync = tx.objectStore('sync')
  const replica = tx.objectStore('replica')
  const edits = tx.objectStore('edits')
  const kept = await sync.get(SPACE)
  if (!kept || JSON.stringify(kept.credential) !== JSON.stringify(end.state.credential)) {
    tx.abort()
    await tx.done.catch(() => {})
    throw new Error('sync: the space was forgotten during the round')
  }
  for (const record of end.records) {
    const stored = await replica.get(record.key)
    await replica.put(stored ? later(stored, record) : record)
  }
  let wrote = 0
  for (const [key, value] of end.writes) {
    const stamp = await edits.get(key)
    if (stamp !== undefined && stamp !== end.stamps.get(key)) continue
    const place = placeOf(key)
    if (!place) continue
    await writeLog(tx, place, value)
    wrote++
  }
  for (const [key, ms] of end.stamps) {
    if ((await edits.get(key)) === ms) await edits.delete(key)
  }
  await sync.put(
    {
      ...end.state,
      // Another tab may have synced meanwhile: the clock and the order read only move forward.
      clock: compareHlc(kept.clock, end.state.clock) > 0 ? kept.clock : end.state.clock,
      seq: Math.max(kept.seq, end.state.seq),
      shares: kept.shares,
    },
    SPACE,
  )
  await tx.done
  return { wrote }
}

const ROUND_STORES = ['sync', 'replica', 'edits', 'periods', 'days', 'settings'] as const
type RoundTx = IDBPTransaction<CyclesDB, (typeof ROUND_STORES)[number][], 'readwrite'>

function writeLog(tx: RoundTx, place: LogPlace, value: unknown) {
  const store = tx.objectStore(place.store)
  if (value === null) return store.delete(place.id)
  // The periods and days keep their key in the record; a setting is kept under its name.
  return place.store === 'settings' ? store.put(value, place.id) : store.put(value as never)
}
