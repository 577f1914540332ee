/** Browser-only effects, kept out of the machines so that tests can inject their own. */
export function navigateTo(path: string): void {
  window.location.assign(path)
}

type Gtag = (command: 'event', name: string, params?: Record<string, unknown>) => void

/** SPEC §7: after a stored sign-up, `email_signup` (new) or `email_updated` (known), if the page has gtag. */
export function trackSignup(created: boolean): void {
  const gtag = (window as unknown as { gtag?: Gtag }).gtag
  gtag?.('event', created ? 'email_signup' : 'email_updated')
}
