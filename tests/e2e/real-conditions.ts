import type { Page } from '@playwright/test'
import { test as shopTest } from './fixtures'

/**
 * A shopper on a slow phone (the `slow-phone` project: a Pixel 7 whose CPU runs six times slower)
 * who types and presses as soon as the page shows, never waiting for its scripts
 * (docs/decisions/0054). The page's scripts are held back until the test lets them go, so
 * "before hydration" is a certainty, not a race with the machine's speed.
 */
export const test = shopTest.extend<{ slowCpu: void }>({
  slowCpu: [
    async ({ page }, use) => {
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
      await use()
    },
    { auto: true },
  ],
})
export { expect } from './fixtures'

/**
 * Every script file of the build: the entry and its imports as well as the chunk that hydrates
 * the page (vite.config.ts, decision 0052). On a slow line the entry itself can come after the
 * press (a fresh clone's run lost a staff member's "تأكيد" so): holding it too makes that case
 * a certainty; only the document's inline scripts run.
 */
const SCRIPT_FILES = /\/assets\/[^/]+\.js$/

/**
 * Holds every script file of every page until `release()`; `isHydrated()` tells whether the
 * page has hydrated. Call before the page is opened.
 */
export async function holdScripts(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(SCRIPT_FILES, async (route) => {
    await released
    await route.continue()
  })
  return {
    release,
    isHydrated: async () => (await page.evaluate(() => document.documentElement.dataset.hydrated)) === 'true',
  }
}

/** Opens `path` and returns as soon as the HTML has begun to arrive, as a shopper starts reading. */
export async function openNow(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' })
}

/** Waits until the page has hydrated (after `release()`), for the steps that need scripts (a captcha). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 })
}
