import type { MessageKey } from '../i18n/message-key.ts'

/**
 * The one table of a baby's typical size by completed week of pregnancy, from which both the
 * development visualizer and the weekly e-mails read (issue 11): crown–rump length to week 19,
 * crown–heel from week 20, and weight, rounded, after the growth charts midwives use. Before week
 * 8 an embryo is too small to measure in a way worth a figure. The words of each week are in the
 * catalogues (`week.N.*`); the body its facts come from is `weekSources`.
 */
export const weekSizes = [
  { week: 8, cm: 1.6, grams: 1 },
  { week: 9, cm: 2.3, grams: 2 },
  { week: 10, cm: 3.1, grams: 4 },
  { week: 11, cm: 4.1, grams: 7 },
  { week: 12, cm: 5.4, grams: 14 },
  { week: 13, cm: 7.4, grams: 23 },
  { week: 14, cm: 8.7, grams: 43 },
  { week: 15, cm: 10.1, grams: 70 },
  { week: 16, cm: 11.6, grams: 100 },
  { week: 17, cm: 13, grams: 140 },
  { week: 18, cm: 14.2, grams: 190 },
  { week: 19, cm: 15.3, grams: 240 },
  { week: 20, cm: 25.6, grams: 300 },
  { week: 21, cm: 26.7, grams: 360 },
  { week: 22, cm: 27.8, grams: 430 },
  { week: 23, cm: 28.9, grams: 500 },
  { week: 24, cm: 30, grams: 600 },
  { week: 25, cm: 34.6, grams: 660 },
  { week: 26, cm: 35.6, grams: 760 },
  { week: 27, cm: 36.6, grams: 875 },
  { week: 28, cm: 37.6, grams: 1000 },
  { week: 29, cm: 38.6, grams: 1150 },
  { week: 30, cm: 39.9, grams: 1320 },
  { week: 31, cm: 41.1, grams: 1500 },
  { week: 32, cm: 42.4, grams: 1700 },
  { week: 33, cm: 43.7, grams: 1920 },
  { week: 34, cm: 45, grams: 2150 },
  { week: 35, cm: 46.2, grams: 2380 },
  { week: 36, cm: 47.4, grams: 2600 },
  { week: 37, cm: 48.6, grams: 2860 },
  { week: 38, cm: 49.8, grams: 3080 },
  { week: 39, cm: 50.7, grams: 3290 },
  { week: 40, cm: 51.2, grams: 3400 },
] as const

/** The weeks the series writes about: from a positive test to two weeks past the due date. */
export const FIRST_WEEKLY_WEEK = 4
export const LAST_WEEKLY_WEEK = 42

export function sizeAt(week: number): { cm: number; grams: number } | null {
  const row = weekSizes.find((candidate) => candidate.week === week)
  return row ? { cm: row.cm, grams: row.grams } : null
}

/**
 * The bodies each week's facts come from: the NHS "week by week" pages and ACOG's guidance.
 * Names, not words, so they are the same in every language.
 */
export const weekSources: Record<number, string> = {
  4: 'NHS',
  5: 'NHS',
  6: 'NHS',
  7: 'NHS, ACOG',
  8: 'NHS, ACOG',
  9: 'NHS',
  10: 'NHS, ACOG',
  11: 'NHS, ACOG',
  12: 'NHS, ACOG',
  13: 'NHS, ACOG',
  14: 'NHS, ACOG',
  15: 'NHS',
  16: 'NHS, ACOG',
  17: 'NHS, ACOG',
  18: 'NHS, ACOG',
  19: 'NHS, ACOG',
  20: 'NHS, ACOG',
  21: 'NHS, ACOG',
  22: 'NHS',
  23: 'NHS',
  24: 'NHS, ACOG',
  25: 'NHS, ACOG',
  26: 'NHS, ACOG',
  27: 'NHS, ACOG',
  28: 'NHS, ACOG',
  29: 'NHS',
  30: 'NHS',
  31: 'NHS, ACOG',
  32: 'NHS, ACOG',
  33: 'NHS, ACOG',
  34: 'NHS, ACOG',
  35: 'NHS, ACOG',
  36: 'NHS, ACOG',
  37: 'NHS, ACOG',
  38: 'NHS, ACOG',
  39: 'NHS, ACOG',
  40: 'NHS, ACOG',
  41: 'NHS, ACOG',
  42: 'NHS, ACOG',
}

/** The message keys of one week's e-mail; `appointment` only where a test or visit usually falls. */
export function weekText(week: number) {
  const key = (part: string) => `week.${week}.${part}` as MessageKey
  return {
    headline: key('headline'),
    baby: key('baby'),
    feel: key('feel'),
    tip: key('tip'),
    appointment: key('appointment'),
  }
}
