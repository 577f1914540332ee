import type { SealedRecord } from './envelope.ts'

/**
 * The sync API's contract (issue 62; decision 081): its paths, the bounds the server holds a space
 * to, and the bodies each side sends. The Worker, its Durable Object and the device read it here.
 *
 * Every request names its space and carries a credential in `Authorization: Bearer …`:
 * - the owner's devices send the write proof (envelope.ts), whose SHA-256 the space keeps;
 * - a read-only link sends its share token, whose SHA-256 the owner registered; revoking the share
 *   removes that hash, and the link reads nothing more.
 * An unknown space, a wrong proof and a revoked or unknown share get the same refusal, so a
 * stranger who guesses or scans space ids learns nothing.
 */
export const SYNC_PATH = '/api/sync' as const

/** A space's address: 128 bits of HKDF output, base64url (envelope.ts `readKeys`). */
export const SPACE_ID = /^[A-Za-z0-9_-]{22}$/
/** A write proof: 256 bits, base64url. */
export const WRITE_PROOF = /^[A-Za-z0-9_-]{43}$/
/** A share token, and the hash the space keeps of a proof or token: 128 and 256 bits, base64url. */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{22}$/
export const CREDENTIAL_HASH = /^[A-Za-z0-9_-]{43}$/
/** A record's name: 128 bits of HMAC, base64url (envelope.ts `recordId`). */
export const RECORD_ID = /^[A-Za-z0-9_-]{22}$/

export const SYNC_LIMITS = {
  /**
   * Records a space may hold. A log of 240 cycles (20 years of charting) is about 7,000 days and
   * 240 periods; the cap leaves four times that.
   */
  records: 30_000,
  /** One sealed record, base64url: a day's signs with a long note is under 1 KB sealed. */
  sealedChars: 4_096,
  /** Records in one push. */
  pushRecords: 500,
  /** Pushes a space takes in a minute: a first upload of 240 cycles is 15. */
  pushesPerMinute: 120,
  /** Records in one pull's answer; `more` says when another pull follows. */
  pullRecords: 1_000,
  /** Read-only links a space may hold at once. */
  shares: 10,
  /** A space nobody opens for this long is deleted, with everything in it (13 months). */
  idleDays: 396,
} as const

/** A push: sealed records, each replacing the space's record of the same name. */
export interface PushBody {
  records: SealedRecord[]
}

/** A record as a pull gives it: with the order in which the space took it. */
export interface PulledRecord extends SealedRecord {
  seq: number
}

export interface PullAnswer {
  records: PulledRecord[]
  /** The highest order given: the next pull asks for what came after it. */
  seq: number
  /** True when records after `seq` are waiting: pull again at once. */
  more: boolean
  /** The day (ISO, UTC) the space will be deleted if nobody opens it before. */
  deletesOn: string
}

export interface PushAnswer {
  seq: number
  deletesOn: string
}
