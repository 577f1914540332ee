import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Decisions 055 and 076: every import points one way. `core/` (the date and medical rules, the
 * routes, locales, message keys, errors and the form rules) imports only `core/` and packages. The
 * machines and `db/` take nothing from the Worker, from a server-only module, or from a page or
 * component, not even a type and not through a module they import; and no files of worker/ import
 * each other in a circle. The graph is read from the sources themselves: every import and export-from
 * statement, `import type` and `import()` included, resolved as the Worker's tsconfig resolves it.
 */
const root = resolve(import.meta.dirname, '../..')
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((path) => /^(core|client|worker|db)\/.*\.(ts|tsx)$/.test(path) && !path.endsWith('.d.ts'))

const config = ts.readConfigFile(resolve(root, 'tsconfig.worker.json'), ts.sys.readFile)
const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root)
const cache = ts.createModuleResolutionCache(root, (name) => name, options)

/** The repository's file an import names (a path from the root), or null for a package's. */
function resolveImport(specifier: string, importer: string): string | null {
  const from = resolve(root, importer)
  const found = ts.resolveModuleName(specifier, from, options, ts.sys, cache).resolvedModule
  if (found) return found.isExternalLibraryImport ? null : relative(root, found.resolvedFileName)
  // What TypeScript does not resolve itself (MDX, a CSS file) is still a file of ours when relative.
  return specifier.startsWith('.') ? relative(root, resolve(dirname(from), specifier)) : null
}

/** Each source file with the files of the repository it imports. */
const imports = new Map(
  sources.map((path) => {
    const text = readFileSync(resolve(root, path), 'utf8')
    const named = ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName)
    return [
      path,
      [...new Set(named.map((name) => resolveImport(name, path)).filter((file) => file !== null))],
    ]
  }),
)

const BELOW = ['core/', 'client/machines/', 'db/']
const isBelow = (path: string) => BELOW.some((folder) => path.startsWith(folder))

/** What the core may never import: the Worker, a server-only module, a page, a component. */
const isAbove = (path: string) =>
  path.startsWith('worker/') ||
  /\.server\.tsx?$/.test(path) ||
  /^client\/(pages|components|islands|layout)\//.test(path)

/** The chain of imports by which `start` reaches a file above the core, or null if it reaches none. */
function chainAbove(start: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[start, null]])
  const queue = [start]
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const next of imports.get(file) ?? []) {
      if (cameFrom.has(next)) continue
      cameFrom.set(next, file)
      if (isAbove(next)) {
        const chain = [next]
        for (let back = cameFrom.get(next); back; back = cameFrom.get(back)) chain.unshift(back)
        return chain
      }
      queue.push(next)
    }
  }
  return null
}

/** The circles among `files`: each a group of files that reach one another (Tarjan's components). */
function circles(files: string[]): string[][] {
  const inside = new Set(files)
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file) ?? 0)
    stack.push(file)
    for (const next of (imports.get(file) ?? []).filter((path) => inside.has(path))) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0))
      } else if (stack.includes(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0))
      }
    }
    if (low.get(file) !== index.get(file)) return
    const group: string[] = []
    for (let top = stack.pop(); top !== undefined; top = top === file ? undefined : stack.pop())
      group.push(top)
    if (group.length > 1 || imports.get(file)?.includes(file)) found.push(group.sort())
  }
  for (const file of files) if (!index.has(file)) visit(file)
  return found
}

describe('the direction of imports (decisions 055 and 076)', () => {
  it('reads every import, type-only ones too, as the Worker resolves them', () => {
    expect(sources.length).toBeGreaterThan(200)
    expect(imports.get('worker/app.ts')).toContain('worker/pages/pages.tsx')
    expect(imports.get('core/form-problem.ts')).toContain('core/i18n/message-key.ts')
    expect(imports.get('core/calc/temporal.ts')).toContain('core/calc/temporal-polyfill.ts')
  })

  it('keeps core/ on the ground floor: its files import only core/ (and packages)', () => {
    const outside = sources
      .filter((path) => path.startsWith('core/'))
      .flatMap((path) =>
        (imports.get(path) ?? [])
          .filter((file) => !file.startsWith('core/'))
          .map((file) => `${path} → ${file}`),
      )
    expect(outside).toEqual([])
    expect(sources.filter((path) => path.startsWith('core/')).length).toBeGreaterThan(40)
  })

  it('keeps core/, the machines and db/ below the Worker, the server modules, pages and components', () => {
    const chains = sources.filter(isBelow).flatMap((file) => {
      const chain = chainAbove(file)
      return chain ? [chain.join(' → ')] : []
    })
    expect(chains).toEqual([])
  })

  it('keeps the message key type neutral: it reads only the English catalogue', () => {
    const others = imports
      .get('core/i18n/message-key.ts')
      ?.filter((file) => !/^core\/i18n\/messages\/(.*\/)?en\.json$/.test(file))
    expect(others).toEqual([])
  })

  it('has no circle among the files of worker/', () => {
    expect(circles(sources.filter((path) => path.startsWith('worker/')))).toEqual([])
  })
})
