/**
 * JSON for a non-executable <script> data block (island props, JSON-LD). Escaping '<'
 * keeps a value such as "</script>" from ending the block early.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
