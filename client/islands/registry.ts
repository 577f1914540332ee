import ContactForm from './ContactForm.tsx'
import DueDateCalculator from './DueDateCalculator.tsx'
import MobileMenu from './MobileMenu.tsx'
import NotFoundRedirect from './NotFoundRedirect.tsx'
import OvulationCalculator from './OvulationCalculator.tsx'
import PregnancyCalculator from './PregnancyCalculator.tsx'
import RelatedTools from './RelatedTools.tsx'
import SignupForm from './SignupForm.tsx'
import StandaloneQuiz from './StandaloneQuiz.tsx'
import TipsTabs from './TipsTabs.tsx'
import TwinCalculator from './TwinCalculator.tsx'

/**
 * The islands the server can render, with the message-key prefixes each one needs in the
 * browser. The browser loads the same modules through `loaders.ts`.
 */
export const islands = {
  MobileMenu: { Component: MobileMenu, messages: ['nav.'] },
  RelatedTools: { Component: RelatedTools, messages: ['related.'] },
  NotFoundRedirect: { Component: NotFoundRedirect, messages: ['notFound.'] },
  SignupForm: { Component: SignupForm, messages: ['form.', 'signup.', 'errors.'] },
  ContactForm: { Component: ContactForm, messages: ['form.', 'contact.', 'errors.'] },
  OvulationCalculator: {
    Component: OvulationCalculator,
    messages: [
      'home.calculatorTitle',
      'home.lastPeriodLabel',
      'home.cycleLengthLabel',
      'home.calculateButtonText',
      'calc.',
      'ovulation.',
      'quiz.inline.',
      'quiz.ui.',
      'actions.',
      'signup.',
      'form.',
      'errors.',
      'ovulateAfterPeriod.h1',
      'cycleLength.h1',
      'seeDoctor.h1',
      'fertilityTips.h1',
      'pregnancyCalculator.h1',
      'dueDateCalculator.h1',
    ],
  },
  PregnancyCalculator: {
    Component: PregnancyCalculator,
    messages: [
      'pregnancy.',
      'home.cycleLengthLabel',
      'calc.',
      'visualizer.',
      'timeline.',
      'actions.',
      'signup.',
      'form.',
      'errors.',
      'twinsCalculator.h1',
      'dueDateCalculator.h1',
    ],
  },
  DueDateCalculator: {
    Component: DueDateCalculator,
    messages: [
      'dueDate.',
      'dueDateCalculator.h1',
      'calc.',
      'timeline.',
      'actions.',
      'signup.',
      'form.',
      'errors.',
      'pregnancyCalculator.h1',
      'twinsCalculator.h1',
    ],
  },
  TwinCalculator: {
    Component: TwinCalculator,
    messages: [
      'twins.',
      'pregnancy.lmpLabel',
      'calc.',
      'actions.',
      'pregnancyCalculator.h1',
      'dueDateCalculator.h1',
    ],
  },
  StandaloneQuiz: { Component: StandaloneQuiz, messages: ['quiz.standalone.', 'quiz.ui.'] },
  TipsTabs: {
    Component: TipsTabs,
    messages: ['tips.tab', 'tips.lifestyle.', 'tips.nutrition.', 'tips.tracking.', 'tips.timing.'],
  },
} as const

export type IslandName = keyof typeof islands

/**
 * When the browser fetches an island's code: on the visitor's first interaction with it, or,
 * for the rare island that must act by itself (the not-found redirect), once the page is idle.
 */
export type HydrateWhen = 'interaction' | 'idle'
