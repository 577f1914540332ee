import type { IslandName } from './registry.ts'

/** Islands that compute dates in the browser: Temporal is loaded before them where it is missing. */
export const temporalIslands: ReadonlySet<IslandName> = new Set<IslandName>([
  'OvulationCalculator',
  'PregnancyCalculator',
  'DueDateCalculator',
  'TwinCalculator',
])
