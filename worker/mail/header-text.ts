/**
 * What a header line may hold of a value that came from outside: every run of control, format,
 * separator or white-space characters (CR, LF, NUL, U+0085, U+2028…) becomes one space. The
 * schemas already refuse such a name or subject (machines/form-problem.ts `isOneLine`); this is
 * the composer's own guarantee, for a subject made from a message and for rows stored before.
 */
export const headerText = (value: string): string => value.replace(/[\p{Cc}\p{Cf}\p{Z}\s]+/gu, ' ').trim()
