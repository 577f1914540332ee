/**
 * The local servers' own link key (`npm start`, `npm run dev`): `.dev.vars`, which wrangler and
 * the Vite plugin read and git ignores, gets a random `LINK_SECRET` the first time, so links on
 * this machine are signed with a key of its own and the Worker never needs a default
 * (decision 023). An existing value is kept. `localLinkSecret()` is what `emails:export --local` signs with.
 * `npm run types` runs it first too: `wrangler types` reads `.dev.vars`, so the generated `Env`
 * has `LINK_SECRET: string` on every machine, whether or not a local server ever ran.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const FILE = '.dev.vars'
const LINE = /^LINK_SECRET\s*=\s*"?([^"\n]+)"?\s*$/m

export function localLinkSecret(): string | undefined {
  return existsSync(FILE) ? LINE.exec(readFileSync(FILE, 'utf8'))?.[1] : undefined
}

if (import.meta.main) {
  if (localLinkSecret() === undefined) {
    const before = existsSync(FILE) ? readFileSync(FILE, 'utf8') : ''
    const separator = before === '' || before.endsWith('\n') ? '' : '\n'
    writeFileSync(FILE, `${before}${separator}LINK_SECRET="${randomBytes(48).toString('base64url')}"\n`)
    console.log(`${FILE}: a local LINK_SECRET was created for this machine`)
  }
}
