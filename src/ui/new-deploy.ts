/**
 * Picking up a new deploy while a page is open (the original shop checked its latest build manifest too).
 * The page knows its own build id; it asks the server for the current one every few minutes and
 * whenever the tab comes back into view. Once they differ, the next navigation is a full page
 * load, so the browser never asks for route chunks that the new deploy removed. A chunk that
 * fails to load anyway (`vite:preloadError`) also turns into a full load.
 */
import { BUILD_ID, LATEST_BUILD_PATH } from '~/lib/build-id'

const CHECK_EVERY_MS = 5 * 60 * 1000

let newDeployAvailable = false

export async function checkForNewDeploy(): Promise<boolean> {
  if (newDeployAvailable) return true
  try {
    const response = await fetch(LATEST_BUILD_PATH, { cache: 'no-store' })
    if (!response.ok) return false
    const latest: unknown = await response.json()
    const latestId = typeof latest === 'object' && latest !== null && 'id' in latest ? latest.id : undefined
    newDeployAvailable = typeof latestId === 'string' && latestId !== BUILD_ID
    // Visible in the DOM so that support (and the browser test) can tell the page knows.
    if (newDeployAvailable) document.documentElement.dataset.newDeploy = 'available'
  } catch {
    // Offline or server restarting: keep the current build, try again later.
  }
  return newDeployAvailable
}

/** Called before each client-side navigation: true when it must be a full page load instead. */
export function mustReloadFor(href: string): boolean {
  if (!newDeployAvailable) return false
  window.location.assign(href)
  return true
}

export function watchForNewDeploys(): () => void {
  const timer = setInterval(checkForNewDeploy, CHECK_EVERY_MS)
  const onVisible = () => {
    if (document.visibilityState === 'visible') void checkForNewDeploy()
  }
  const onPreloadError = (event: Event) => {
    // The chunk is gone: the server runs a newer build. Load the page afresh instead of failing.
    event.preventDefault()
    newDeployAvailable = true
    window.location.reload()
  }
  document.addEventListener('visibilitychange', onVisible)
  window.addEventListener('vite:preloadError', onPreloadError)
  return () => {
    clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisible)
    window.removeEventListener('vite:preloadError', onPreloadError)
  }
}
