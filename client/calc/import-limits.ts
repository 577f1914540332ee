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
