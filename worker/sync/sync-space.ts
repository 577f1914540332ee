import { DurableObject } from 'cloudflare:workers'
import type { SealedRecord } from '../../core/sync/envelope.ts'
import { type PullAnswer, type PushAnswer, SYNC_LIMITS } from '../../core/sync/protocol.ts'

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

/**
 * Why the space said no. `refused` is one answer for an unknown space, a wrong proof and an
 * unknown or revoked share, so that the Worker cannot tell them apart either (decision 081).
 */
export type SpaceRefusal =
  | { ok: false; refusal: 'refused' }
  | { ok: false; refusal: 'full' }
  | { ok: false; refusal: 'rate_limited'; retryAfterSeconds: number }

/** The day the space will be deleted if nobody opens it again: the alarm's, as a UTC date. */
export interface Kept {
  deletesOn: string
}

export type SpaceAnswer<T> = ({ ok: true } & T) | SpaceRefusal

const REFUSED = { ok: false, refusal: 'refused' } as const
const FULL = { ok: false, refusal: 'full' } as const

/** Thrown inside a push's transaction to roll it back whole. */
class SpaceFull extends Error {}

/**
 * One sync space (issue 62, decisions 080 and 081): the write proof's hash, the share tokens'
 * hashes, and the sealed records in the order they arrived. Nothing in it can be read without the
 * device's keys, and nothing else is kept.
 *
 * Every method takes the instant of the request from the Worker (`now`, epoch milliseconds), whose
 * clock tests can fix; the object reads no clock of its own but in `alarm()`. A space that does
 * not exist has no tables: a refused request leaves nothing behind it.
 */
export class SyncSpace extends DurableObject<Cloudflare.Env> {
  private get sql() {
    return this.ctx.storage.sql
  }

  /** The write proof's hash, or null when the space was never made or has been deleted. */
  private proofHash(): string | null {
    const made = this.sql
      .exec<{ n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'space'")
      .one().n
    if (!made) return null
    return this.sql.exec<{ proof_hash: string }>('SELECT proof_hash FROM space').one().proof_hash
  }

  private isOwner(hash: string): boolean {
    const proof = this.proofHash()
    return proof !== null && proof === hash
  }

  /** Opened: the 13 months start again from this request. */
  private async kept(now: number): Promise<Kept> {
    const deletesAt = now + SYNC_LIMITS.idleDays * DAY_MS
    await this.ctx.storage.setAlarm(deletesAt)
    return { deletesOn: new Date(deletesAt).toISOString().slice(0, 10) }
  }

  private lastSeq(): number {
    return this.sql.exec<{ seq: number }>('SELECT coalesce(max(seq), 0) AS seq FROM records').one().seq
  }

  /** Makes the space with this proof's hash, or opens it when it exists with the same one. */
  async create(proofHash: string, now: number): Promise<SpaceAnswer<Kept & { created: boolean }>> {
    const existing = this.proofHash()
    if (existing !== null && existing !== proofHash) return REFUSED
    if (existing === null) {
      this.ctx.storage.transactionSync(() => {
        this.sql.exec('CREATE TABLE space (proof_hash TEXT NOT NULL)')
        this.sql.exec('CREATE TABLE shares (hash TEXT PRIMARY KEY, added_at INTEGER NOT NULL)')
        this.sql.exec(
          'CREATE TABLE records (id TEXT PRIMARY KEY, sealed TEXT NOT NULL, size INTEGER NOT NULL, seq INTEGER NOT NULL UNIQUE, arrived_at INTEGER NOT NULL)',
        )
        // The rate limit's count: the times of the last minute's pushes, and no more.
        this.sql.exec('CREATE TABLE pushes (at INTEGER NOT NULL)')
        this.sql.exec('INSERT INTO space (proof_hash) VALUES (?)', proofHash)
      })
    }
    return { ok: true, created: existing === null, ...(await this.kept(now)) }
  }

  /**
   * Stores the records, each replacing the one of the same name with a new order number: all of
   * them or, when the space would hold more than its cap, none.
   */
  async push(proofHash: string, records: SealedRecord[], now: number): Promise<SpaceAnswer<PushAnswer>> {
    if (!this.isOwner(proofHash)) return REFUSED
    this.sql.exec('DELETE FROM pushes WHERE at <= ?', now - MINUTE_MS)
    const window = this.sql
      .exec<{ n: number; first: number | null }>('SELECT count(*) AS n, min(at) AS first FROM pushes')
      .one()
    if (window.n >= SYNC_LIMITS.pushesPerMinute) {
      const wait = (window.first ?? now) + MINUTE_MS - now
      return { ok: false, refusal: 'rate_limited', retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) }
    }
    try {
      this.ctx.storage.transactionSync(() => {
        let seq = this.lastSeq()
        for (const record of records) {
          seq += 1
          this.sql.exec(
            `INSERT INTO records (id, sealed, size, seq, arrived_at) VALUES (?, ?, ?, ?, ?)
             ON CONFLICT (id) DO UPDATE SET sealed = excluded.sealed, size = excluded.size,
               seq = excluded.seq, arrived_at = excluded.arrived_at`,
            record.id,
            record.sealed,
            record.sealed.length,
            seq,
            now,
          )
        }
        const count = this.sql.exec<{ n: number }>('SELECT count(*) AS n FROM records').one().n
        if (count > SYNC_LIMITS.records) throw new SpaceFull()
        this.sql.exec('INSERT INTO pushes (at) VALUES (?)', now)
      })
    } catch (error) {
      if (error instanceof SpaceFull) return FULL
      throw error
    }
    return { ok: true, seq: this.lastSeq(), ...(await this.kept(now)) }
  }

  /** The records that arrived after `since`, a page at a time, for the owner or a registered share. */
  async pull(credentialHash: string, since: number, now: number): Promise<SpaceAnswer<PullAnswer>> {
    const proof = this.proofHash()
    if (proof === null) return REFUSED
    const shared =
      proof !== credentialHash &&
      this.sql.exec<{ n: number }>('SELECT count(*) AS n FROM shares WHERE hash = ?', credentialHash).one()
        .n === 1
    if (proof !== credentialHash && !shared) return REFUSED
    const rows = this.sql
      .exec<{ id: string; sealed: string; seq: number }>(
        'SELECT id, sealed, seq FROM records WHERE seq > ? ORDER BY seq LIMIT ?',
        since,
        SYNC_LIMITS.pullRecords + 1,
      )
      .toArray()
    const records = rows.slice(0, SYNC_LIMITS.pullRecords).map(({ id, sealed, seq }) => ({ id, sealed, seq }))
    return {
      ok: true,
      records,
      seq: records.at(-1)?.seq ?? since,
      more: rows.length > SYNC_LIMITS.pullRecords,
      ...(await this.kept(now)),
    }
  }

  /** Registers a read-only link by its token's hash; `created` is false when it was already there. */
  async addShare(
    proofHash: string,
    shareHash: string,
    now: number,
  ): Promise<SpaceAnswer<Kept & { created: boolean }>> {
    if (!this.isOwner(proofHash)) return REFUSED
    const shares = this.sql
      .exec<{ n: number; known: number }>(
        'SELECT count(*) AS n, coalesce(sum(hash = ?), 0) AS known FROM shares',
        shareHash,
      )
      .one()
    if (shares.known) return { ok: true, created: false, ...(await this.kept(now)) }
    if (shares.n >= SYNC_LIMITS.shares) return FULL
    this.sql.exec('INSERT INTO shares (hash, added_at) VALUES (?, ?)', shareHash, now)
    return { ok: true, created: true, ...(await this.kept(now)) }
  }

  /** Revokes a read-only link: its token reads nothing more. Revoking an unknown one is no error. */
  async removeShare(proofHash: string, shareHash: string, now: number): Promise<SpaceAnswer<Kept>> {
    if (!this.isOwner(proofHash)) return REFUSED
    this.sql.exec('DELETE FROM shares WHERE hash = ?', shareHash)
    return { ok: true, ...(await this.kept(now)) }
  }

  /** The owner leaves: everything the space held is gone at once, its alarm too. */
  async destroy(proofHash: string): Promise<SpaceAnswer<object>> {
    if (!this.isOwner(proofHash)) return REFUSED
    await this.erase()
    return { ok: true }
  }

  /** Nobody opened the space for 13 months. */
  override async alarm(): Promise<void> {
    await this.erase()
  }

  private async erase(): Promise<void> {
    await this.ctx.storage.deleteAlarm()
    await this.ctx.storage.deleteAll()
  }
}
