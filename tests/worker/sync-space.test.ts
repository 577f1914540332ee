import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { Temporal } from '../../core/calc/temporal.ts'
import {
  newSpaceSecret,
  type SealedRecord,
  type SpaceKeys,
  seal,
  spaceKeys,
  toBase64Url,
} from '../../core/sync/envelope.ts'
import { type PullAnswer, type PushAnswer, SYNC_LIMITS, SYNC_PATH } from '../../core/sync/protocol.ts'
import { SYNC_BODY_BYTES } from '../../worker/sync/routes.ts'
import { now, today } from './clock.ts'

/** What the space's 13 months are counted from: the Worker's injected now (`TEST_NOW`). */
const DELETES_ON = today.add({ days: SYNC_LIMITS.idleDays }).toString()
const DELETES_AT = now.epochMilliseconds + SYNC_LIMITS.idleDays * 86_400_000

interface Call {
  method?: string
  credential?: string
  body?: unknown
  headers?: Record<string, string>
}

function sync(
  path: string,
  { method = 'GET', credential, body, headers = {} }: Call = {},
): Promise<Response> {
  const all: Record<string, string> = { origin: 'http://localhost', ...headers }
  if (credential !== undefined) all.authorization = `Bearer ${credential}`
  if (body !== undefined && !('content-type' in all)) all['content-type'] = 'application/json'
  return exports.default.fetch(
    new Request(`http://localhost${SYNC_PATH}${path}`, {
      method,
      headers: all,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

const randomText = (bytes: number) => toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)))
const sha256 = async (text: string) =>
  toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))))

interface Space {
  keys: SpaceKeys
  secret: Uint8Array
  id: string
  proof: string
}

async function newSpace(create = true): Promise<Space> {
  const secret = newSpaceSecret()
  const keys = await spaceKeys(secret)
  if (!keys) throw new Error('no keys')
  const space = { keys, secret, id: keys.spaceId, proof: keys.writeProof }
  if (create)
    expect((await sync(`/${space.id}`, { method: 'PUT', credential: space.proof })).status).toBe(201)
  return space
}

/** Records as the server sees them: a name and opaque base64url text. */
const opaque = (count: number, prefix = ''): SealedRecord[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${String(i).padStart(22 - prefix.length, '0')}`,
    sealed: randomText(300),
  }))

const push = (space: Space, records: SealedRecord[], credential = space.proof) =>
  sync(`/${space.id}/records`, { method: 'POST', credential, body: { records } })

async function pull(space: Space, since = 0, credential = space.proof): Promise<PullAnswer> {
  const res = await sync(`/${space.id}/records?since=${since}`, { credential })
  expect(res.status).toBe(200)
  return res.json()
}

const stubOf = (space: Space) => env.SYNC_SPACE.get(env.SYNC_SPACE.idFromName(space.id))

async function storedRecords(space: Space): Promise<number> {
  return runInDurableObject(stubOf(space), (_instance, state) => {
    const made = state.storage.sql
      .exec<{ n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE name = 'records'")
      .one().n
    return made ? state.storage.sql.exec<{ n: number }>('SELECT count(*) AS n FROM records').one().n : 0
  })
}

/** A refusal's exact bytes and status, to compare one refusal with another. */
async function refusalOf(res: Response) {
  return { status: res.status, body: await res.text(), cache: res.headers.get('cache-control') }
}

describe('a sync space: made, pushed to and pulled from with the write proof', () => {
  it('PUT makes the space (201), and the same proof opens it again (200); another proof is refused', async () => {
    const space = await newSpace(false)
    const first = await sync(`/${space.id}`, { method: 'PUT', credential: space.proof })
    expect(first.status).toBe(201)
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect(await first.json()).toEqual({ deletesOn: DELETES_ON })
    const again = await sync(`/${space.id}`, { method: 'PUT', credential: space.proof })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ deletesOn: DELETES_ON })
    const other = await sync(`/${space.id}`, { method: 'PUT', credential: randomText(32) })
    expect(other.status).toBe(404)
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe('sync_refused')
  })

  it('pushes are numbered in the order they arrive, and a pull gives what came after `since`', async () => {
    const space = await newSpace()
    const records = opaque(3)
    const res = await push(space, records)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ seq: 3, deletesOn: DELETES_ON } satisfies PushAnswer)
    expect(await pull(space)).toEqual({
      records: records.map((record, i) => ({ ...record, seq: i + 1 })),
      seq: 3,
      more: false,
      deletesOn: DELETES_ON,
    })
    expect(await pull(space, 2)).toMatchObject({ records: [{ ...records[2], seq: 3 }], seq: 3, more: false })
    expect(await pull(space, 3)).toEqual({ records: [], seq: 3, more: false, deletesOn: DELETES_ON })
  })

  it('a pull gives at most a page, says `more`, and the next page starts after it', async () => {
    const space = await newSpace()
    for (const prefix of ['a', 'b', 'c']) expect((await push(space, opaque(500, prefix))).status).toBe(200)
    const first = await pull(space)
    expect(first.records).toHaveLength(SYNC_LIMITS.pullRecords)
    expect(first).toMatchObject({ seq: SYNC_LIMITS.pullRecords, more: true })
    const second = await pull(space, first.seq)
    expect(second.records).toHaveLength(1500 - SYNC_LIMITS.pullRecords)
    expect(second).toMatchObject({ seq: 1500, more: false })
    const seqs = [...first.records, ...second.records].map((record) => record.seq)
    expect(seqs).toEqual(Array.from({ length: 1500 }, (_, i) => i + 1))
  })

  it('a record pushed again under its name replaces the older one and takes a new number', async () => {
    const space = await newSpace()
    const [a, b] = opaque(2) as [SealedRecord, SealedRecord]
    await push(space, [a, b])
    const newer = { id: a.id, sealed: randomText(400) }
    expect(await (await push(space, [newer])).json()).toMatchObject({ seq: 3 })
    expect((await pull(space)).records).toEqual([
      { ...b, seq: 2 },
      { ...newer, seq: 3 },
    ])
    expect(await storedRecords(space)).toBe(2)
  })
})

describe('read-only links: a share token registered by its hash, read-only, revocable', () => {
  it('a registered share reads; it writes nothing; revoked, it reads nothing more', async () => {
    const space = await newSpace()
    const token = randomText(16)
    const hash = await sha256(token)
    const records = opaque(2)
    await push(space, records)
    const added = await sync(`/${space.id}/shares/${hash}`, { method: 'PUT', credential: space.proof })
    expect(added.status).toBe(201)
    expect(await added.json()).toEqual({ deletesOn: DELETES_ON })
    expect(
      (await sync(`/${space.id}/shares/${hash}`, { method: 'PUT', credential: space.proof })).status,
    ).toBe(200)

    expect((await pull(space, 0, token)).records).toEqual(
      records.map((record, i) => ({ ...record, seq: i + 1 })),
    )

    // The share token is no write proof: every write is refused as an unknown space would be.
    const unknown = await refusalOf(await sync(`/${randomText(16)}/records`, { credential: space.proof }))
    for (const write of [
      push(space, opaque(1, 'z'), token),
      sync(`/${space.id}`, { method: 'PUT', credential: token }),
      sync(`/${space.id}/shares/${await sha256(randomText(16))}`, { method: 'PUT', credential: token }),
      sync(`/${space.id}/shares/${hash}`, { method: 'DELETE', credential: token }),
      sync(`/${space.id}`, { method: 'DELETE', credential: token }),
    ]) {
      expect(await refusalOf(await write)).toEqual(unknown)
    }
    expect(await storedRecords(space)).toBe(2)

    const revoked = await sync(`/${space.id}/shares/${hash}`, { method: 'DELETE', credential: space.proof })
    expect(revoked.status).toBe(200)
    await push(space, opaque(1, 'n'))
    const after = await sync(`/${space.id}/records?since=0`, { credential: token })
    expect(await refusalOf(after)).toEqual(unknown)
  })

  it('a space holds at most SYNC_LIMITS.shares links', async () => {
    const space = await newSpace()
    for (let i = 0; i < SYNC_LIMITS.shares; i++) {
      const res = await sync(`/${space.id}/shares/${await sha256(randomText(16))}`, {
        method: 'PUT',
        credential: space.proof,
      })
      expect(res.status).toBe(201)
    }
    const over = await sync(`/${space.id}/shares/${await sha256(randomText(16))}`, {
      method: 'PUT',
      credential: space.proof,
    })
    expect(over.status).toBe(507)
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe('sync_full')
  })
})

describe('one refusal for everything the space does not know', () => {
  it('unknown space, wrong proof, revoked or unknown share, malformed id or credential: same status and bytes', async () => {
    const space = await newSpace()
    const token = randomText(16)
    const hash = await sha256(token)
    await sync(`/${space.id}/shares/${hash}`, { method: 'PUT', credential: space.proof })
    await sync(`/${space.id}/shares/${hash}`, { method: 'DELETE', credential: space.proof })
    const stranger = await newSpace(false)

    for (const language of ['en', 'fr-FR,fr;q=0.9', 'ru']) {
      const headers = { 'accept-language': language }
      const read = (id: string, credential?: string) =>
        sync(`/${id}/records?since=0`, { credential, headers })
      const answers = await Promise.all(
        [
          read(stranger.id, stranger.proof),
          read(space.id, randomText(32)),
          read(space.id, token),
          read(space.id, randomText(16)),
          read(`${space.id.slice(0, 21)}!`, space.proof),
          read(`${space.id}x`, space.proof),
          read(space.id, `${space.proof}=`),
          read(space.id, 'not a credential'),
          read(space.id),
          sync(`/${space.id}/records`, {
            method: 'POST',
            credential: randomText(32),
            body: { records: [] },
            headers,
          }),
          sync(`/${stranger.id}/records`, {
            method: 'POST',
            credential: stranger.proof,
            body: { records: [] },
            headers,
          }),
          sync(`/${stranger.id}`, { method: 'DELETE', credential: stranger.proof, headers }),
          sync(`/${space.id}/elsewhere`, { credential: space.proof, headers }),
        ].map(async (res) => refusalOf(await res)),
      )
      const [first] = answers
      expect(first?.status).toBe(404)
      expect(first?.cache).toBe('no-store')
      for (const answer of answers) expect(answer).toEqual(first)
    }
    // None of it made the stranger's space.
    expect(await storedRecords(stranger)).toBe(0)
  })
})

describe('the caps', () => {
  it('a push that would take the space over its records cap is refused whole: nothing written', async () => {
    const space = await newSpace()
    // The space filled to one below its cap, written straight into its storage.
    await runInDurableObject(stubOf(space), (_instance, state) => {
      state.storage.transactionSync(() => {
        for (let i = 1; i < SYNC_LIMITS.records; i++) {
          state.storage.sql.exec(
            'INSERT INTO records (id, sealed, size, seq, arrived_at) VALUES (?, ?, 4, ?, 0)',
            `filled${String(i).padStart(16, '0')}`,
            'AAAA',
            i,
          )
        }
      })
    })
    const two = opaque(2, 'new')
    const over = await push(space, two)
    expect(over.status).toBe(507)
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe('sync_full')
    expect(await storedRecords(space)).toBe(SYNC_LIMITS.records - 1)
    expect((await pull(space, SYNC_LIMITS.records - 1)).records).toEqual([])
    // One more fits; a replacement adds nothing, so it fits too.
    expect((await push(space, two.slice(0, 1))).status).toBe(200)
    expect((await push(space, [{ id: two[0]?.id ?? '', sealed: 'BBBB' }])).status).toBe(200)
    expect(await storedRecords(space)).toBe(SYNC_LIMITS.records)
  })

  it(`more than ${SYNC_LIMITS.pushesPerMinute} pushes in a minute: 429 with Retry-After, nothing written`, async () => {
    const space = await newSpace()
    for (let i = 0; i < SYNC_LIMITS.pushesPerMinute; i++) expect((await push(space, [])).status).toBe(200)
    const limited = await push(space, opaque(1))
    expect(limited.status).toBe(429)
    // Every push came at the same injected instant: the oldest leaves the window a minute later.
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited')
    expect(await storedRecords(space)).toBe(0)
  })
})

describe('leaving, and the 13 months', () => {
  it('DELETE removes the space whole: everything after is refused as for a space never made', async () => {
    const space = await newSpace()
    const token = randomText(16)
    await push(space, opaque(3))
    await sync(`/${space.id}/shares/${await sha256(token)}`, { method: 'PUT', credential: space.proof })
    const gone = await sync(`/${space.id}`, { method: 'DELETE', credential: space.proof })
    expect(gone.status).toBe(204)
    expect(gone.headers.get('cache-control')).toBe('no-store')

    const never = await refusalOf(await sync(`/${randomText(16)}/records`, { credential: space.proof }))
    for (const after of [
      sync(`/${space.id}/records?since=0`, { credential: space.proof }),
      sync(`/${space.id}/records?since=0`, { credential: token }),
      push(space, opaque(1)),
      sync(`/${space.id}`, { method: 'DELETE', credential: space.proof }),
    ]) {
      expect(await refusalOf(await after)).toEqual(never)
    }
    await runInDurableObject(stubOf(space), async (_instance, state) => {
      expect(await state.storage.getAlarm()).toBeNull()
      expect(state.storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table'").toArray()).toEqual(
        [],
      )
    })
  })

  it('every opening sets the alarm 13 months after the request; the alarm deletes everything', async () => {
    const space = await newSpace()
    await push(space, opaque(2))
    expect(await runInDurableObject(stubOf(space), (_instance, state) => state.storage.getAlarm())).toBe(
      DELETES_AT,
    )
    expect(DELETES_ON).toBe(new Date(DELETES_AT).toISOString().slice(0, 10))
    expect(await runDurableObjectAlarm(stubOf(space))).toBe(true)
    expect(await storedRecords(space)).toBe(0)
    const res = await sync(`/${space.id}/records`, { credential: space.proof })
    expect(res.status).toBe(404)
  })
})

/** A log of 240 cycles, as the device keeps it, keyed as replica.ts keys its records. */
function cycleLog() {
  const start = Temporal.PlainDate.from('2004-01-05')
  const entries: { key: string; value: unknown }[] = []
  const dates = new Set<string>()
  const temperatures = new Set<string>()
  let day = start
  for (let cycle = 0; cycle < 240; cycle++) {
    const length = 27 + (cycle % 4)
    entries.push({ key: `period:${day}`, value: { start: day.toString() } })
    dates.add(day.toString())
    for (let d = 0; d < length && entries.length < 7240; d++) {
      const date = day.add({ days: d })
      const temperature = 36.3 + ((cycle * 7 + d) % 9) / 20
      const value = Math.round(temperature * 100) / 100
      entries.push({ key: `day:${date}`, value: { date: date.toString(), temperature: value } })
      dates.add(date.toString())
      temperatures.add(String(value))
    }
    day = day.add({ days: length })
  }
  return { entries, dates, temperatures }
}

describe('what the server stores of a log of 240 cycles', () => {
  it('sealed records only: no date, no temperature and no key in the space or in D1', async () => {
    const space = await newSpace()
    const token = randomText(16)
    await sync(`/${space.id}/shares/${await sha256(token)}`, { method: 'PUT', credential: space.proof })
    const { entries, dates, temperatures } = cycleLog()
    expect(entries.length).toBeGreaterThan(7000)
    const sealed = await Promise.all(entries.map(({ key, value }) => seal(space.keys, key, value)))
    for (let i = 0; i < sealed.length; i += SYNC_LIMITS.pushRecords) {
      expect((await push(space, sealed.slice(i, i + SYNC_LIMITS.pushRecords))).status).toBe(200)
    }

    const stored = await runInDurableObject(stubOf(space), (_instance, state) => {
      const sql = state.storage.sql
      const tables = sql
        .exec<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'",
        )
        .toArray()
        .map(({ name }) => name)
      return {
        tables,
        rows: Object.fromEntries(
          tables.map((table) => [table, sql.exec(`SELECT * FROM ${table}`).toArray()]),
        ),
      }
    })
    expect(stored.tables.sort()).toEqual(['pushes', 'records', 'shares', 'space'])
    expect(stored.rows.records).toHaveLength(entries.length)
    // Each record: its name, its sealed text, its size, its order and its arrival; nothing else.
    expect(Object.keys(stored.rows.records?.[0] ?? {}).sort()).toEqual([
      'arrived_at',
      'id',
      'sealed',
      'seq',
      'size',
    ])
    expect(stored.rows.space).toEqual([{ proof_hash: await sha256(space.proof) }])

    const d1 = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'",
    ).all<{ name: string }>()
    const d1Rows = await Promise.all(
      d1.results.map(({ name }) => env.DB.prepare(`SELECT * FROM "${name}"`).all()),
    )
    const everything = JSON.stringify([stored.rows, d1Rows.map((rows) => rows.results)])

    const secrets = [
      space.proof,
      space.id,
      token,
      toBase64Url(space.secret),
      toBase64Url(space.keys.readSecret),
    ]
    for (const secret of secrets) expect(everything).not.toContain(secret)
    // Every date-shaped or temperature-shaped text anywhere (random base64url may hold one by
    // chance), and none of them one of the log's.
    const shaped = everything.match(/\d{4}-\d{2}-\d{2}|3\d\.\d\d?/g) ?? []
    expect(shaped.filter((text) => dates.has(text) || temperatures.has(text))).toEqual([])
    // Outside the sealed text, not even something shaped like a date or a temperature.
    const plain = JSON.stringify([
      stored.rows.space,
      stored.rows.shares,
      stored.rows.pushes,
      stored.rows.records?.map(({ sealed: _, ...rest }) => rest),
    ])
    expect(plain).not.toMatch(/\d{4}-\d{2}-\d{2}|3\d\.\d/)
    expect(JSON.stringify(stored.rows)).not.toMatch(/period|temperature|"start"|"date"/)
  }, 60_000)
})

describe('hostile input: a clear 4xx, nothing written, no stack trace', () => {
  it('each malformed push is refused and the space stays empty', async () => {
    const space = await newSpace()
    const id = opaque(1)[0]?.id ?? ''
    const cases: { name: string; body: string | object; contentType?: string; status: number }[] = [
      {
        name: 'CR/LF in an id',
        body: { records: [{ id: `${id.slice(0, 20)}\r\n`, sealed: 'AAAA' }] },
        status: 400,
      },
      { name: 'NUL in sealed text', body: { records: [{ id, sealed: 'AA\u0000A' }] }, status: 400 },
      {
        name: 'markup in sealed text',
        body: { records: [{ id, sealed: '<script>alert(1)</script>' }] },
        status: 400,
      },
      { name: 'a forged id, too long', body: { records: [{ id: `${id}A`, sealed: 'AAAA' }] }, status: 400 },
      {
        name: 'a forged id with padding',
        body: { records: [{ id: `${id.slice(0, 21)}=`, sealed: 'AAAA' }] },
        status: 400,
      },
      {
        name: 'a forged id with a path',
        body: { records: [{ id: '../../../../etc/passwd1', sealed: 'AAAA' }] },
        status: 400,
      },
      {
        name: 'sealed text over the cap',
        body: { records: [{ id, sealed: 'A'.repeat(SYNC_LIMITS.sealedChars + 1) }] },
        status: 400,
      },
      { name: 'too many records', body: { records: opaque(SYNC_LIMITS.pushRecords + 1) }, status: 400 },
      {
        name: 'a field too many',
        body: { records: [{ id, sealed: 'AAAA', date: '2024-03-01' }] },
        status: 400,
      },
      { name: 'no records', body: {}, status: 400 },
      { name: 'malformed JSON', body: '{"records": [', status: 400 },
      { name: 'not JSON at all', body: '\u0000\r\n<script>', status: 400 },
      {
        name: 'a form, not JSON',
        body: 'records=1',
        contentType: 'application/x-www-form-urlencoded',
        status: 415,
      },
      {
        name: 'a body over the limit',
        body: { records: [{ id, sealed: 'A'.repeat(SYNC_BODY_BYTES) }] },
        status: 413,
      },
    ]
    for (const { name, body, contentType, status } of cases) {
      const res = await sync(`/${space.id}/records`, {
        method: 'POST',
        credential: space.proof,
        body,
        headers: contentType ? { 'content-type': contentType } : {},
      })
      expect(res.status, name).toBe(status)
      expect(res.headers.get('cache-control'), name).toBe('no-store')
      const text = await res.text()
      expect(text, name).not.toMatch(/at .*\.ts|Error:|stack/)
      expect(JSON.parse(text), name).toMatchObject({
        error: { code: expect.any(String), message: expect.any(String) },
      })
    }
    expect(await storedRecords(space)).toBe(0)
  })

  it('a push of 500 records at their largest is within the body limit', async () => {
    const space = await newSpace()
    const records = opaque(SYNC_LIMITS.pushRecords).map(({ id }) => ({
      id,
      sealed: 'A'.repeat(SYNC_LIMITS.sealedChars),
    }))
    expect((await push(space, records)).status).toBe(200)
    expect(await storedRecords(space)).toBe(SYNC_LIMITS.pushRecords)
  })

  it('a bad `since`, a malformed share hash, another site: refused before the space is asked', async () => {
    const space = await newSpace()
    for (const since of ['-1', 'abc', '1e3', '9'.repeat(16)]) {
      expect((await sync(`/${space.id}/records?since=${since}`, { credential: space.proof })).status).toBe(
        400,
      )
    }
    expect((await sync(`/${space.id}/shares/short`, { method: 'PUT', credential: space.proof })).status).toBe(
      400,
    )
    const cross = await sync(`/${space.id}/records?since=0`, {
      credential: space.proof,
      headers: { origin: 'https://elsewhere.example' },
    })
    expect(cross.status).toBe(403)
    const crossPush = await push(space, opaque(1), space.proof).then(() =>
      sync(`/${space.id}/records`, {
        method: 'POST',
        credential: space.proof,
        body: { records: opaque(1, 'x') },
        headers: { origin: 'https://elsewhere.example' },
      }),
    )
    expect(crossPush.status).toBe(403)
    expect(await storedRecords(space)).toBe(1)
  })
})
