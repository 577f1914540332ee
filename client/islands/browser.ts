/** Browser-only effects, kept out of the machines so that tests can inject their own. */
export function navigateTo(path: string): void {
  window.location.assign(path)
}
