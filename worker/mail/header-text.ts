/**
 * What a header line may hold of a value that came from outside: every run of control, format,
 * separator or white-space characters (CR, LF, NUL, U+0085, U+2028…) becomes one space. The
 * schemas already refuse such a name or subject (core/form-problem.ts `isOneLine`); this is
 * the composer's own guarantee, for a subject made from a message and for rows stored before.
 * A lone no-break space (U+00A0, U+202F) stays: French puts one before « : ; ! ? » and inside
 * « » (issue 48), and it breaks no line.
 */
export const headerText = (value: string): string =>
  value
    .replace(/[\p{Cc}\p{Cf}\p{Z}\s]+/gu, (run) => (run === '\u00a0' || run === '\u202f' ? run : ' '))
    .trim()
