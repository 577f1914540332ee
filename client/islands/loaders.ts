import type { ComponentType } from 'react'
import type { IslandName } from './registry.ts'

// biome-ignore lint/suspicious/noExplicitAny: each island has its own props; the JSON data block carries them.
type IslandModule = { default: ComponentType<any> }

/** Browser-side code split: one chunk per island, fetched only when its trigger fires. */
export const islandLoaders: Record<IslandName, () => Promise<IslandModule>> = {
  MobileMenu: () => import('./MobileMenu.tsx'),
  RelatedTools: () => import('./RelatedTools.tsx'),
  NotFoundRedirect: () => import('./NotFoundRedirect.tsx'),
  SignupForm: () => import('./SignupForm.tsx'),
  ContactForm: () => import('./ContactForm.tsx'),
  OvulationCalculator: () => import('./OvulationCalculator.tsx'),
  PregnancyCalculator: () => import('./PregnancyCalculator.tsx'),
  DueDateCalculator: () => import('./DueDateCalculator.tsx'),
  TwinCalculator: () => import('./TwinCalculator.tsx'),
  StandaloneQuiz: () => import('./StandaloneQuiz.tsx'),
  TipsTabs: () => import('./TipsTabs.tsx'),
}
