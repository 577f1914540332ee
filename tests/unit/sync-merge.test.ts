import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareHlc, type Hlc, observe, startClock, tick } from '../../core/sync/hlc.ts'
import {
  edit,
  emptyReplica,
  liveValues,
  type Replica,
  receive,
  type SyncRecord,
} from '../../core/sync/replica.ts'

/**
 * The merge of issue 62, item 3: after any order of offline edits and deletions on three devices,
 * each with its own clock (one a day ahead), and any order of exchanges, every device converges
 * to the same log; the later edit wins, and a deletion wins only over older edits.
 */
const DAY = 86_400_000
const T0 = Date.UTC(2026, 10, 30, 8)

type Step =
  | { kind: 'edit'; device: number; key: string; value: number | null; after: number }
  | { kind: 'sync'; from: number; to: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('edit' as const),
    device: fc.integer({ min: 0, max: 2 }),
    key: fc.constantFrom('period:2026-11-01', 'day:2026-11-03', 'day:2026-11-04', 'setting:luteal'),
    value: fc.option(fc.integer({ min: 0, max: 99 }), { nil: null }),
    after: fc.integer({ min: 0, max: 5000 }),
  }),
  fc.record({
    kind: fc.constant('sync' as const),
    from: fc.integer({ min: 0, max: 2 }),
    to: fc.integer({ min: 0, max: 2 }),
  }),
)

/** Each device's clock: one runs a day ahead, one stands still for a while (a stopped clock). */
const offsets = [0, DAY, -DAY]

function run(steps: readonly Step[]) {
  const replicas: Replica<number>[] = ['a', 'b', 'c'].map((node) => emptyReplica<number>(startClock(node)))
  let elapsed = 0
  const history: { device: number; record: SyncRecord<number>; seen: Hlc[] }[] = []
  for (const s of steps) {
    if (s.kind === 'edit') {
      elapsed += s.after
      const before = replicas[s.device] as Replica<number>
      const made = edit(before, s.key, s.value, T0 + (offsets[s.device] ?? 0) + elapsed)
      history.push({
        device: s.device,
        record: made.record,
        seen: [...before.records.values()].filter((r) => r.key === s.key).map((r) => r.version),
      })
      replicas[s.device] = made.replica
    } else {
      const from = replicas[s.from] as Replica<number>
      const to = replicas[s.to] as Replica<number>
      replicas[s.to] = receive(to, [...from.records.values()], T0 + (offsets[s.to] ?? 0) + elapsed).replica
    }
  }
  return { replicas, history }
}

/** Everyone sends everything to everyone, in a fixed order, twice: the network came back. */
function exchangeAll(replicas: Replica<number>[]) {
  let result = replicas
  for (let round = 0; round < 2; round++)
    for (const from of [0, 1, 2])
      for (const to of [0, 1, 2])
        if (from !== to) {
          const sender = result[from] as Replica<number>
          result = result.map((r, i) => (i === to ? receive(r, [...sender.records.values()], T0).replica : r))
        }
  return result
}

describe('sync merge (issue 62, item 3)', () => {
  it('converges: after any offline edits and exchanges, all three devices hold the same log', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const [a, b, c] = exchangeAll(run(steps).replicas).map((r) => [...liveValues(r)].sort())
        expect(b).toEqual(a)
        expect(c).toEqual(a)
      }),
      { numRuns: 3000 },
    )
  })

  it('keeps, for each record, its last edit in the one order of stamps: a deletion wins only over older edits', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const { replicas, history } = run(steps)
        const merged = exchangeAll(replicas)[0] as Replica<number>
        const last = new Map<string, SyncRecord<number>>()
        for (const { record } of history) {
          const kept = last.get(record.key)
          if (!kept || compareHlc(record.version, kept.version) > 0) last.set(record.key, record)
        }
        for (const [key, record] of last) expect(merged.records.get(key)?.value).toBe(record.value)
      }),
      { numRuns: 2000 },
    )
  })

  it('orders an edit after every version its device had seen, whatever the clocks say', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        for (const { record, seen } of run(steps).history)
          for (const version of seen) expect(compareHlc(record.version, version)).toBeGreaterThan(0)
      }),
      { numRuns: 2000 },
    )
  })

  it('is the same whatever order and however often the records arrive', () => {
    const a = emptyReplica<number>(startClock('a'))
    const first = edit(a, 'day:2026-11-03', 1, T0)
    const second = edit(first.replica, 'day:2026-11-03', null, T0 + 1000)
    const records = [first.record, second.record]
    const forward = receive(emptyReplica<number>(startClock('b')), records, T0).replica
    const backward = receive(emptyReplica<number>(startClock('c')), [...records].reverse(), T0).replica
    const twice = receive(forward, records, T0)
    expect(liveValues(forward)).toEqual(new Map())
    expect(liveValues(backward)).toEqual(new Map())
    expect(twice.changed).toEqual([])
  })

  it('a device a day ahead does not win over a later edit made after seeing it', () => {
    const ahead = edit(emptyReplica<number>(startClock('ahead')), 'setting:luteal', 12, T0 + DAY)
    const behind = receive(emptyReplica<number>(startClock('behind')), [ahead.record], T0).replica
    const later = edit(behind, 'setting:luteal', 14, T0 + 60_000)
    expect(compareHlc(later.record.version, ahead.record.version)).toBe(1)
    const merged = receive(ahead.replica, [later.record], T0 + DAY).replica
    expect(liveValues(merged).get('setting:luteal')).toBe(14)
  })

  it('stamps: a tick never goes back, and seeing a stamp moves past it', () => {
    const clock = tick(startClock('a'), T0)
    expect(tick(clock, T0 - DAY).wall).toBe(T0)
    expect(compareHlc(tick(clock, T0 - DAY), clock)).toBe(1)
    const seen = { wall: T0 + DAY, count: 7, node: 'z' }
    expect(observe(clock, seen, T0)).toEqual({ wall: T0 + DAY, count: 8, node: 'a' })
  })
})
