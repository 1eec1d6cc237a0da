/**
 * The satisfaction popup in French and Arabic: it opens on app start for a customer
 * with an unshown request (of a delivered order, decision 0017) and not again after a reload; a
 * like with a comment, a dislike; the server's field errors under their fields; Escape closes and
 * focus comes back; Tab stays inside.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test, waitForHydration, phoneIn, testIn } from './fixtures'
import { createCustomer, createOrders, signIn, sql } from './shop-database'

const languages = [
  {
    locale: 'fr',
    prefix: '',
    title: 'Votre avis nous interesse',
    like: "J'aime",
    dislike: "Je n'aime pas",
    placeholder: 'Laissez nous un commentaire...',
    send: 'Envoyer',
    thanks: 'Merci pour votre avis\u00a0!',
    ratingRequired: "Choisissez «\u00a0J'aime\u00a0» ou «\u00a0Je n'aime pas\u00a0».",
    commentTooLong: 'Le commentaire ne doit pas dépasser 1000 caractères.',
    comment: 'Livreur ponctuel et très aimable.',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    title: 'رأيك يهمنا',
    like: 'أعجبني',
    dislike: 'لم يعجبني',
    placeholder: 'اترك لنا تعليقًا...',
    send: 'إرسال',
    thanks: 'شكرًا على رأيك!',
    ratingRequired: 'اختر «أعجبني» أو «لم يعجبني».',
    commentTooLong: 'يجب ألا يتجاوز التعليق 1000 حرفًا.',
    comment: 'التوصيل كان سريعًا، شكرًا.',
  },
]

/** A signed-in customer with one delivered order (its request unshown) and one still on its way. */
async function customerWithRequest(context: BrowserContext) {
  const customer = await createCustomer('casablanca')
  const [delivered, onItsWay] = await createOrders(customer.id, 2)
  const [request] = await sql<{ id: number }>(
    'INSERT INTO satisfaction_requests (user_id, order_id) SELECT user_id, id FROM orders WHERE reference = $1 RETURNING id',
    [delivered],
  )
  await sql('INSERT INTO satisfaction_requests (user_id, order_id) SELECT user_id, id FROM orders WHERE reference = $1', [onItsWay])
  await signIn(context, customer.id)
  return { customer, requestId: request!.id }
}

const requestRow = async (id: number) =>
  (
    await sql<{ shown_at: Date | null; answered_at: Date | null; rating: number | null; comment: string | null }>(
      'SELECT * FROM satisfaction_requests WHERE id = $1',
      [id],
    )
  )[0]!

async function openPopup(page: Page, prefix: string, title: string) {
  await page.goto(`${prefix}/`)
  await waitForHydration(page)
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  return dialog
}

for (const t of languages) {
  test.describe(`satisfaction popup (${t.locale})`, () => {
    test(`opens on app start, is marked shown, and not again after a reload${phoneIn(t.locale, 'ar')}`, async ({
      page,
      context,
    }, testInfo) => {
      const { requestId } = await customerWithRequest(context)
      const dialog = await openPopup(page, t.prefix, t.title)
      await expect(dialog).toHaveAttribute('aria-modal', 'true')
      await expect(dialog.getByRole('button', { name: t.like, exact: true })).toHaveAttribute('aria-pressed', 'false')
      await expect(dialog.getByRole('button', { name: t.dislike, exact: true })).toHaveAttribute('aria-pressed', 'false')
      await expect(dialog.getByRole('textbox')).toHaveAttribute('placeholder', t.placeholder)
      await expect(dialog.getByRole('button', { name: t.send })).toBeVisible()
      // Focus moved in.
      await expect(dialog.getByRole('button', { name: t.like, exact: true })).toBeFocused()
      await expect.poll(async () => (await requestRow(requestId)).shown_at).not.toBeNull()

      await dialog.getByRole('button', { name: t.like, exact: true }).click()
      await expect(dialog.getByRole('button', { name: t.like, exact: true })).toHaveAttribute('aria-pressed', 'true')
      await dialog.getByRole('textbox').fill(t.comment)
      await page.evaluate(() => document.fonts.ready)
      await page.screenshot({ path: `screenshots/satisfaction/${t.locale}-${testInfo.project.name}.png` })

      await page.reload()
      await waitForHydration(page)
      await page.waitForTimeout(1000)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      // Shown and left without an answer: not asked again.
      expect(await requestRow(requestId)).toMatchObject({ answered_at: null, rating: null })
    })

    testIn(t.locale, 'fr')('a like with a comment is recorded and closes the popup', async ({ page, context }) => {
      const { requestId } = await customerWithRequest(context)
      const dialog = await openPopup(page, t.prefix, t.title)
      await dialog.getByRole('button', { name: t.like, exact: true }).click()
      await dialog.getByRole('textbox').fill(`  ${t.comment}  `)
      await dialog.getByRole('button', { name: t.send }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByText(t.thanks)).toBeVisible()
      expect(await requestRow(requestId)).toMatchObject({ rating: 1, comment: t.comment })
    })

    testIn(t.locale, 'ar')('a dislike without a comment is recorded', async ({ page, context }) => {
      const { requestId } = await customerWithRequest(context)
      const dialog = await openPopup(page, t.prefix, t.title)
      await dialog.getByRole('button', { name: t.like, exact: true }).click()
      // The last choice counts; only one is pressed.
      await dialog.getByRole('button', { name: t.dislike, exact: true }).click()
      await expect(dialog.getByRole('button', { name: t.dislike, exact: true })).toHaveAttribute('aria-pressed', 'true')
      await expect(dialog.getByRole('button', { name: t.like, exact: true })).toHaveAttribute('aria-pressed', 'false')
      await dialog.getByRole('button', { name: t.send }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      expect(await requestRow(requestId)).toMatchObject({ rating: 2, comment: null })
    })

    test("shows the server's field errors under their fields", async ({ page, context }, testInfo) => {
      const { requestId } = await customerWithRequest(context)
      const dialog = await openPopup(page, t.prefix, t.title)
      // No rating and a comment over the limit: the browser lets both through, the server refuses.
      await dialog.getByRole('textbox').fill('a'.repeat(1001))
      await dialog.getByRole('button', { name: t.send }).click()
      // Each error is an alert (the form kit's field error), read as its field's description below.
      await expect(dialog.getByRole('alert')).toHaveText([t.ratingRequired, t.commentTooLong])
      await expect(dialog.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
      await expect(dialog.getByRole('textbox')).toHaveAccessibleDescription(t.commentTooLong)
      await expect(dialog.getByRole('group')).toHaveAccessibleDescription(t.ratingRequired)
      await page.evaluate(() => document.fonts.ready)
      await page.screenshot({ path: `screenshots/satisfaction/${t.locale}-${testInfo.project.name}-errors.png` })
      expect(await requestRow(requestId)).toMatchObject({ answered_at: null })

      // Put right, it goes through.
      await dialog.getByRole('button', { name: t.dislike, exact: true }).click()
      await dialog.getByRole('textbox').fill('a'.repeat(1000))
      await dialog.getByRole('button', { name: t.send }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      expect(await requestRow(requestId)).toMatchObject({ rating: 2 })
    })

    testIn(t.locale, 'fr')('Escape closes it and focus comes back; Tab stays inside', async ({ page, context }) => {
      const { requestId } = await customerWithRequest(context)
      const dialog = await openPopup(page, t.prefix, t.title)
      const before = await page.evaluate(() => document.activeElement?.tagName)
      expect(before).toBe('BUTTON')
      // Five focusable elements (close, like, dislike, comment, send): ten Tabs never leave.
      for (let index = 0; index < 10; index++) {
        await page.keyboard.press('Tab')
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
      }
      for (let index = 0; index < 3; index++) {
        await page.keyboard.press('Shift+Tab')
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
      }
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      // The popup opened by itself on a page where nothing had focus: focus goes back to the page.
      await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(true)
      expect(await requestRow(requestId)).toMatchObject({ answered_at: null })
      await expect.poll(async () => (await requestRow(requestId)).shown_at).not.toBeNull()
    })
  })
}

test('focus returns to the element that had it when the popup opened', async ({ page, context }) => {
  await customerWithRequest(context)
  // Slow the popup's chunk down, so that something on the page has focus when it opens.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/satisfaction-popup.*\.js/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/')
  await waitForHydration(page)
  const skip = page.locator('a[href="#main"]')
  await skip.focus()
  release()
  const dialog = page.getByRole('dialog', { name: 'Votre avis nous interesse' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(skip).toBeFocused()
})

test('a visitor and a customer without a delivered order are not asked', async ({ page, context }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.waitForTimeout(500)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const customer = await createCustomer('casablanca')
  const [onItsWay] = await createOrders(customer.id, 1)
  await sql('INSERT INTO satisfaction_requests (user_id, order_id) SELECT user_id, id FROM orders WHERE reference = $1', [onItsWay])
  await signIn(context, customer.id)
  await page.goto('/ar/')
  await waitForHydration(page)
  await page.waitForTimeout(1000)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
