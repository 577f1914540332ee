/**
 * `npm run content:check [-- --locale fr]`: for each language, the article and legal pages
 * whose translation is missing, fails to compile as MDX, or was made from an older English
 * source. A translation records the hash of the English file it was made from in its `source`
 * front matter field; editing the English page changes the hash, and this check then names
 * the translations to update (README, "Updating a translation"). It also names an English page
 * whose `reviewed` date (decision 049) is after today, read from this machine's clock: the one
 * place that date is checked against a clock, since the Worker reads none of its own.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { compile } from '@mdx-js/mdx'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { parse } from 'yaml'
import { defaultLocale, isLocale, type Locale, locales } from '../core/i18n/locales.ts'

const contentDir = fileURLToPath(new URL('../client/content/', import.meta.url))
const sections = ['articles', 'legal'] as const

/** The hash a translation records: 16 hex digits of the SHA-256 of the English file. */
export function sourceHash(english: string): string {
  return createHash('sha256').update(english.replace(/\r\n/g, '\n')).digest('hex').slice(0, 16)
}

export function frontMatterOf(text: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text.replace(/\r\n/g, '\n'))
  const data: unknown = match ? parse(match[1] ?? '') : undefined
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
}

export type Finding =
  | { kind: 'missing'; page: string; locale: Locale }
  | { kind: 'stale'; page: string; locale: Locale; recorded: string; current: string }
  | { kind: 'broken'; page: string; locale: Locale; error: string }
  | { kind: 'future'; page: string; reviewed: string; today: string }

/**
 * An English page reviewed after `today` (YYYY-MM-DD): its date cannot be the day its content was
 * checked. Which dates are real calendar dates, the front matter schemas check at build.
 */
export function checkReviewed(page: string, english: string, today: string): Finding[] {
  const reviewed = String(frontMatterOf(english).reviewed ?? '')
  return reviewed > today ? [{ kind: 'future', page, reviewed, today }] : []
}

/** Today where it is latest (UTC+14): a page reviewed today anywhere is not in the future. */
export function latestToday(now: Date): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10)
}

/** What is wrong with one translation of one English source; nothing when it is current. */
export async function checkTranslation(
  page: string,
  locale: Locale,
  english: string,
  translation: string | undefined,
): Promise<Finding[]> {
  if (translation === undefined) return [{ kind: 'missing', page, locale }]
  const findings: Finding[] = []
  try {
    await compile(translation, { remarkPlugins: [remarkFrontmatter, remarkGfm] })
  } catch (error) {
    findings.push({ kind: 'broken', page, locale, error: String(error) })
  }
  const recorded = String(frontMatterOf(translation).source ?? '')
  const current = sourceHash(english)
  if (recorded !== current) findings.push({ kind: 'stale', page, locale, recorded, current })
  return findings
}

/**
 * Every finding over the content folder, for the given languages; with `today`, also each English
 * page reviewed after it.
 */
export async function checkContent(only: readonly Locale[] = locales, today?: string): Promise<Finding[]> {
  const findings: Finding[] = []
  for (const section of sections) {
    const dir = join(contentDir, section)
    const pages = readdirSync(dir).filter((file) => /^[a-z0-9-]+\.mdx$/.test(file))
    for (const file of pages) {
      const english = readFileSync(join(dir, file), 'utf8')
      const page = `${section}/${file.replace(/\.mdx$/, '')}`
      if (today !== undefined) findings.push(...checkReviewed(page, english, today))
      for (const locale of only.filter((candidate) => candidate !== defaultLocale)) {
        const path = join(dir, file.replace(/\.mdx$/, `.${locale}.mdx`))
        const translation = existsSync(path) ? readFileSync(path, 'utf8') : undefined
        findings.push(...(await checkTranslation(page, locale, english, translation)))
      }
    }
  }
  return findings
}

function describe(finding: Finding): string {
  if (finding.kind === 'future')
    return `${finding.page}.mdx: reviewed ${finding.reviewed}, after today (${finding.today})`
  const where = `${finding.page}.${finding.locale}.mdx`
  switch (finding.kind) {
    case 'missing':
      return `${where}: missing`
    case 'broken':
      return `${where}: does not compile: ${finding.error}`
    case 'stale':
      return `${where}: made from English source ${finding.recorded || '(none recorded)'}, the English page is now ${finding.current}`
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const index = process.argv.indexOf('--locale')
  const asked = index >= 0 ? process.argv[index + 1] : undefined
  if (asked !== undefined && !isLocale(asked)) {
    console.error(`Unknown language "${asked}"; one of ${locales.join(', ')}.`)
    process.exit(2)
  }
  const findings = await checkContent(asked ? [asked] : locales, latestToday(new Date()))
  for (const finding of findings) console.error(describe(finding))
  if (findings.length > 0) process.exit(1)
  console.log(
    `Every translation is present, compiles and is current (${asked ?? 'all languages'}); no page is reviewed after today.`,
  )
}
