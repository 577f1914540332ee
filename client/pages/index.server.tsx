import type { ComponentType } from 'react'
import type { RouteId } from '../../core/routes.ts'
import AboutPage from './AboutPage.server.tsx'
import ArticlePage from './ArticlePage.server.tsx'
import BlogPage from './BlogPage.server.tsx'
import ContactPage from './ContactPage.server.tsx'
import { DueDateCalculatorPage, PregnancyCalculatorPage } from './calculator-pages.server.tsx'
import FaqPage from './FaqPage.server.tsx'
import FertilityTipsPage from './FertilityTipsPage.server.tsx'
import HomePage from './HomePage.server.tsx'
import HowItWorksPage from './HowItWorksPage.server.tsx'
import LegalNoticePage from './LegalNoticePage.server.tsx'
import LegalPage from './LegalPage.server.tsx'
import MyCyclesPage from './MyCyclesPage.server.tsx'
import SitemapPage from './SitemapPage.server.tsx'

/**
 * The page component of every route id; the compiler keeps it complete against the route
 * table.
 */
export const pages: Record<RouteId, ComponentType<{ id: RouteId }>> = {
  home: HomePage,
  pregnancyCalculator: PregnancyCalculatorPage,
  dueDateCalculator: DueDateCalculatorPage,
  twinsCalculator: ArticlePage,
  myCycles: MyCyclesPage,
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
  consent: LegalPage,
  disclaimer: LegalPage,
  accessibility: LegalPage,
  legalNotice: LegalNoticePage,
}
