import { expect, waitForHydration, testIn } from './fixtures'
import { createCustomer, createOrders, signIn, sql } from './shop-database'

const languages = [
  {
    locale: 'fr',
    prefix: '',
    title: 'Rappels pour commander à nouveau',
    stop: 'Arrêter ce rappel',
    stopped: 'Le rappel est arrêté.',
    remaining: 'Rappels restants : 2',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    title: 'تذكيرات لإعادة الطلب',
    stop: 'إيقاف هذا التذكير',
    stopped: 'تم إيقاف التذكير.',
    remaining: 'التذكيرات المتبقية: 2',
  },
]

for (const t of languages) {
  testIn(t.locale, 'fr')(`a running reorder reminder is shown on its order and stopped there (${t.locale})`, async ({ page, context }) => {
    const customer = await createCustomer('casablanca')
    const [reference] = await createOrders(customer.id, 1)
    const [reminder] = await sql<{ id: number }>(
      `INSERT INTO reorder_reminders (user_id, order_id, period, frequency, period_days, remaining_sends, next_remind_at)
       SELECT user_id, id, '2w', '3', 14, 2, now() + interval '3 days' FROM orders WHERE reference = $1 RETURNING id`,
      [reference],
    )
    await signIn(context, customer.id)
    await page.goto(`${t.prefix}/espace/orders/${reference}`)
    await waitForHydration(page)
    const section = page.getByRole('region', { name: t.title })
    await expect(section).toContainText(t.remaining)
    await section.getByRole('button', { name: t.stop }).click()
    await expect(page.getByText(t.stopped)).toBeVisible()
    await expect(page.getByTestId('order-reminders')).toHaveCount(0)
    const [row] = await sql<{ is_active: boolean }>('SELECT is_active FROM reorder_reminders WHERE id = $1', [reminder!.id])
    expect(row!.is_active).toBe(false)
  })
}
