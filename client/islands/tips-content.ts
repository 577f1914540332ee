import type { MessageKey } from '../../core/i18n/message-key.ts'

/** The fertility tips page's tabs (docs/product.md §4), lifestyle first: the default. */
export const tipTabs = ['lifestyle', 'nutrition', 'tracking', 'timing'] as const

export type TipTab = (typeof tipTabs)[number]

/** Each tab's tips, in reading order (figures from docs/product.md §9). */
export const tipItems = {
  lifestyle: [
    'tips.lifestyle.weight',
    'tips.lifestyle.exercise',
    'tips.lifestyle.sleep',
    'tips.lifestyle.smoking',
    'tips.lifestyle.stress',
  ],
  nutrition: [
    'tips.nutrition.folate',
    'tips.nutrition.caffeine',
    'tips.nutrition.plate',
    'tips.nutrition.fish',
  ],
  tracking: [
    'tips.tracking.months',
    'tips.tracking.periods',
    'tips.tracking.mucus',
    'tips.tracking.temperature',
    'tips.tracking.lh',
  ],
  timing: ['tips.timing.frequency', 'tips.timing.bestDays', 'tips.timing.early', 'tips.timing.help'],
} as const satisfies Record<TipTab, readonly MessageKey[]>
