/**
 * A full page load that leaves the current page, once: sign-out and a 401 can both want one at
 * the same moment (an account query answering 401 just after the session ended), and the first
 * destination must stand.
 */
let leavingFor: string | undefined

export function leavePage(href: string): void {
  if (leavingFor !== undefined) return
  leavingFor = href
  window.location.assign(href)
}
