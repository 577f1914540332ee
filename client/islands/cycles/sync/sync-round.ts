import {
  type Bytes,
  fromBase64Url,
  open,
  type ReadKeys,
  readKeys,
  seal,
  spaceKeys,
} from '../../../../core/sync/envelope.ts'
import { compareHlc, type Hlc } from '../../../../core/sync/hlc.ts'
import { logEdits, placeOf, sameValue, storableValue } from '../../../../core/sync/log-records.ts'
import { SYNC_LIMITS } from '../../../../core/sync/protocol.ts'
import { editAll, liveValues, type Replica, receive, type SyncRecord } from '../../../../core/sync/replica.ts'
import { type RoundSummary, SyncError } from '../../../machines/syncMachine.ts'
import type { SyncApi } from './sync-api.ts'
import { type CyclesDb, commitRound, readRoundStart, type SyncCredential } from './sync-store.ts'

/** What a round needs from outside: the device's database, the API and the device's clock. */
export interface RoundDeps {
  db: CyclesDb
  api: SyncApi
  now: () => number
}

/** The keys a credential gives, with what it sends to the space; null when they are not a space's. */
export async function credentialKeys(
  credential: SyncCredential,
): Promise<{ keys: ReadKeys; readSecret: Bytes; bearer: string; writeProof: string | null } | null> {
  if (credential.kind === 'owner') {
    const secret = fromBase64Url(credential.secret)
    const keys = secret && (await spaceKeys(secret))
    return keys
      ? { keys, readSecret: keys.readSecret, bearer: keys.writeProof, writeProof: keys.writeProof }
      : null
  }
  const secret = fromBase64Url(credential.readSecret)
  const keys = secret && (await readKeys(secret))
  return secret && keys ? { keys, readSecret: secret, bearer: credential.token, writeProof: null } : null
}

const isHlc = (value: unknown): value is Hlc => {
  const { wall, count, node } = (value ?? {}) as Partial<Hlc>
  return Number.isSafeInteger(wall) && Number.isSafeInteger(count) && typeof node === 'string'
}

/** An opened record as a replica takes it, or null for anything else. */
function syncRecord(opened: unknown): SyncRecord<unknown> | null {
  if (typeof opened !== 'object' || opened === null) return null
  const { key, version, value } = opened as Record<string, unknown>
  if (typeof key !== 'string' || !isHlc(version) || value === undefined) return null
  return { key, version: { wall: version.wall, count: version.count, node: version.node }, value }
}

/**
 * The device's own edits as replica edits, each stamped at the time it was made (its stamp in
 * the `edits` store; a change never stamped, such as the log kept before sync was on, at `now`).
 * Oldest first, so that the clock ticks in the order they were made.
 */
export function ownEdits(
  replica: Replica<unknown>,
  device: ReadonlyMap<string, unknown>,
  stamps: ReadonlyMap<string, number>,
  now: number,
): { replica: Replica<unknown>; records: SyncRecord<unknown>[] } {
  const edits = logEdits(liveValues(replica), device)
    .map((change) => ({ ...change, at: stamps.get(change.key) ?? now }))
    .sort((a, b) => a.at - b.at || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  return editAll(replica, edits)
}

/**
 * What the winners received mean for the device's log: the value to write under each key whose
 * stored value differs (null deletes). A value this version cannot store is not written.
 */
export function logWrites(
  changed: readonly SyncRecord<unknown>[],
  device: ReadonlyMap<string, unknown>,
): Map<string, unknown> {
  const writes = new Map<string, unknown>()
  for (const record of changed) {
    if (!placeOf(record.key)) continue
    const value = record.value === null ? null : storableValue(record.key, record.value)
    if (record.value !== null && value === null) continue
    const stored = device.get(record.key)
    if (value === null ? stored === undefined : sameValue(value, stored)) continue
    writes.set(record.key, value)
  }
  return writes
}

/**
 * The space keeps the version of a record pushed last, not the one stamped last: a device that
 * pushed an older edit after another pushed a newer one replaced it there. So whoever pulls a
 * version older than the one it holds pushes its own back, and the space ends with the latest.
 */
export function staleOnSpace(
  replica: Replica<unknown>,
  pulled: readonly SyncRecord<unknown>[],
): SyncRecord<unknown>[] {
  const lastPulled = new Map(pulled.map((record) => [record.key, record]))
  return [...lastPulled.values()].flatMap((record) => {
    const held = replica.records.get(record.key)
    return held && compareHlc(held.version, record.version) > 0 ? [held] : []
  })
}

/**
 * One sync round (decision 082): the device's edits since the last round become replica edits,
 * stamped when they were made; they are sealed and pushed, then everything the space took since
 * the last pull is pulled and merged, and a version the space holds older than this device's is
 * pushed again (`staleOnSpace`); and the replica, the order pulled, the stamps consumed and
 * the winners that differ from the device's log are kept in one transaction. Until that
 * transaction, nothing is written here: a round cut anywhere loses nothing, and the next one
 * makes the same edits again. A viewer only pulls, and keeps what it pulls in its replica: a
 * partner's device never mixes her log into its own.
 */
export async function syncRound({ db, api, now }: RoundDeps): Promise<RoundSummary> {
  const start = await readRoundStart(db)
  if (!start) throw new SyncError('refused')
  const { state, stamps, device } = start
  const credential = await credentialKeys(state.credential)
  if (!credential) throw new SyncError('refused')
  const { keys, bearer, writeProof } = credential
  const space = keys.spaceId

  let replica = start.replica
  let mine: SyncRecord<unknown>[] = []
  let deletesOn = state.deletesOn
  async function push(records: readonly SyncRecord<unknown>[]) {
    if (!writeProof) return
    for (let from = 0; from < records.length; from += SYNC_LIMITS.pushRecords) {
      const batch = records.slice(from, from + SYNC_LIMITS.pushRecords)
      const sealed = await Promise.all(batch.map((record) => seal(keys, record.key, record)))
      deletesOn = (await api.push(space, writeProof, sealed)).deletesOn
    }
  }
  if (writeProof) {
    const made = ownEdits(replica, device, stamps, now())
    replica = made.replica
    mine = made.records
    await push(mine)
  }

  let seq = state.seq
  let unreadable = 0
  const pulled: SyncRecord<unknown>[] = []
  for (;;) {
    const answer = await api.pull(space, bearer, seq)
    for (const sealed of answer.records) {
      const record = syncRecord(await open(keys, sealed))
      if (record) pulled.push(record)
      else unreadable++
    }
    // A page that does not move the order on would be asked for again and again.
    const moved = answer.seq > seq
    seq = Math.max(seq, answer.seq)
    deletesOn = answer.deletesOn
    if (!answer.more || !moved) break
  }

  const received = receive(replica, pulled, now())
  await push(staleOnSpace(received.replica, pulled))
  const syncedAt = now()
  const { wrote } = await commitRound(db, {
    state: {
      ...state,
      clock: received.replica.clock,
      seq,
      deletesOn,
      syncedAt,
      unreadable: state.unreadable + unreadable,
    },
    records: [...mine, ...received.changed],
    writes: writeProof ? logWrites(received.changed, device) : new Map(),
    stamps: writeProof ? stamps : new Map(),
  })
  return { syncedAt, deletesOn, unreadable: state.unreadable + unreadable, wrote }
}
