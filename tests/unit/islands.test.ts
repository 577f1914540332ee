import { readdirSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogues, english } from '../../client/i18n/catalogues.server.ts'
import { inNamespace } from '../../client/i18n/messages.server.ts'
import { allIslands } from '../../client/islands/registry.server.ts'
import { locales } from '../../core/i18n/locales.ts'
import { routes } from '../../core/routes.ts'

const root = resolve(import.meta.dirname, '../..')
const islandsDir = resolve(root, 'client/islands')
const englishKeys = Object.keys(english)
const pageIds = new Set<string>(routes.map((route) => route.id))

/** The source files an island's code imports (relative imports, types excluded), itself included. */
function moduleGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const source = readFileSync(file, 'utf8')
  for (const match of source.matchAll(/^import (?!type )[^;]*?from '(\.[^']+)'/gms)) {
    const target = resolve(dirname(file), match[1] ?? '')
    if (/\.(ts|tsx)$/.test(target)) moduleGraph(target, seen)
  }
  return seen
}

/** The catalogue keys an island's code names literally, wherever in its module graph. */
function keysUsed(file: string): string[] {
  const keys = new Set<string>()
  for (const module of moduleGraph(file)) {
    if (!module.endsWith('.tsx')) continue
    for (const match of readFileSync(module, 'utf8').matchAll(
      /['"`]([a-zA-Z0-9]+(?:\.[a-zA-Z0-9]+)+)['"`]/g,
    )) {
      const key = match[1] ?? ''
      if (key in english) keys.add(key)
    }
  }
  return [...keys]
}

const islands = [...allIslands()]

describe('islands are found by their folder', () => {
  it('takes every PascalCase .tsx file of client/islands/, and nothing else', () => {
    const files = readdirSync(islandsDir).filter((name) => /^[A-Z].*\.tsx$/.test(name))
    expect(islands.map(([name]) => `${name}.tsx`).sort()).toEqual(files.sort())
    expect(islands.length).toBeGreaterThanOrEqual(11)
  })

  it.each(islands)('%s exports a component and a contract', (_name, module) => {
    expect(typeof module.default).toBe('function')
    expect(['interaction', 'idle', 'cycle-log']).toContain(module.contract.hydrate)
    expect(module.contract.messages.length).toBeGreaterThan(0)
  })
})

describe("an island's declared messages", () => {
  it.each(islands)('%s: every declared namespace or key exists in every language', (_name, module) => {
    for (const declared of [...module.contract.messages, ...(module.contract.later ?? [])]) {
      const inEnglish = englishKeys.filter((key) => inNamespace(key, declared))
      expect(inEnglish, `${declared} names no English key`).not.toEqual([])
      for (const locale of locales) {
        const own = catalogues[locale]
        const missing = inEnglish.filter((key) => !(key in own))
        expect(missing, `${declared} in ${locale}`).toEqual([])
      }
    }
    for (const id of module.contract.pageNames ?? []) {
      for (const locale of locales) expect(catalogues[locale]).toHaveProperty([`${id}.h1`])
    }
  })

  it.each(islands)("%s: declares no page's own keys", (_name, module) => {
    const pageOwned = module.contract.messages.filter((declared) => pageIds.has(declared.split('.')[0] ?? ''))
    expect(pageOwned).toEqual([])
  })

  it.each(islands)('%s: declares every key its code names', (name, module) => {
    const declared = [
      ...module.contract.messages,
      ...(module.contract.later ?? []),
      ...(module.contract.pageNames ?? []).map((id) => `${id}.h1`),
    ]
    const undeclared = keysUsed(resolve(islandsDir, `${name}.tsx`)).filter(
      (key) => !declared.some((entry) => inNamespace(key, entry)),
    )
    expect(undeclared).toEqual([])
  })

  it('catches a key that an island names without declaring it', () => {
    const used = keysUsed(resolve(islandsDir, 'ContactForm.tsx'))
    expect(used).toContain('contactForm.sentTitle')
    expect(used).toContain('form.sending')
  })
})
