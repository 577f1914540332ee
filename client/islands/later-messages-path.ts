/** Where an island's later messages are fetched (`worker/pages/island-messages.ts` serves them). */
export const laterMessagesPath = (island: string, locale: string) =>
  `/island-messages/${island}.${locale}.json`
