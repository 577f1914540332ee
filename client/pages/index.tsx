import type { ComponentType } from 'react'
import type { RouteId } from '../routes.ts'
import AboutPage from './AboutPage.tsx'
import ArticlePage from './ArticlePage.tsx'
import BlogPage from './BlogPage.tsx'
import ContactPage from './ContactPage.tsx'
import { DueDateCalculatorPage, PregnancyCalculatorPage } from './calculator-pages.tsx'
import FaqPage from './FaqPage.tsx'
import FertilityTipsPage from './FertilityTipsPage.tsx'
import HomePage from './HomePage.tsx'
import HowItWorksPage from './HowItWorksPage.tsx'
import LegalPage from './LegalPage.tsx'
import SitemapPage from './SitemapPage.tsx'

/**
 * The page component of every route id; the compiler keeps it complete against the route
 * table.
 */
export const pages: Record<RouteId, ComponentType<{ id: RouteId }>> = {
  home: HomePage,
  pregnancyCalculator: PregnancyCalculatorPage,
  dueDateCalculator: DueDateCalculatorPage,
  twinsCalculator: ArticlePage,
  fertilityTips: FertilityTipsPage,
  howItWorks: HowItWorksPage,
  ovulateAfterPeriod: ArticlePage,
  improveFertility: ArticlePage,
  cycleLength: ArticlePage,
  seeDoctor: ArticlePage,
  fertilityFoods: ArticlePage,
  doctorOver35: ArticlePage,
  conceptionAfter40: ArticlePage,
  ovulationSigns: ArticlePage,
  blog: BlogPage,
  faq: FaqPage,
  about: AboutPage,
  contact: ContactPage,
  sitemap: SitemapPage,
  terms: LegalPage,
  privacy: LegalPage,
  disclaimer: LegalPage,
  accessibility: LegalPage,
}
