import type { CSSProperties } from 'react'

/** The site's palette (client/styles/base/tokens.css), inlined: mail clients ignore style sheets. */
export const palette = {
  rose50: '#fdf4f6',
  rose600: '#b4436c',
  rose700: '#96345a',
  plum900: '#3b2238',
  ink: '#2f2a33',
  muted: '#5e5663',
  line: '#ecdfe4',
  bg: '#fffaf8',
} as const

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

export const styles = {
  body: { backgroundColor: palette.bg, fontFamily: font, margin: 0, padding: '24px 0', color: palette.ink },
  container: {
    backgroundColor: '#ffffff',
    border: `1px solid ${palette.line}`,
    borderRadius: '14px',
    maxWidth: '560px',
    padding: '28px 24px',
  },
  brand: { color: palette.rose700, fontSize: '18px', fontWeight: 700, margin: '0 0 20px' },
  h1: { color: palette.plum900, fontSize: '24px', lineHeight: '1.3', margin: '0 0 12px' },
  h2: { color: palette.plum900, fontSize: '18px', lineHeight: '1.3', margin: '24px 0 8px' },
  text: { fontSize: '16px', lineHeight: '1.55', margin: '0 0 12px' },
  muted: { color: palette.muted, fontSize: '14px', lineHeight: '1.5', margin: '0 0 8px' },
  button: {
    backgroundColor: palette.rose600,
    borderRadius: '999px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 24px',
    textDecoration: 'none',
  },
  link: { color: palette.rose700, textDecoration: 'underline' },
  highlight: {
    backgroundColor: palette.rose50,
    borderRadius: '10px',
    padding: '14px 16px',
    margin: '0 0 16px',
  },
  label: {
    color: palette.muted,
    fontSize: '13px',
    margin: '0',
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  value: { color: palette.plum900, fontSize: '20px', fontWeight: 700, margin: '2px 0 0' },
  table: { borderCollapse: 'collapse', width: '100%', fontSize: '14px', margin: '0 0 12px' },
  th: {
    borderBottom: `2px solid ${palette.line}`,
    color: palette.muted,
    fontWeight: 600,
    padding: '6px 4px',
    textAlign: 'left',
  },
  td: { borderBottom: `1px solid ${palette.line}`, padding: '8px 4px', verticalAlign: 'top' },
  list: { fontSize: '16px', lineHeight: '1.55', margin: '0 0 12px', paddingLeft: '20px' },
  hr: { borderColor: palette.line, margin: '28px 0 16px' },
  footer: { color: palette.muted, fontSize: '12px', lineHeight: '1.5', margin: '0 0 8px' },
} satisfies Record<string, CSSProperties>
