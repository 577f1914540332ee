import type { MessageKey } from '../client/i18n/messages.ts'

/** What a form shows in red: a catalogue message, or text the server already translated. */
export type Problem = { key: MessageKey } | { text: string }

/** SPEC §5: an address needs at least an '@' and a '.'. */
export function looksLikeEmail(value: string): boolean {
  return value.includes('@') && value.includes('.')
}
