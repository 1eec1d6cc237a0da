/**
 * Standing orders (issue 36 §2, docs/decisions/0085): a customer sets one from a past order, the
 * job (run here through its service, on the shop's database) makes next week's order, and the
 * customer skips it from the e-mail's link, signed out. French on desktop, Arabic on desktop and
 * phone (@phone).
 */
import { baseURL, e2eDatabaseUrl } from '../../playwright.config'
import { connect } from '~/api/db/database'
import { runStandingOrders } from '~/api/jobs/standing-orders'
import { expect, test, waitForHydration } from './fixtures'
import { addressSnapshotJson, cityId, createCustomer, signIn, sql } from './shop-database'

const languages = [
  {
    locale: 'fr',
    prefix: '',
    tag: '',
    rhythmLabel: 'Fréquence',
    rhythm: 'Chaque semaine',
    create: "Créer l'abonnement",
    title: 'Mes abonnements',
    ordered: 'Commande créée',
    subject: 'Votre abonnement',
    skip: 'Oui, sauter cette livraison',
    skipped: 'Sautée',
  },
  {
    locale: 'ar',
    prefix: '/ar',
    tag: ' @phone',
    rhythmLabel: 'الوتيرة',
    rhythm: 'كل أسبوع',
    create: 'إنشاء الاشتراك',
    title: 'اشتراكاتي',
    ordered: 'تم إنشاء الطلب',
    subject: 'اشتراكك',
    skip: 'نعم، تخطي هذا التوصيل',
    skipped: 'تم تخطيها',
  },
]

/** A past order of three Sidi Ali packs, delivered a week before the city's first deliverable day, and the customer's address. */
async function pastOrder(userId: number, locale: string) {
  const casablanca = await cityId('casablanca')
  const options = (await (await fetch(`${baseURL}/api/fr/checkout/options?city_id=${casablanca}`)).json()).data
  const standard = options.delivery_modes.find((mode: { code: string }) => mode.code === 'standard')
  const next: string = standard.dates[0]
  const weekBefore = new Date(Date.parse(`${next}T12:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10)
  await sql('UPDATE users SET locale = $2 WHERE id = $1', [userId, locale])
  await sql(
    "INSERT INTO addresses (user_id, label, recipient_name, phone, city_id, line1, is_default) VALUES ($1, 'Maison', 'Test Client', '+212612345678', $2, '24 rue Ibnou Mounir', true)",
    [userId, casablanca],
  )
  const reference = `MS-SUB${Math.random().toString(36).slice(2, 8).toUpperCase()}`
  const [order] = await sql<{ id: number }>(
    `INSERT INTO orders (reference, user_id, status, locale, city_id, delivery_address, billing_address, delivery_mode_id, payment_mode_id,
       delivery_date, subtotal_centimes, total_centimes, idempotency_key, request_hash)
     VALUES ($1, $2, 'delivered', $3, $4, $5::jsonb, $5::jsonb, $6, (SELECT id FROM payment_modes WHERE code = 'cash_on_delivery'), $7, 6000, 6000, $1, 'e2e')
     RETURNING id`,
    [reference, userId, locale, casablanca, addressSnapshotJson('Test Client'), standard.id, weekBefore],
  )
  await sql(
    `INSERT INTO order_lines (order_id, product_id, variant_id, name_fr, name_ar, reference, unit_price_centimes, quantity, line_total_centimes)
     SELECT $1, v.product_id, v.id, 'Sidi Ali 6 x 1,5 L', 'سيدي علي 6 × 1,5 لتر', v.reference, 2000, 3, 6000 FROM product_variants v WHERE v.reference = 'SA-6X1-5L'`,
    [order!.id],
  )
  return { reference, next }
}

for (const t of languages) {
  test(`a standing order set from an order, made by the job, skipped from the e-mail (${t.locale})${t.tag}`, async ({
    page,
    context,
    browser,
  }, info) => {
    const customer = await createCustomer('casablanca')
    const { reference, next } = await pastOrder(customer.id, t.locale)
    await signIn(context, customer.id)
    await page.goto(`${t.prefix}/espace/orders/${reference}`)
    await waitForHydration(page)
    await page.getByLabel(t.rhythmLabel).selectOption({ label: t.rhythm })
    await page.getByRole('button', { name: t.create }).click()
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    await expect(page.getByTestId('standing-order')).toHaveCount(1)

    // The job, as the shop runs it every minute: next week's order is made.
    const { db, end } = connect(e2eDatabaseUrl, 2)
    try {
      await runStandingOrders(db, { now: new Date() })
    } finally {
      await end()
    }
    const [made] = await sql<{ status: string; delivery_date: string }>(
      "SELECT status, delivery_date::text FROM orders WHERE user_id = $1 AND idempotency_key LIKE 'standing:%'",
      [customer.id],
    )
    expect(made).toEqual({ status: 'placed', delivery_date: next })
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByTestId('standing-date-status').first()).toContainText(t.ordered)
    await page.screenshot({ path: info.outputPath(`standing-orders-${t.locale}.png`), fullPage: true })

    // The e-mail's button, opened signed out: the date is skipped, its order cancelled.
    const [mail] = await sql<{ text: string }>(
      'SELECT text FROM email_outbox WHERE to_address = $1 AND subject LIKE $2 ORDER BY id DESC LIMIT 1',
      [customer.email, `%${t.subject}%`],
    )
    const link = new URL(/(http\S+\/abonnement\/\S+\?action=skip)/.exec(mail!.text)![1]!)
    expect(link.pathname.startsWith(`${t.prefix}/abonnement/`)).toBe(true)
    const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = info.project.use
    const mailbox = await browser.newContext({ baseURL, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor })
    try {
      const linkPage = await mailbox.newPage()
      await linkPage.goto(link.pathname + link.search)
      await waitForHydration(linkPage)
      await linkPage.getByRole('button', { name: t.skip }).click()
      await expect(linkPage.getByTestId('standing-date-status')).toContainText(t.skipped)
      await linkPage.screenshot({ path: info.outputPath(`standing-link-${t.locale}.png`), fullPage: true })
    } finally {
      await mailbox.close()
    }
    const [after] = await sql<{ status: string }>("SELECT status FROM orders WHERE user_id = $1 AND idempotency_key LIKE 'standing:%'", [
      customer.id,
    ])
    expect(after!.status).toBe('cancelled')
  })
}
