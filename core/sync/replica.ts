import { compareHlc, type Hlc, observe, tick } from './hlc.ts'

/**
 * One thing of the log as every device keeps it for sync (issue 62, item 3): a period, a day's
 * signs or a setting, under its own key, with the stamp of its last edit. `value` null is a
 * deletion, kept as such so that it reaches the other devices.
 */
export interface SyncRecord<Value> {
  key: string
  version: Hlc
  value: Value | null
}

/** A device's copy of the log: its records by key, and its clock. */
export interface Replica<Value> {
  clock: Hlc
  records: ReadonlyMap<string, SyncRecord<Value>>
}

export const emptyReplica = <Value>(clock: Hlc): Replica<Value> => ({ clock, records: new Map() })

/**
 * Of two versions of one record, the one edited later wins, a deletion like any edit: a deletion
 * wins over the edits made before it, and an edit made after it brings the record back. The order
 * of stamps is total, so every device that has seen the same records keeps the same ones, in
 * whatever order and however often they came.
 */
export const later = <Value>(a: SyncRecord<Value>, b: SyncRecord<Value>): SyncRecord<Value> =>
  compareHlc(a.version, b.version) >= 0 ? a : b

/** An edit made on this device at `nowMs` (its own clock): `value` null deletes. */
export function edit<Value>(
  replica: Replica<Value>,
  key: string,
  value: Value | null,
  nowMs: number,
): { replica: Replica<Value>; record: SyncRecord<Value> } {
  const clock = tick(replica.clock, nowMs)
  const record = { key, version: clock, value }
  return { replica: { clock, records: new Map(replica.records).set(key, record) }, record }
}

/**
 * The replica after receiving records from another device (or the space, in any order, any
 * number of times). Returns the records whose winner changed here, for the store to write.
 */
export function receive<Value>(
  replica: Replica<Value>,
  incoming: readonly SyncRecord<Value>[],
  nowMs: number,
): { replica: Replica<Value>; changed: SyncRecord<Value>[] } {
  const records = new Map(replica.records)
  let clock = replica.clock
  const changed = new Map<string, SyncRecord<Value>>()
  for (const record of incoming) {
    clock = observe(clock, record.version, nowMs)
    const kept = records.get(record.key)
    const winner = kept ? later(kept, record) : record
    if (winner !== kept) {
      records.set(record.key, winner)
      changed.set(record.key, winner)
    }
  }
  return { replica: { clock, records }, changed: [...changed.values()] }
}

/** What the log holds: the records not deleted, by key. */
export const liveValues = <Value>(replica: Replica<Value>): Map<string, Value> =>
  new Map(
    [...replica.records.values()].flatMap((record) =>
      record.value === null ? [] : [[record.key, record.value] as const],
    ),
  )
