/**
 * The operator scripts' one way to reach D1: `wrangler d1 execute DB --local|--remote`, so the
 * same command works on the local SQLite of `wrangler dev` and on the production database.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

export type Where = '--local' | '--remote'

/** `--local` or `--remote` from the command line, or exit with `usage`. */
export function whereFrom(args: readonly string[], usage: string): Where {
  if (args.includes('--remote')) return '--remote'
  if (args.includes('--local')) return '--local'
  console.error(`usage: ${usage}`)
  return process.exit(2)
}

/** Rows of one SQL statement. Values must be inlined by the caller with `sqlText`. */
export function d1Query<T>(where: Where, sql: string): T[] {
  const json = execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', where, '--json', '--command', sql], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 30,
  })
  return (JSON.parse(json) as { results: T[] }[])[0]?.results ?? []
}

/** Runs a file of SQL statements (in one transaction on D1). */
export function d1ExecuteFile(where: Where, file: string): void {
  execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', where, '--file', file], { stdio: 'inherit' })
}

/** A `[vars]` value of wrangler.toml. */
export function wranglerVar(name: string): string {
  const value = new RegExp(`^${name}\\s*=\\s*"([^"]+)"`, 'm').exec(readFileSync('wrangler.toml', 'utf8'))?.[1]
  if (!value) throw new Error(`${name} is missing from wrangler.toml [vars]`)
  return value
}

/**
 * The time of day (UTC) of the daily Cron Trigger in wrangler.toml (`crons = ["17 6 * * *"]` is
 * 06:17), so that a script that says what the cron will do computes at the cron's own instant.
 */
export function dailyCronTime(): string {
  const cron = /^crons\s*=\s*\["(\d+) (\d+) \* \* \*"\]/m.exec(readFileSync('wrangler.toml', 'utf8'))
  if (!cron) throw new Error('wrangler.toml has no daily cron of the form "M H * * *"')
  return `${cron[2]?.padStart(2, '0')}:${cron[1]?.padStart(2, '0')}`
}
