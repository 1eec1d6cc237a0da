/**
 * A busy shop, as the shopper sees it (issue 34, item 3; docs/decisions/0071): a cart save the
 * server answers 503 (its real busy answer: the refusal shape with Retry-After) shows "busy, we
 * try again" in the page's language and is sent once more after the delay, which saves it; busy
 * again, the shopper is told to try again later and the cart keeps the line on this device. The
 * busy answers are given by page.route to the cart's server function: deterministic, where a
 * real flood is not (the built shop's own 503s are tests/reliability/overload.test.ts's).
 */
import type { Page } from '@playwright/test'
import { serverFunctionId } from '../support/server-functions'
import { expect, phoneIn, test, waitForHydration } from './fixtures'

const languages = [
  {
    locale: 'fr',
    prefix: '',
    busy: 'La boutique est très demandée en ce moment. Réessayez dans quelques secondes.',
    retrying: 'La boutique est très demandée en ce moment. Nous réessayons d’enregistrer votre panier…',
    tryAgain: 'La boutique est toujours très demandée : votre panier est gardé sur cet appareil. Réessayez dans un instant.',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    busy: 'المتجر يشهد إقبالاً كبيراً في هذه اللحظة. حاول مرة أخرى بعد بضع ثوانٍ.',
    retrying: 'المتجر يشهد إقبالاً كبيراً في هذه اللحظة. نعيد محاولة حفظ سلتك…',
    tryAgain: 'ما زال المتجر يشهد إقبالاً كبيراً: سلتك محفوظة على هذا الجهاز. حاول مرة أخرى بعد لحظات.',
  },
]

/** Answers the cart's first `busyAnswers` saves as the busy server does; counts every save sent. */
async function busyCartSaves(page: Page, busyAnswers: number, message: string) {
  const saves = { sent: 0 }
  await page.route(`**/_serverFn/${serverFunctionId('saveCartFn')}*`, (route) => {
    saves.sent++
    if (saves.sent > busyAnswers) return route.continue()
    return route.fulfill({
      status: 503,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '1', 'Cache-Control': 'no-store' },
      body: JSON.stringify({ success: false, status: 503, message, errors: {} }),
    })
  })
  return saves
}

const storedCart = (page: Page) =>
  page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('cart') ?? '{}') as { items?: unknown[]; server_cart?: { cart_details?: unknown[] } }
    return { lines: cart.items?.length ?? 0, savedLines: cart.server_cart?.cart_details?.length ?? 0 }
  })

test.describe('a busy shop', () => {
  for (const language of languages) {
    test(`says so and saves the cart once more after the delay (${language.locale})${phoneIn(language.locale, 'ar')}`, async ({ page }) => {
      await page.goto(`${language.prefix}/produit/1-sidi-ali-1-5l`)
      await waitForHydration(page)
      const saves = await busyCartSaves(page, 1, language.busy)
      await page.getByTestId('add-to-cart').click()
      await expect(page.locator('.toast[data-toast-type="info"]')).toContainText(language.retrying)
      // The second save went through: the server priced the line, and nothing was sent a third time.
      await expect.poll(() => storedCart(page)).toEqual({ lines: 1, savedLines: 1 })
      expect(saves.sent).toBe(2)
      await expect(page.getByTestId('cart-count')).toHaveText('1')
    })

    test(`busy twice, tells the shopper to try again and keeps the cart (${language.locale})`, async ({ page }) => {
      await page.goto(`${language.prefix}/produit/1-sidi-ali-1-5l`)
      await waitForHydration(page)
      const saves = await busyCartSaves(page, Number.POSITIVE_INFINITY, language.busy)
      await page.getByTestId('add-to-cart').click()
      await expect(page.locator('.toast[data-toast-type="warning"]')).toContainText(language.tryAgain)
      // Tried twice, never more; the line is still in the cart, here and in local storage.
      expect(saves.sent).toBe(2)
      await expect(page.getByTestId('cart-count')).toHaveText('1')
      expect(await storedCart(page)).toEqual({ lines: 1, savedLines: 0 })
      // The shop is free again: the next change saves the cart, the kept line with it.
      await page.unroute(`**/_serverFn/${serverFunctionId('saveCartFn')}*`)
      await page.getByTestId('add-to-cart').click()
      await expect(page.getByTestId('cart-count')).toHaveText('2')
      await expect.poll(() => storedCart(page)).toEqual({ lines: 1, savedLines: 1 })
    })
  }
})
