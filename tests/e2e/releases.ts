import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/**
 * Two real releases of the site, for the test of a new release reaching an open tab (issue 28):
 * the repository's tracked files are copied aside and built twice, the second time with one more
 * style rule, as a release that changes a stylesheet would be. Each is served by its own
 * `wrangler dev` on one port, in turn, so that the browser sees one origin whose files change.
 */
export interface Releases {
  /** Serves this release on the port, after the other has stopped. */
  serve(release: 'first' | 'second'): Promise<void>
  origin: string
  stop(): Promise<void>
}

/** The one change between the releases: a rule in the site's stylesheet. */
const SECOND_RELEASE_RULE = '\n:root { --release: "second"; }\n'

/** `vars`: the Worker's variables, such as the run's `TEST_NOW`, given to both releases. */
export function buildReleases(port: number, vars: Record<string, string>): Releases {
  const root = mkdtempSync(join(tmpdir(), 'releases-'))
  const repo = join(root, 'repo')
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)
  for (const file of files) {
    mkdirSync(dirname(join(repo, file)), { recursive: true })
    cpSync(file, join(repo, file))
  }
  symlinkSync(join(process.cwd(), 'node_modules'), join(repo, 'node_modules'), 'dir')
  const build = () => execFileSync('npm', ['run', 'build'], { cwd: repo, stdio: 'ignore' })
  build()
  renameSync(join(repo, 'dist'), join(root, 'first'))
  appendFileSync(join(repo, 'client/styles/base/tokens.css'), SECOND_RELEASE_RULE)
  build()
  renameSync(join(repo, 'dist'), join(root, 'second'))

  const origin = `http://127.0.0.1:${port}`
  let server: ChildProcess | undefined
  let serving: string | undefined
  const stopServer = async () => {
    if (!server?.pid) return
    const exited = new Promise((resolve) => server?.once('exit', resolve))
    process.kill(-server.pid, 'SIGTERM')
    await exited
    server = undefined
    if (serving) renameSync(join(repo, 'dist'), join(root, serving))
    serving = undefined
  }
  return {
    origin,
    async serve(release) {
      await stopServer()
      renameSync(join(root, release), join(repo, 'dist'))
      serving = release
      server = spawn(
        'npx',
        [
          'wrangler',
          'dev',
          '--port',
          String(port),
          '--ip',
          '127.0.0.1',
          '--inspector-port',
          String(port + 1),
          ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
        ],
        {
          cwd: repo,
          detached: true,
          stdio: 'ignore',
          env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' },
        },
      )
      for (let attempt = 0; attempt < 300; attempt++) {
        const up = await fetch(`${origin}/robots.txt`).then(
          (response) => response.ok,
          () => false,
        )
        if (up) return
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      throw new Error(`the ${release} release did not start on ${origin}`)
    },
    async stop() {
      await stopServer()
      rmSync(root, { recursive: true, force: true })
    },
  }
}
