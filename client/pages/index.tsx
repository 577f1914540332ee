import type { ComponentType } from 'react'
import { PageOutline } from '../components/PageOutline.tsx'
import type { RouteId } from '../routes.ts'
import BlogPage from './BlogPage.tsx'
import ContactPage from './ContactPage.tsx'
import { DueDateCalculatorPage, PregnancyCalculatorPage, TwinsCalculatorPage } from './calculator-pages.tsx'
import HomePage from './HomePage.tsx'
import SitemapPage from './SitemapPage.tsx'

/**
 * The page component of every route id; the compiler keeps it complete against the route
 * table. Pages not yet written in full render their outline from the catalogue.
 */
export const pages: Record<RouteId, ComponentType<{ id: RouteId }>> = {
  home: HomePage,
  pregnancyCalculator: PregnancyCalculatorPage,
  dueDateCalculator: DueDateCalculatorPage,
  twinsCalculator: TwinsCalculatorPage,
  fertilityTips: PageOutline,
  howItWorks: PageOutline,
  ovulateAfterPeriod: PageOutline,
  improveFertility: PageOutline,
  cycleLength: PageOutline,
  seeDoctor: PageOutline,
  fertilityFoods: PageOutline,
  doctorOver35: PageOutline,
  conceptionAfter40: PageOutline,
  ovulationSigns: PageOutline,
  blog: BlogPage,
  faq: PageOutline,
  about: PageOutline,
  contact: ContactPage,
  sitemap: SitemapPage,
  terms: PageOutline,
  privacy: PageOutline,
  disclaimer: PageOutline,
  accessibility: PageOutline,
}
