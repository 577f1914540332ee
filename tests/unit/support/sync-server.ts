import { credentialHash } from '../../../client/islands/cycles/sync/sync-api.ts'
import type { SealedRecord } from '../../../core/sync/envelope.ts'
import { type PullAnswer, SYNC_LIMITS, SYNC_PATH } from '../../../core/sync/protocol.ts'

/**
 * The sync API as core/sync/protocol.ts describes it, in memory, behind `fetch`: spaces by id,
 * each with its proof's hash, its shares' hashes, its records by name and their order. `failAfter`
 * cuts the network after that many more calls; `calls` records each method and path.
 */
export function fakeSyncServer(deletesOn = '2027-12-31') {
  const spaces = new Map<
    string,
    { proof: string; shares: Set<string>; records: Map<string, SealedRecord & { seq: number }>; seq: number }
  >()
  const calls: string[] = []
  let left = Number.POSITIVE_INFINITY
  const json = (body: unknown, status = 200) => Response.json(body, { status })
  const refused = () => json({ error: { code: 'sync_refused', message: 'refused' } }, 404)

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (left-- <= 0) throw new TypeError('Failed to fetch')
    const url = new URL(String(input), 'https://device.test')
    const method = init?.method ?? 'GET'
    calls.push(`${method} ${url.pathname}`)
    const [id, part, hash] = url.pathname.slice(SYNC_PATH.length + 1).split('/')
    const bearer = new Headers(init?.headers).get('Authorization')?.replace(/^Bearer /, '') ?? ''
    const presented = await credentialHash(bearer)
    const space = spaces.get(id ?? '')
    if (method === 'PUT' && !part) {
      if (space && space.proof !== presented) return refused()
      spaces.set(id ?? '', space ?? { proof: presented, shares: new Set(), records: new Map(), seq: 0 })
      return json({ deletesOn })
    }
    const owner = space?.proof === presented
    if (!space || !(owner || (method === 'GET' && space.shares.has(presented)))) return refused()
    if (part === 'records' && method === 'POST') {
      const { records } = JSON.parse(String(init?.body)) as { records: SealedRecord[] }
      if (records.length > SYNC_LIMITS.pushRecords) return json({ error: { code: 'bad' } }, 400)
      for (const record of records) {
        space.records.set(record.id, { ...record, seq: ++space.seq })
      }
      return json({ seq: space.seq, deletesOn })
    }
    if (part === 'records') {
      const since = Number(url.searchParams.get('since'))
      const after = [...space.records.values()].filter((r) => r.seq > since).sort((a, b) => a.seq - b.seq)
      const page = after.slice(0, SYNC_LIMITS.pullRecords)
      const answer: PullAnswer = {
        records: page,
        seq: page.at(-1)?.seq ?? since,
        more: after.length > page.length,
        deletesOn,
      }
      return json(answer)
    }
    if (part === 'shares' && hash) {
      if (method === 'PUT') space.shares.add(hash)
      else space.shares.delete(hash)
      return json({})
    }
    if (method === 'DELETE' && !part) {
      spaces.delete(id ?? '')
      return json({})
    }
    return json({ error: { code: 'bad' } }, 400)
  }
  return {
    fetch: fetch as typeof globalThis.fetch,
    spaces,
    calls,
    /** The network fails after `calls` more requests. */
    failAfter(count: number) {
      left = count
    },
    heal() {
      left = Number.POSITIVE_INFINITY
    },
  }
}
