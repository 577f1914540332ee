/**
 * `npm run build`, only when what it reads has changed since the last build (issue 58, decision
 * 064): `npm test` and `npm run test:clock` each start tiers that need the built site (the Worker
 * tier reads the client's manifest, the end-to-end tier serves `dist/`), and one build serves them
 * all. The stamp is a hash of every file git would keep outside the tests and the documentation
 * (tracked or new, not ignored), of the lockfile among them; a tree that is not a git checkout
 * always builds.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const STAMP = 'dist/.build-stamp'

/** What the build does not read: the tests, the documents and the bench. */
const NOT_BUILT_FROM = /^(tests|docs|bench)\//

function sourcesHash(): string | null {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
  if (listed.status !== 0) return null
  const hash = createHash('sha256')
  for (const file of listed.stdout.split('\0').filter(Boolean).sort()) {
    if (NOT_BUILT_FROM.test(file) || !existsSync(file)) continue
    hash.update(`${file}\0`).update(readFileSync(file)).update('\0')
  }
  return hash.digest('hex')
}

const wanted = sourcesHash()
if (wanted !== null && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted) {
  console.log('build: dist/ is current (no source changed since it was built)')
  process.exit(0)
}
const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
if (built.status !== 0) process.exit(built.status ?? 1)
if (wanted !== null) writeFileSync(STAMP, wanted)
