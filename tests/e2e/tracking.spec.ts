/**
 * The customer follows the van (issue 45 item 4, docs/decisions/0099), in French and Arabic: the
 * out-for-delivery e-mail's link opens the tracking page; as the driver delivers the stops before
 * it, the page (asked again, as it asks itself every minute) counts fewer stops and narrows its
 * window; the customer's own stop delivered, it ends with "Livrée à HH:MM à Ahmed" and stops
 * refreshing. No other stop's address or customer is on the page.
 */
import ar from '../../messages/ar.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import { expect, test } from './fixtures'
import { trackedRound, windowMinutes } from './tracking-round'

const languages = [
  { code: 'fr', prefix: '', t: fr },
  { code: 'ar', prefix: '/ar', t: ar },
] as const

for (const { code, prefix, t } of languages) {
  test(`the tracking page narrows its window as the stops before it are delivered, then says delivered to whom (${code})`, async ({
    page,
    request,
  }) => {
    const round = await trackedRound(request, code)
    expect(round.path.startsWith(`${prefix}/suivi/`)).toBe(true)
    await page.goto(round.path)
    await expect(page.locator('html')).toHaveAttribute('dir', code === 'ar' ? 'rtl' : 'ltr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.tracking_title)
    await expect(page.getByText(t.tracking_on_its_way_driver.replace('{driver}', 'Karim'))).toBeVisible()
    await expect(page.getByTestId('tracking-stops')).toHaveText(t.tracking_stops_before.replace('{count}', '2'))
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute('content', '60')
    await expect(page.locator('main#main')).toHaveCount(1)
    const before = windowMinutes((await page.getByTestId('tracking-window').textContent())!)
    const text = await page.locator('main').textContent()
    for (const other of round.others) expect(text).not.toContain(other.reference)
    expect(text).not.toContain('Voisin')

    await round.deliver(round.others[0]!.reference)
    await round.deliver(round.others[1]!.reference)
    await page.reload()
    await expect(page.getByTestId('tracking-stops')).toHaveText(t.tracking_next_stop)
    const after = windowMinutes((await page.getByTestId('tracking-window').textContent())!)
    expect(after.width).toBeLessThan(before.width)

    const time = await round.deliver(round.mine.reference, 'Ahmed')
    await page.reload()
    await expect(page.getByTestId('tracking-delivered')).toHaveText(
      t.tracking_delivered_to.replace('{time}', time).replace('{name}', 'Ahmed'),
    )
    await expect(page.getByTestId('tracking-window')).toHaveCount(0)
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0)
  })
}

test('a link the shop did not sign shows no order', async ({ page }) => {
  await page.goto('/suivi/MS-AAAA-BBBB.2026-01-05.not-a-link-the-shop-signed')
  await expect(page.getByRole('alert')).toHaveText(fr.tracking_error_link)
  await expect(page.getByTestId('tracking-status')).toHaveCount(0)
})
