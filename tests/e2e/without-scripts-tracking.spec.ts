import ar from '../../messages/ar.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import { expect, test } from './fixtures'
import { trackedRound, windowMinutes } from './tracking-round'

/**
 * The tracking page without scripts (the `no-scripts` project, docs/decisions/0094, 0099): drawn by
 * the server, it refreshes itself while the driver is on the way (`<meta http-equiv="refresh">`,
 * the browser's own reload, here done at once), shows the window narrowing and ends with
 * "Livrée à … à Ahmed", no longer refreshing.
 */
const languages = [
  { code: 'fr', prefix: '', t: fr },
  { code: 'ar', prefix: '/ar', t: ar },
] as const

for (const { code, t } of languages) {
  test(`the tracking page works and refreshes itself without scripts (${code})`, async ({ page, request }) => {
    const round = await trackedRound(request, code)
    await page.goto(round.path)
    await expect(page.locator('html')).toHaveAttribute('dir', code === 'ar' ? 'rtl' : 'ltr')
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute('content', '60')
    await expect(page.getByText(t.tracking_refreshes)).toBeVisible()
    const before = windowMinutes((await page.getByTestId('tracking-window').textContent())!)

    await round.deliver(round.others[0]!.reference)
    await round.deliver(round.others[1]!.reference)
    await page.reload()
    await expect(page.getByTestId('tracking-stops')).toHaveText(t.tracking_next_stop)
    expect(windowMinutes((await page.getByTestId('tracking-window').textContent())!).width).toBeLessThan(before.width)

    const time = await round.deliver(round.mine.reference, 'Ahmed')
    await page.reload()
    await expect(page.getByTestId('tracking-delivered')).toHaveText(
      t.tracking_delivered_to.replace('{time}', time).replace('{name}', 'Ahmed'),
    )
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0)
  })
}
