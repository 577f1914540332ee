import type { ComponentType } from 'react'
import type { IslandContract } from './contract.ts'

/** An island's module: its component and its contract. */
export interface IslandModule {
  // biome-ignore lint/suspicious/noExplicitAny: each island has its own props; the JSON data block carries them.
  default: ComponentType<any>
  contract: IslandContract
}

/** Islands are the PascalCase `.tsx` files directly in this folder; helpers are kebab-case. */
const modules = import.meta.glob<IslandModule>('./[A-Z]*.tsx', { eager: true })

/** Every island by name. The name is the file name: the browser finds its code by it (`client/entry.ts`). */
const byName: ReadonlyMap<string, IslandModule> = new Map(
  Object.entries(modules).map(([path, module]) => [path.slice('./'.length, -'.tsx'.length), module]),
)

const byComponent = new Map<IslandModule['default'], { name: string; contract: IslandContract }>(
  [...byName].map(([name, module]) => [module.default, { name, contract: module.contract }]),
)

/** The name and contract of an island component, or an error if it is not an island. */
export function islandOf(component: IslandModule['default']): { name: string; contract: IslandContract } {
  const found = byComponent.get(component)
  if (!found) throw new Error(`${component.name || 'a component'} is not in client/islands/`)
  return found
}

/** An island by its name (a URL's), or undefined. */
export function islandNamed(name: string): IslandModule | undefined {
  return byName.get(name)
}

/** Every island, by name: for the tests that check their contracts. */
export function allIslands(): ReadonlyMap<string, IslandModule> {
  return byName
}
