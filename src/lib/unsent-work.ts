/**
 * Work done on this device that has not reached the shop yet: a driver's round actions queued
 * offline (src/features/back-office/deliveries/round-queue.ts). Local storage is cleared at
 * sign-out (src/features/auth/use-session-change.ts), but not the entries under this prefix: a
 * delivery recorded in a basement must not be lost because the driver signed out before the phone
 * found the network. They are sent once their author signs in again. Never a customer's data.
 */
export const UNSENT_WORK_PREFIX = 'ma-source.unsent.'

/** Clears local storage, except the unsent work. */
export function clearStorageButUnsentWork() {
  const kept: [string, string][] = []
  for (let index = 0; index < localStorage.length; index++) {
    const key = localStorage.key(index)
    if (key?.startsWith(UNSENT_WORK_PREFIX)) kept.push([key, localStorage.getItem(key)!])
  }
  localStorage.clear()
  for (const [key, value] of kept) localStorage.setItem(key, value)
}
