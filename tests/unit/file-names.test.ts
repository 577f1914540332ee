import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Decision 021: a file is named after its main export. A component's file is its PascalCase
 * name (`SignupForm.tsx`), a machine's file its camelCase name (`signupMachine.ts`, the XState
 * convention), and a module without one main export is kebab-case (`cycle-calendar.ts`).
 * `.server` marks server-only code (decision 019); `.test`, `.spec` and `.d` keep their meaning.
 */
const root = resolve(import.meta.dirname, '../..')
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((path) => /^(core|client|worker|db|scripts|tests|bench)\/.*\.(ts|tsx|mjs)$/.test(path))
  .filter((path) => !path.includes('/fixtures/'))

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/
const PASCAL = /^[A-Z][a-zA-Z0-9]*$/
const MACHINE = /^[a-z][a-zA-Z0-9]*Machine$/

/** The name a file is known by: without its folder, its extension and its role suffixes. */
function stem(path: string): string {
  return basename(path)
    .replace(/\.(ts|tsx|mjs)$/, '')
    .replace(/\.(server|test|spec|d)$/, '')
}

/** The files whose name has `shape` but whose source does not export what that name promises. */
function broken(shape: RegExp, promise: (name: string, path: string, source: string) => boolean): string[] {
  return sources
    .filter((path) => shape.test(stem(path)))
    .filter((path) => !promise(stem(path), path, readFileSync(resolve(root, path), 'utf8')))
}

describe('file names (decision 021)', () => {
  it('finds the sources to check', () => {
    expect(sources.length).toBeGreaterThan(200)
  })

  it('names each file in one of the three shapes of the rule', () => {
    const odd = sources.filter((path) => {
      const name = stem(path)
      return !(KEBAB.test(name) || PASCAL.test(name) || MACHINE.test(name))
    })
    expect(odd).toEqual([])
  })

  it('gives a PascalCase name only to a .tsx file that exports that component', () => {
    const exportsComponent = (name: string, path: string, source: string) =>
      path.endsWith('.tsx') &&
      new RegExp(`export (default )?(async )?function ${name}\\b|export const ${name}\\b`).test(source)
    expect(broken(PASCAL, exportsComponent)).toEqual([])
  })

  it('gives a machine name only to a file of client/machines/ that exports that machine (or its factory)', () => {
    const exportsMachine = (name: string, path: string, source: string) => {
      const factory = `create${name[0]?.toUpperCase()}${name.slice(1)}`
      return (
        path.startsWith('client/machines/') &&
        new RegExp(`export const ${name}\\b|export function ${factory}\\b`).test(source)
      )
    }
    expect(broken(MACHINE, exportsMachine)).toEqual([])
  })

  it('names every machine of client/machines/ after the machine it exports', () => {
    const machines = sources.filter((path) => path.startsWith('client/machines/'))
    const misnamed = machines.filter((path) => {
      const source = readFileSync(resolve(root, path), 'utf8')
      const exported = source.match(/export const (\w+Machine)\b/)
      return exported ? exported[1] !== stem(path) : false
    })
    expect(misnamed).toEqual([])
  })
})
