import { fromPromise } from 'xstate'
import { newSpaceSecret, toBase64Url } from '../../../../core/sync/envelope.ts'
import { startClock } from '../../../../core/sync/hlc.ts'
import { type DeviceLog, logOf } from '../../../../core/sync/log-records.ts'
import { liveValues } from '../../../../core/sync/replica.ts'
import type { Connect, ShareLink, ShareSummary, SyncSummary } from '../../../machines/syncMachine.ts'
import { SyncError, syncMachine } from '../../../machines/syncMachine.ts'
import { announce, database } from '../cycle-store.ts'
import { credentialHash, type SyncApi, syncApi } from './sync-api.ts'
import { credentialKeys, syncRound } from './sync-round.ts'
import {
  type CyclesDb,
  forgetSpace,
  readSyncState,
  type SyncCredential,
  type SyncState,
  saveSyncState,
} from './sync-store.ts'

/** What the actors use: the page's database, API and clock unless a test hands in its own. */
export interface SyncDeps {
  db: () => Promise<CyclesDb>
  api: SyncApi
  now: () => number
  /** Runs one round at a time across this site's tabs (Web Locks where the browser has them). */
  exclusive: <T>(run: () => Promise<T>) => Promise<T>
}

const LOCK = 'fertilitycalc-sync'

function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return run()
  return navigator.locks.request(LOCK, run) as Promise<T>
}

const deviceDeps = (): SyncDeps => ({
  db: database,
  api: syncApi(),
  now: () => Date.now(),
  exclusive: oneAtATime,
})

/** The 16-byte node id and share tokens (base64url, 22 characters). */
const TOKEN_BYTES = 16

const summaryOf = (state: SyncState): SyncSummary => ({
  role: state.credential.kind,
  syncedAt: state.syncedAt,
  deletesOn: state.deletesOn,
  unreadable: state.unreadable,
  shares: state.shares.map(({ token, hash, made }) => ({ token, hash, made })),
})

/**
 * The sync machine's actors on the device (or on whatever a test gives): the stored state in the
 * log's database, the calls through the API client, rounds one at a time.
 */
export function syncActors(given: Partial<SyncDeps> = {}) {
  const deps = { ...deviceDeps(), ...given }
  const token = () => toBase64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)))

  /** The stored state with a write proof, or the refusal a viewer or a forgotten space gets. */
  async function owned() {
    const db = await deps.db()
    const state = await readSyncState(db)
    const keys = state && (await credentialKeys(state.credential))
    if (!state || !keys?.writeProof) throw new SyncError('refused')
    return { db, state, space: keys.keys.spaceId, proof: keys.writeProof, readSecret: keys.readSecret }
  }

  async function connect(how: Connect): Promise<SyncSummary> {
    let credential: SyncCredential
    let deletesOn: string | null = null
    if (how.kind === 'start') {
      credential = { kind: 'owner', secret: toBase64Url(newSpaceSecret()) }
      const keys = await credentialKeys(credential)
      if (!keys?.writeProof) throw new SyncError('failed')
      deletesOn = (await deps.api.create(keys.keys.spaceId, keys.writeProof)).deletesOn
    } else {
      credential =
        how.kind === 'join'
          ? { kind: 'owner', secret: how.secret }
          : { kind: 'viewer', readSecret: how.readSecret, token: how.token }
      // A link cut short or mistyped gives no keys: nothing is kept of it.
      if (!(await credentialKeys(credential))) throw new SyncError('refused')
    }
    const node = token()
    const state: SyncState = {
      credential,
      node,
      clock: startClock(node),
      seq: 0,
      deletesOn,
      syncedAt: null,
      unreadable: 0,
      shares: [],
    }
    await saveSyncState(await deps.db(), state)
    return summaryOf(state)
  }

  return {
    read: fromPromise<SyncSummary | null>(async () => {
      const state = await readSyncState(await deps.db())
      return state && summaryOf(state)
    }),
    connect: fromPromise<SyncSummary, Connect>(({ input }) => connect(input)),
    round: fromPromise(() =>
      deps.exclusive(async () => {
        const summary = await syncRound({ db: await deps.db(), api: deps.api, now: deps.now })
        if (summary.wrote > 0) announce('changed')
        return summary
      }),
    ),
    forget: fromPromise<void>(async () => forgetSpace(await deps.db())),
    remove: fromPromise<void>(async () => {
      const { db, space, proof } = await owned()
      await deps.api.deleteSpace(space, proof)
      await forgetSpace(db)
    }),
    share: fromPromise<{ link: ShareLink; shares: ShareSummary[] }>(async () => {
      const { db, state, space, proof, readSecret } = await owned()
      const made = token()
      const hash = await credentialHash(made)
      await deps.api.putShare(space, proof, hash)
      const shares = [...state.shares, { token: made, hash, made: deps.now() }]
      await saveSyncState(db, { ...state, shares })
      return {
        link: { readSecret: toBase64Url(readSecret), token: made },
        shares: summaryOf({ ...state, shares }).shares,
      }
    }),
    revoke: fromPromise<ShareSummary[], { hash: string }>(async ({ input }) => {
      const { db, state, space, proof } = await owned()
      await deps.api.deleteShare(space, proof, input.hash)
      const shares = state.shares.filter((share) => share.hash !== input.hash)
      await saveSyncState(db, { ...state, shares })
      return summaryOf({ ...state, shares }).shares
    }),
  }
}

/** The sync machine with the device's storage and the site's API; the page adds `logWritten`. */
export const deviceSyncMachine = (given: Partial<SyncDeps> = {}) =>
  syncMachine.provide({ actors: syncActors(given) })

/**
 * The log a read-only link pulled, for the partner view: it lives in the replica only, never in
 * this device's own log (decision 082).
 */
export async function loadViewedLog(db: CyclesDb | null = null): Promise<DeviceLog> {
  const records = await (db ?? (await database())).getAll('replica')
  return logOf(
    liveValues({ clock: startClock(''), records: new Map(records.map((record) => [record.key, record])) }),
  )
}
