import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type AnyActorLogic, createActor, type InputFrom, type OutputFrom, toPromise } from 'xstate'
import { openCyclesDb } from '../../client/islands/cycles/cycle-store.ts'
import { loadViewedLog, syncActors } from '../../client/islands/cycles/sync/sync-actors.ts'
import { syncApi } from '../../client/islands/cycles/sync/sync-api.ts'
import { type CyclesDb, readRoundStart, readSyncState } from '../../client/islands/cycles/sync/sync-store.ts'
import { SyncError } from '../../client/machines/syncMachine.ts'
import { fromBase64Url, newSpaceSecret, seal, spaceKeys, toBase64Url } from '../../core/sync/envelope.ts'
import { canonical, placeOf } from '../../core/sync/log-records.ts'
import { fakeSyncServer } from './support/sync-server.ts'

/**
 * One sync round on devices with their own database (fake-indexeddb), against the contract's
 * server in memory (decision 082): devices edited apart converge, a cut round loses nothing, a
 * read-only link only reads and keeps what it reads apart, and a record no key opens is counted.
 */
const DAY = 86_400_000
const T0 = Date.UTC(2026, 10, 30, 8)
let databases = 0

const run = <L extends AnyActorLogic>(logic: L, input?: InputFrom<L>): Promise<OutputFrom<L>> =>
  toPromise(createActor(logic, { input }).start())

/** A device: its database, its clock (`offset` from T0 plus what the test lets pass) and its actors. */
async function device(server: ReturnType<typeof fakeSyncServer>, offset = 0) {
  const db = await openCyclesDb(`device-${++databases}`)
  const clock = { elapsed: 0 }
  const now = () => T0 + offset + clock.elapsed
  const actors = syncActors({ db: async () => db, api: syncApi(server.fetch), now, exclusive: (go) => go() })
  return { db, clock, now, actors, round: () => run(actors.round) }
}

type Device = Awaited<ReturnType<typeof device>>

/** An edit as the log's store makes one: the record and its stamp in one transaction. */
async function editOn({ db, now }: Device, key: string, value: unknown) {
  const place = placeOf(key)
  if (!place) throw new Error(key)
  const tx = db.transaction([place.store, 'edits'], 'readwrite')
  const store = tx.objectStore(place.store)
  if (value === null) await store.delete(place.id)
  else if (place.store === 'settings') await store.put(value, place.id)
  else await store.put(value as never)
  await tx.objectStore('edits').put(now(), key)
  await tx.done
}

const logOn = async (db: CyclesDb) => canonical([...((await readRoundStart(db))?.device ?? new Map())].sort())

async function ownerSecret(db: CyclesDb) {
  const credential = (await readSyncState(db))?.credential
  if (credential?.kind !== 'owner') throw new Error('not an owner')
  return credential.secret
}

const KEYS = [
  'period:2026-11-01',
  'period:2026-11-15',
  'day:2026-11-03',
  'day:2026-11-04',
  'setting:predictionsResumedFor',
]

function valueFor(key: string, n: number): unknown {
  const id = key.slice(key.indexOf(':') + 1)
  if (key.startsWith('period:')) return { start: id, excluded: n % 2 === 0 }
  if (key.startsWith('day:')) return { date: id, temperature: { hundredths: 3600 + n, disturbed: false } }
  return `2026-10-${String(10 + (n % 18)).padStart(2, '0')}`
}

type Step =
  | { kind: 'edit'; device: number; key: string; value: number | null; after: number }
  | { kind: 'round'; device: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('edit' as const),
    device: fc.integer({ min: 0, max: 2 }),
    key: fc.constantFrom(...KEYS),
    value: fc.option(fc.integer({ min: 0, max: 99 }), { nil: null }),
    after: fc.integer({ min: 0, max: 5000 }),
  }),
  fc.record({ kind: fc.constant('round' as const), device: fc.integer({ min: 0, max: 2 }) }),
)

describe('a sync round between devices (decision 082)', () => {
  it('three devices, one clock a day ahead, one a day behind, edited offline in any order, converge', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        const server = fakeSyncServer()
        const devices = [await device(server), await device(server, DAY), await device(server, -DAY)]
        const [a, b, c] = devices as [Device, Device, Device]
        await run(a.actors.connect, { kind: 'start' })
        const secret = await ownerSecret(a.db)
        await run(b.actors.connect, { kind: 'join', secret })
        await run(c.actors.connect, { kind: 'join', secret })
        for (const s of steps) {
          const on = devices[s.device] as Device
          if (s.kind === 'edit') {
            for (const d of devices) d.clock.elapsed += s.after
            await editOn(on, s.key, s.value === null ? null : valueFor(s.key, s.value))
          } else await on.round()
        }
        // A device that finds the space holding an older version than its own pushes it again:
        // three turns of rounds let the latest reach everyone.
        for (let i = 0; i < 3; i++) for (const d of devices) await d.round()
        const logs = await Promise.all(devices.map((d) => logOn(d.db)))
        expect(logs[1]).toBe(logs[0])
        expect(logs[2]).toBe(logs[0])
        for (const d of devices) d.db.close()
      }),
      { numRuns: 30 },
    )
  })

  it('a round the network cuts mid-way writes nothing, and the next one completes', async () => {
    const server = fakeSyncServer()
    const a = await device(server)
    const b = await device(server)
    await run(a.actors.connect, { kind: 'start' })
    await run(b.actors.connect, { kind: 'join', secret: await ownerSecret(a.db) })
    await editOn(a, 'day:2026-11-03', valueFor('day:2026-11-03', 5))
    await editOn(b, 'period:2026-11-01', valueFor('period:2026-11-01', 1))
    await a.round()
    const before = await readRoundStart(b.db)
    // The push goes through; the pull that follows is cut.
    server.failAfter(1)
    await expect(b.round()).rejects.toEqual(new SyncError('failed'))
    expect(await readRoundStart(b.db)).toEqual(before)
    server.heal()
    await b.round()
    await a.round()
    expect(await logOn(a.db)).toBe(await logOn(b.db))
    expect((await readRoundStart(b.db))?.stamps.size).toBe(0)
  })

  it('keeps the stamp of an edit made during the round, and does not overwrite that edit', async () => {
    const server = fakeSyncServer()
    const a = await device(server)
    const b = await device(server)
    await run(a.actors.connect, { kind: 'start' })
    await run(b.actors.connect, { kind: 'join', secret: await ownerSecret(a.db) })
    await editOn(a, 'day:2026-11-03', valueFor('day:2026-11-03', 5))
    await a.round()
    // B's round reads, then B edits the same day before the round keeps what it pulled.
    const fetch = server.fetch
    let edited = false
    const slow = syncActors({
      db: async () => b.db,
      now: b.now,
      exclusive: (go) => go(),
      api: syncApi(async (input, init) => {
        if (!edited) {
          edited = true
          b.clock.elapsed += 10
          await editOn(b, 'day:2026-11-03', valueFor('day:2026-11-03', 9))
        }
        return fetch(input, init)
      }),
    })
    await run(slow.round)
    expect((await readRoundStart(b.db))?.device.get('day:2026-11-03')).toEqual(valueFor('day:2026-11-03', 9))
    await b.round()
    await a.round()
    expect((await readRoundStart(a.db))?.device.get('day:2026-11-03')).toEqual(valueFor('day:2026-11-03', 9))
  })
})

describe('a read-only link', () => {
  it('pulls the owner’s log into its replica only, and cannot push', async () => {
    const server = fakeSyncServer()
    const owner = await device(server)
    const viewer = await device(server)
    await run(owner.actors.connect, { kind: 'start' })
    await editOn(owner, 'period:2026-11-01', valueFor('period:2026-11-01', 1))
    await owner.round()
    const { link } = await run(owner.actors.share)
    await run(viewer.actors.connect, { kind: 'view', ...link })
    // The viewer's own log, if any, stays its own: it is neither sent nor mixed with the owner's.
    await editOn(viewer, 'day:2026-11-04', valueFor('day:2026-11-04', 2))
    const calls = server.calls.length
    await viewer.round()
    expect(server.calls.slice(calls).every((call) => call.startsWith('GET '))).toBe(true)
    const seen = await readRoundStart(viewer.db)
    expect(seen?.replica.records.get('period:2026-11-01')?.value).toEqual(valueFor('period:2026-11-01', 1))
    expect([...(seen?.device.keys() ?? [])]).toEqual(['day:2026-11-04'])
    expect((await loadViewedLog(viewer.db)).periods).toEqual([valueFor('period:2026-11-01', 1)])
    // Its token is no write proof.
    const space = [...server.spaces.keys()][0] ?? ''
    await expect(syncApi(server.fetch).push(space, link.token, [])).rejects.toEqual(new SyncError('refused'))
  })

  it('reads nothing once revoked, and is told so', async () => {
    const server = fakeSyncServer()
    const owner = await device(server)
    const viewer = await device(server)
    await run(owner.actors.connect, { kind: 'start' })
    const { link, shares } = await run(owner.actors.share)
    await run(viewer.actors.connect, { kind: 'view', ...link })
    await viewer.round()
    await run(owner.actors.revoke, { hash: shares[0]?.hash ?? '' })
    await expect(viewer.round()).rejects.toEqual(new SyncError('refused'))
  })
})

describe('a record these keys cannot open', () => {
  it('is left out of the log and counted', async () => {
    const server = fakeSyncServer()
    const a = await device(server)
    await run(a.actors.connect, { kind: 'start' })
    await editOn(a, 'day:2026-11-03', valueFor('day:2026-11-03', 5))
    await a.round()
    // A record sealed by another space's keys, slipped into this space.
    const stranger = await spaceKeys(newSpaceSecret())
    if (!stranger) throw new Error('keys')
    const forged = await seal(stranger, 'day:2026-11-04', {
      key: 'day:2026-11-04',
      version: { wall: T0 + DAY, count: 0, node: 'x' },
      value: valueFor('day:2026-11-04', 1),
    })
    const space = [...server.spaces.values()][0]
    space?.records.set(forged.id, { ...forged, seq: ++space.seq })
    const b = await device(server)
    await run(b.actors.connect, { kind: 'join', secret: await ownerSecret(a.db) })
    expect((await b.round()).unreadable).toBe(1)
    expect([...((await readRoundStart(b.db))?.device.keys() ?? [])]).toEqual(['day:2026-11-03'])
  })

  it('a link with another space’s read secret is refused, and nothing is read', async () => {
    const server = fakeSyncServer()
    const owner = await device(server)
    await run(owner.actors.connect, { kind: 'start' })
    const { link } = await run(owner.actors.share)
    const viewer = await device(server)
    const wrong = toBase64Url(newSpaceSecret())
    await run(viewer.actors.connect, { kind: 'view', readSecret: wrong, token: link.token })
    await expect(viewer.round()).rejects.toEqual(new SyncError('refused'))
    expect((await readRoundStart(viewer.db))?.replica.records.size).toBe(0)
    expect(fromBase64Url(wrong)?.length).toBe(32)
  })
})
