/**
 * A hybrid logical clock (Kulkarni, Demirbas et al., "Logical Physical Clocks and Consistent
 * Snapshots in Globally Distributed Databases", OPODIS 2014): the device's own time in
 * milliseconds, a counter for what happens within one millisecond or behind a clock seen ahead of
 * ours, and the device's id to break ties. Every edit of the log takes a stamp from it, and the
 * stamps give all devices one order of edits without any server's clock (issue 62, item 3): a
 * device whose clock runs ahead pulls the others' stamps forward when they see its edits, so
 * an edit made after seeing another is always ordered after it.
 */
export interface Hlc {
  /** Milliseconds since the epoch, as the device's clock said, or as a stamp seen ahead of it. */
  wall: number
  count: number
  /** The device that made the stamp: random, never a person's name. */
  node: string
}

/** Before any edit. */
export const startClock = (node: string): Hlc => ({ wall: 0, count: 0, node })

/** Later than 0, earlier than 0, or the same stamp: by time, then counter, then device. */
export function compareHlc(a: Hlc, b: Hlc): number {
  if (a.wall !== b.wall) return a.wall < b.wall ? -1 : 1
  if (a.count !== b.count) return a.count < b.count ? -1 : 1
  return a.node === b.node ? 0 : a.node < b.node ? -1 : 1
}

/** The stamp of an edit made here at `nowMs`: after every stamp this device has made or seen. */
export function tick(clock: Hlc, nowMs: number): Hlc {
  const wall = Math.max(clock.wall, nowMs)
  return { wall, count: wall === clock.wall ? clock.count + 1 : 0, node: clock.node }
}

/** The clock after seeing another device's stamp at `nowMs`: the next edit here comes after it. */
export function observe(clock: Hlc, seen: Hlc, nowMs: number): Hlc {
  const wall = Math.max(clock.wall, seen.wall, nowMs)
  const count =
    wall === clock.wall && wall === seen.wall
      ? Math.max(clock.count, seen.count) + 1
      : wall === clock.wall
        ? clock.count + 1
        : wall === seen.wall
          ? seen.count + 1
          : 0
  return { wall, count, node: clock.node }
}
