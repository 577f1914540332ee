/**
 * `npm run load:sync -- [url] [--duration 60] [--spaces 200] [--workers 8]`: loads a running server's
 * sync API (decision 081) for `duration` seconds, two ways at once: many devices pushing to and
 * pulling from one space (every write of a space goes through its one Durable Object), and
 * workers each cycling through spaces of their own (independent objects, in parallel). Prints the
 * requests, the errors and the p50/p95 latency of each kind; exits 1 on any error, a 429 included.
 *
 * The url defaults to http://127.0.0.1:8787 (`npm start`). Records are random bytes the size of a
 * sealed day (envelope.ts pads to 256 bytes): the server cannot tell them from sealed ones, and the
 * load stays on the server instead of this machine's AES.
 */
import { parseArgs } from 'node:util'
import { PAD_BYTES, toBase64Url } from '../core/sync/envelope.ts'
import { SYNC_LIMITS, SYNC_PATH } from '../core/sync/protocol.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '60' },
    spaces: { type: 'string', default: '200' },
    workers: { type: 'string', default: '8' },
  },
})
const base = (positionals[0] ?? 'http://127.0.0.1:8787').replace(/\/$/, '')
const durationMs = Number(values.duration) * 1000
const spaceCount = Number(values.spaces)
const workerCount = Number(values.workers)

/** A sealed day's size: nonce, 256 padded bytes and the tag. */
const SEALED_BYTES = 12 + PAD_BYTES + 16
const random = (bytes: number) => toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)))

type Kind = 'create' | 'push' | 'pull'
const latencies: Record<Kind, number[]> = { create: [], push: [], pull: [] }
const errors: string[] = []

async function call(kind: Kind, method: string, path: string, proof: string, body?: unknown) {
  const started = performance.now()
  try {
    const res = await fetch(`${base}${SYNC_PATH}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${proof}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    latencies[kind].push(performance.now() - started)
    // The path names a space; its id and the proof stay out of the report.
    if (!res.ok) errors.push(`${kind} ${res.status} ${text.slice(0, 120)}`)
    return res.ok ? (JSON.parse(text) as { seq?: number }) : null
  } catch (error) {
    errors.push(`${kind} ${error instanceof Error ? error.message : 'failed'}`)
    return null
  }
}

interface Space {
  id: string
  proof: string
  ids: string[]
  seq: number
  /** This client's pushes of the last minute, shared by its devices: it stays under the space's limit. */
  pushes: { times: number[] }
}

const newSpace = (names: number): Space => ({
  id: random(16),
  proof: random(32),
  ids: Array.from({ length: names }, () => random(16)),
  seq: 0,
  pushes: { times: [] },
})

async function create(space: Space) {
  await call('create', 'PUT', `/${space.id}`, space.proof)
}

/** A push of `count` records, some of them new versions of records already there. */
async function push(space: Space, count: number) {
  const now = performance.now()
  const pushes = space.pushes
  pushes.times = pushes.times.filter((at) => now - at < 60_000)
  if (pushes.times.length >= SYNC_LIMITS.pushesPerMinute - 10) return pull(space)
  pushes.times.push(now)
  const records = Array.from({ length: count }, () => ({
    id: space.ids[Math.floor(Math.random() * space.ids.length)] ?? '',
    sealed: random(SEALED_BYTES),
  }))
  await call('push', 'POST', `/${space.id}/records`, space.proof, { records })
}

async function pull(space: Space) {
  let since = space.seq
  for (let page = 0; page < 10; page++) {
    const answer = (await call('pull', 'GET', `/${space.id}/records?since=${since}`, space.proof)) as {
      seq: number
      more: boolean
    } | null
    if (!answer) return
    since = answer.seq
    if (!answer.more) break
  }
  space.seq = since
}

const until = performance.now() + durationMs
const running = () => performance.now() < until

/** Devices of one space: each pushes a few records and pulls what the others pushed. */
async function sharedDevice(space: Space) {
  const device: Space = { ...space, seq: 0 }
  while (running()) {
    await push(device, 20)
    await pull(device)
  }
}

/** A worker with spaces of its own: each made, then pushed to and pulled from in turn. */
async function ownSpaces(spaces: Space[]) {
  for (const space of spaces) await create(space)
  for (let i = 0; running(); i++) {
    const space = spaces[i % spaces.length]
    if (!space) return
    await push(space, 50)
    await pull(space)
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0)

async function main() {
  const shared = newSpace(2_000)
  await create(shared)
  const perWorker = Math.max(1, Math.floor(spaceCount / workerCount))
  const started = performance.now()
  await Promise.all([
    ...Array.from({ length: workerCount }, () => sharedDevice(shared)),
    ...Array.from({ length: workerCount }, () =>
      ownSpaces(Array.from({ length: perWorker }, () => newSpace(500))),
    ),
  ])
  const seconds = (performance.now() - started) / 1000
  const all = Object.values(latencies).flat()
  console.log(
    `sync load against ${base}: ${seconds.toFixed(1)} s, one space with ${workerCount} devices beside ${workerCount} workers over ${perWorker * workerCount} spaces`,
  )
  for (const [kind, times] of [...Object.entries(latencies), ['all', all] as const]) {
    const sorted = [...times].sort((a, b) => a - b)
    console.log(
      `${kind.padEnd(6)} ${String(sorted.length).padStart(7)} requests  ${(sorted.length / seconds).toFixed(0).padStart(5)}/s  p50 ${quantile(sorted, 0.5).toFixed(1)} ms  p95 ${quantile(sorted, 0.95).toFixed(1)} ms`,
    )
  }
  console.log(`errors ${errors.length}`)
  for (const error of new Set(errors.slice(0, 20))) console.log(`  ${error}`)
  if (errors.length > 0 || all.length === 0) process.exitCode = 1
}

await main()
