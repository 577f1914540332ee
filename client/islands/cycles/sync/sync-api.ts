import { apiErrors } from '../../../../core/errors.ts'
import { type SealedRecord, toBase64Url } from '../../../../core/sync/envelope.ts'
import { type PullAnswer, type PushAnswer, SYNC_PATH } from '../../../../core/sync/protocol.ts'
import { SyncError } from '../../../machines/syncMachine.ts'

/**
 * The sync API as the device calls it (core/sync/protocol.ts), one method per route. Plain `fetch`
 * behind this interface, so that tests hand in a fake server and the client can later be the
 * Worker's typed `hc` client without the round or the machine changing.
 */
export interface SyncApi {
  create(space: string, proof: string): Promise<{ deletesOn: string }>
  push(space: string, proof: string, records: readonly SealedRecord[]): Promise<PushAnswer>
  pull(space: string, credential: string, since: number): Promise<PullAnswer>
  putShare(space: string, proof: string, hash: string): Promise<void>
  deleteShare(space: string, proof: string, hash: string): Promise<void>
  deleteSpace(space: string, proof: string): Promise<void>
}

/** What the space keeps of a share token: base64url SHA-256 of the token as sent. */
export async function credentialHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return toBase64Url(new Uint8Array(digest))
}

/** The failure a refused answer means; the round treats every one as "nothing was stored". */
function failureOf(response: Response): SyncError {
  if (response.status === apiErrors.sync_refused.status) return new SyncError('refused')
  if (response.status === apiErrors.sync_full.status) return new SyncError('full')
  if (response.status === 429) {
    const seconds = Number(response.headers.get('Retry-After'))
    return new SyncError('limited', Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined)
  }
  return new SyncError('failed')
}

export function syncApi(send: typeof fetch = fetch, origin = ''): SyncApi {
  async function call(method: string, path: string, credential: string, body?: unknown): Promise<Response> {
    let response: Response
    try {
      response = await send(`${origin}${SYNC_PATH}/${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${credential}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    } catch {
      // No network, or the request was cut: the same as a refusal to retry later.
      throw new SyncError('failed')
    }
    if (!response.ok) throw failureOf(response)
    return response
  }
  const json = async <T>(response: Promise<Response>) => (await (await response).json()) as T
  return {
    create: (space, proof) => json(call('PUT', space, proof)),
    push: (space, proof, records) => json(call('POST', `${space}/records`, proof, { records })),
    pull: (space, credential, since) => json(call('GET', `${space}/records?since=${since}`, credential)),
    putShare: async (space, proof, hash) => void (await call('PUT', `${space}/shares/${hash}`, proof)),
    deleteShare: async (space, proof, hash) => void (await call('DELETE', `${space}/shares/${hash}`, proof)),
    deleteSpace: async (space, proof) => void (await call('DELETE', space, proof)),
  }
}
