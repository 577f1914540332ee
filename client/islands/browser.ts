/** Browser-only effects, kept out of the machines so that tests can inject their own. */
export function navigateTo(path: string): void {
  window.location.assign(path)
}

type Gtag = (command: 'event', name: string, params?: Record<string, unknown>) => void

/**
 * docs/product.md §7's `email_signup`, if the page has gtag. The answer no longer says whether an address
 * was known (decision 013), so `email_updated` cannot be told apart and is not sent.
 */
export function trackSignup(): void {
  const gtag = (window as unknown as { gtag?: Gtag }).gtag
  gtag?.('event', 'email_signup')
}

/** Shares the page's link with the system sheet where there is one, else copies it. */
export async function shareLink(title: string): Promise<'shared' | 'copied'> {
  const url = window.location.href
  if (typeof navigator.share === 'function') {
    await navigator.share({ title, url })
    return 'shared'
  }
  await navigator.clipboard.writeText(url)
  return 'copied'
}

/** Puts a calculator's inputs in the address bar, so the result is a link to keep or send. */
export function replaceQuery(values: Record<string, string>): void {
  const url = new URL(window.location.href)
  // An empty field is its default: the link stays as short as what was typed.
  url.search = new URLSearchParams(Object.entries(values).filter(([, value]) => value !== '')).toString()
  window.history.replaceState(null, '', url)
}
