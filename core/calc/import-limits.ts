/**
 * What every import of a log (the site's file, drip's CSV, a list of dates) shares: how much it
 * reads, and how the lines it leaves out are reported (docs/product.md §2.10, issue 51 item 6).
 */

/**
 * The largest file read, in bytes as the file system counts them, whatever the text's encoding: 1 MB
 * is 50 years of daily rows in drip's CSV, far beyond a log. A larger file is refused whole, never
 * read in part (a cut file would silently lose its newest periods).
 */
export const MAX_IMPORT_BYTES = 1_000_000
/**
 * The most days of body signs one file may bring: 240 cycles (the log's limit, `MAX_PERIODS`) of
 * 50 days, beyond the longest cycles the statistics count. A file with more is refused whole, as a
 * log of more periods is: 28,091 days of a forged file took 42 s to write (security review, low 2).
 */
export const MAX_IMPORT_DAYS = 12_000
/** Rejected lines listed by number; the rest are counted. */
export const LISTED_REJECTIONS = 10

/** One line (or entry of our JSON) left out, and why: a message key. */
export interface Rejected<Problem extends string> {
  /** Its line in the file (1 is the first), or its place in our JSON's lists. */
  line: number
  problem: Problem
}

/** The first LISTED_REJECTIONS rejections kept, every one counted. */
export function rejections<Problem extends string>() {
  const listed: Rejected<Problem>[] = []
  let count = 0
  return {
    reject(line: number, problem: Problem) {
      count++
      if (listed.length < LISTED_REJECTIONS) listed.push({ line, problem })
    },
    listed,
    count: () => count,
  }
}

/** Column names a preview shows before "and N more". */
export const NAMED_COLUMNS = 8
/** The longest column name shown, in characters (code points), its ellipsis included. */
export const COLUMN_NAME_MAX = 40

/**
 * The columns of a CSV that hold something the import does not read (decision 073): the first
 * NAMED_COLUMNS names, made fit to show, and how many more there are.
 */
export interface UnreadColumns {
  names: string[]
  more: number
}

/**
 * A stranger's column names made fit to show in a sentence (decision 073): each loses its control
 * and format characters (line breaks, NUL, tabs, bidirectional overrides, zero-width characters),
 * its runs of spaces become one, it is trimmed and cut to COLUMN_NAME_MAX characters with an
 * ellipsis (counted in code points, so a pile of combining marks is cut too); an empty name and one
 * shown already (in any case) are dropped; the first NAMED_COLUMNS are kept and the rest counted.
 * The names stay text: the page shows them as React text, never as HTML, and no file is written
 * with them, so a formula (`=HYPERLINK(…)`) or markup is shown as the letters it is.
 */
export function unreadColumns(raw: Iterable<string>): UnreadColumns {
  const names: string[] = []
  const seen = new Set<string>()
  for (const name of raw) {
    const shown = cleanColumnName(name)
    const key = shown.toLowerCase()
    if (shown === '' || seen.has(key)) continue
    seen.add(key)
    if (names.length < NAMED_COLUMNS) names.push(shown)
  }
  return { names, more: seen.size - names.length }
}

function cleanColumnName(name: string): string {
  const text = name
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/[\p{Cf}\p{Cs}]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
  const characters = Array.from(text)
  if (characters.length <= COLUMN_NAME_MAX) return text
  return `${characters
    .slice(0, COLUMN_NAME_MAX - 1)
    .join('')
    .trimEnd()}…`
}
