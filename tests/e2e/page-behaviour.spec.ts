import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'

/**
 * Stops the page's clock once it has hydrated: a toast then stays until the test dismisses it,
 * whatever the machine's speed (a 5-second timer racing the assertions made them flaky).
 */
async function stopToastTimers(page: Page, path: string, { again = false } = {}) {
  // The page's own start needs its timers (the scripts load after a frame and a task): they run until hydration.
  if (again) await page.clock.resume()
  else await page.clock.install()
  await page.goto(path)
  await waitForHydration(page)
  await page.clock.pauseAt(Date.now() + 1000)
}

test.describe('toasts', () => {
  test('a lost and found connection stack a warning and a success toast, dismissed by click or close @phone', async ({ page, context }) => {
    await stopToastTimers(page, '/')
    await context.setOffline(true)
    await context.setOffline(false)
    const toasts = page.locator('.toast')
    await expect(toasts).toHaveCount(2)
    await expect(toasts.nth(0)).toHaveAttribute('data-toast-type', 'warning')
    await expect(toasts.nth(0)).toHaveText('Vous êtes hors ligne. Vérifiez votre connexion internet.')
    await expect(toasts.nth(0)).toHaveAttribute('role', 'status')
    await expect(toasts.nth(1)).toHaveAttribute('data-toast-type', 'success')
    await expect(toasts.nth(1)).toHaveText('Connexion rétablie.')

    await toasts.nth(0).click()
    await expect(toasts).toHaveCount(1)
    await page.getByRole('button', { name: 'Fermer la notification' }).click()
    await expect(toasts).toHaveCount(0)
  })

  test('toasts hide by themselves after 5 seconds', async ({ page, context }) => {
    // Only the time run below counts.
    await stopToastTimers(page, '/')
    await context.setOffline(true)
    const toast = page.locator('.toast')
    await expect(toast).toHaveCount(1)
    await page.clock.runFor(4_900)
    await expect(toast).toHaveCount(1)
    await page.clock.runFor(200)
    await expect(toast).toHaveCount(0)
    await context.setOffline(false)
  })

  test('in Arabic, toasts speak Arabic and sit at the bottom left', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await stopToastTimers(page, '/ar')
    await context.setOffline(true)
    const toast = page.locator('.toast')
    await expect(toast).toHaveText('أنت غير متصل بالإنترنت. تحقق من اتصالك.')
    const box = await toast.boundingBox()
    expect(box!.x).toBeLessThan(40)
    expect(box!.x + box!.width).toBeLessThan(640)
    await page.getByRole('button', { name: 'إغلاق الإشعار' }).click()
    await expect(toast).toHaveCount(0)
    await context.setOffline(false)

    await stopToastTimers(page, '/', { again: true })
    await context.setOffline(true)
    await expect(page.locator('.toast')).toBeVisible()
    const frenchBox = await page.locator('.toast').boundingBox()
    expect(frenchBox!.x).toBeGreaterThan(640)
    expect(frenchBox!.x + frenchBox!.width).toBeGreaterThan(1240)
    await context.setOffline(false)
  })
})

test.describe('loading bar', () => {
  test('appears at the top during a slow page load, and not for a fast one', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/_serverFn/**', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('navigation').getByRole('link', { name: 'Nous contacter' }).click()
    const bar = page.getByRole('progressbar', { name: 'Chargement de la page' })
    await expect(bar).toBeVisible()
    await expect(bar).toHaveAttribute('data-state', 'loading')
    const box = await bar.boundingBox()
    expect(box!.y).toBe(0)
    release()
    await expect(page.getByTestId('contact-hours')).toBeVisible()
    await expect(bar).toHaveCount(0)

    // A fast navigation (under the 200 ms throttle) never shows the bar.
    await page.unroute('**/_serverFn/**')
    let seen = false
    await page.exposeFunction('barSeen', () => {
      seen = true
    })
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]')) (window as unknown as { barSeen: () => void }).barSeen()
      }).observe(document.body, { childList: true, subtree: true })
    })
    await page.getByRole('navigation').getByRole('link', { name: 'Accueil' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eaux et boissons livrées à domicile')
    expect(seen).toBe(false)
  })

  test('turns the error colour when the load fails, in Arabic', async ({ page }) => {
    await page.goto('/ar')
    await waitForHydration(page)
    await page.route('**/_serverFn/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.abort('internetdisconnected')
    })
    await page.getByRole('navigation').getByRole('link', { name: 'اتصل بنا' }).click()
    const bar = page.getByRole('progressbar', { name: 'جارٍ تحميل الصفحة' })
    await expect(bar).toHaveAttribute('data-state', 'error')
    await expect(bar).toHaveClass(/bg-red-600/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مشكلة في الاتصال')
  })
})

test.describe('new deploys', () => {
  test('after a new deploy, the next navigation loads the page afresh', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    // Same build: navigation stays in the page.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await page.getByRole('navigation').getByRole('link', { name: 'Catalogue' }).click()
    await expect(page).toHaveURL(/\/catalogue$/)
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

    // The server now runs another build: the next navigation is a full page load.
    await page.route('**/_build/latest.json', (route) => route.fulfill({ json: { id: 'a-newer-build' } }))
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    // Not the response alone: the page reads its body afterwards, and a click in between raced it.
    await expect(page.locator('html')).toHaveAttribute('data-new-deploy', 'available')
    const documentLoad = page.waitForRequest((request) => request.resourceType() === 'document')
    await page.getByRole('navigation').getByRole('link', { name: 'Nous contacter' }).click()
    expect((await documentLoad).url()).toMatch(/\/nous-contacter$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous contacter')
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined()
  })

  test('the server publishes its build id, never cached', async ({ request }) => {
    const response = await request.get('/_build/latest.json')
    expect(response.headers()['cache-control']).toContain('no-store')
    expect(await response.json()).toEqual({ id: expect.stringMatching(/^[a-z0-9]+-[0-9a-f]{8}$/) })
  })
})

test.describe('first load', () => {
  for (const path of ['/catalogue', '/ar/catalogue']) {
    test(`${path} paints before its scripts load, then hydrates and adds to the cart @phone`, async ({ page, request }) => {
      // The HTML names no script to preload: the entry lists them for after the first paint.
      const html = await (await request.get(path)).text()
      expect(html).not.toContain('rel="modulepreload"')
      const listed = JSON.parse(
        /<script type="application\/json" id="scripts-after-paint"[^>]*>([^<]*)<\/script>/.exec(html)![1]!,
      ) as string[]
      expect(listed.length).toBeGreaterThan(1)

      // The time of the first frame, taken just before the browser paints it.
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          ;(window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now()
        })
      })
      await page.goto(path)
      await waitForHydration(page)
      const timings = await page.evaluate(() => ({
        firstFrameAt: (window as unknown as { firstFrameAt: number }).firstFrameAt,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
          .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
      }))
      const entry = /<script type="module" async="" src="([^"]+)"/.exec(html)![1]!
      const afterTheEntry = timings.scripts.filter((script) => script.path !== entry)
      // Every listed script loaded, and none but the entry (and its own small imports) before the paint.
      for (const href of listed.filter((href) => href !== entry)) expect(timings.scripts.map((script) => script.path)).toContain(href)
      const beforePaint = afterTheEntry.filter((script) => script.startTime < timings.firstFrameAt).map((script) => script.path)
      expect(
        beforePaint.every((path) => /\/(rolldown-runtime|entry-helpers)-/.test(path)),
        beforePaint.join(', '),
      ).toBe(true)

      // Hydrated: the first card's quick add counts in the cart.
      await page.getByTestId('quick-add').first().click()
      await expect(page.getByTestId('cart-count')).toHaveText('1')
    })
  }
})
