/**
 * Products in the back office, in the browser (issue 17 §1): an admin creates a product with two
 * pack sizes and an uploaded image, sold in two cities; it shows in those cities' catalogue and
 * not in a third. In Arabic, on a phone too, an admin edits a product: a missing Arabic name is
 * refused under its field, then the saved name shows on the Arabic storefront, and a search term
 * saved with it finds it there.
 * Each run creates products of its own (random references), so parallel runs never mix.
 */
import { randomBytes } from 'node:crypto'
import type { BrowserContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test, waitForHydration } from './fixtures'
import { cityId, signIn, sql, startSession } from './shop-database'

async function newAdmin() {
  const [admin] = await sql<{ id: number }>(
    "INSERT INTO users (email, first_name, last_name, role) VALUES ($1, 'Produits', 'Test', 'admin') RETURNING id",
    [`products-admin-${randomBytes(4).toString('hex')}@example.test`],
  )
  return admin!.id
}

async function openAsAdmin(context: BrowserContext, page: Page, path: string) {
  await signIn(context, await newAdmin())
  await page.goto(path)
  await waitForHydration(page)
}

/** The storefront's catalogue in a city, searched for one reference. */
async function catalogueIn(context: BrowserContext, page: Page, city: string, reference: string, prefix = '') {
  await context.addCookies([{ name: 'selectedCityId', value: String(await cityId(city)), url: new URL(page.url()).origin }])
  await page.goto(`${prefix}/catalogue?q=${reference}&available=true`)
  await waitForHydration(page)
}

test('an admin creates a product with two pack sizes sold in two cities; it shows there only (fr)', async ({ context, page }) => {
  const tag = randomBytes(3).toString('hex').toUpperCase()
  const reference = `E2E-${tag}`
  await openAsAdmin(context, page, '/gestion/produits')
  await page.getByRole('link', { name: 'Nouveau produit' }).click()
  await expect(page.getByRole('heading', { name: 'Nouveau produit' })).toBeVisible()

  await page.getByLabel('Nom (français)').fill(`Eau Test ${tag}`)
  await page.getByLabel('Nom (arabe)').fill(`ماء تجريبي ${tag}`)
  await page.getByLabel('Description (français)').fill('Une eau de source légère.')
  await page.getByLabel('Description (arabe)').fill('ماء عين خفيف.')
  await page.getByLabel('Référence', { exact: true }).first().fill(reference)
  await page.getByLabel('Marque').selectOption({ label: 'Sidi Ali' })
  await page.getByLabel('Catégorie').selectOption({ index: 1 })
  await page.getByLabel('Prix de base (MAD)').first().fill('6')
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2a7ab8' } })
    .png()
    .toBuffer()
  await page.getByTestId('bo-product-image-input').setInputFiles({ name: 'eau.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByText('Image prête')).toBeVisible()
  const image = page.getByTestId('bo-product-image')
  await expect(image).toHaveAttribute('src', /^\/media\/products\/[0-9a-f]+-480\.webp$/)
  // Served by the shop itself from the media folder, for ever under its name.
  const served = await page.request.get((await image.getAttribute('src'))!)
  expect([served.status(), served.headers()['content-type'], served.headers()['cache-control']]).toEqual([
    200,
    'image/webp',
    'public, max-age=31536000, immutable',
  ])
  await page.getByLabel('Casablanca').check()
  await page.getByLabel('Rabat').check()

  for (const [index, size, price] of [
    [0, 6, '30,50'],
    [1, 12, '55'],
  ] as const) {
    await page.getByRole('button', { name: 'Ajouter un format' }).click()
    const pack = page.getByTestId('bo-pack-size').nth(index)
    await pack.getByLabel('Référence').fill(`${reference}-${size}`)
    await pack.getByLabel('Libellé (français)').fill(`Pack ${size} × 1 L ${tag}`)
    await pack.getByLabel('Libellé (arabe)').fill(`علبة ${size} × 1 لتر ${tag}`)
    await pack.getByLabel('Prix de base (MAD)').fill(price.replace(',', '.'))
  }
  await page.getByRole('button', { name: 'Enregistrer le produit' }).click()
  await expect(page.locator('.toast[data-toast-type="success"]')).toContainText(`Eau Test ${tag}`)
  await expect(page.getByTestId('bo-product-title')).toHaveText(`Eau Test ${tag}`)
  await expect(page.getByTestId('bo-product-version')).toContainText('Version 1')
  const [saved] = await sql<{ price_centimes: number; packs: number; cities: number }>(
    `SELECT (SELECT price_centimes FROM product_variants WHERE reference = $1) AS price_centimes,
       (SELECT count(*)::int FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.reference = $2) AS packs,
       (SELECT count(*)::int FROM product_cities c JOIN products p ON p.id = c.product_id WHERE p.reference = $2) AS cities`,
    [`${reference}-6`, reference],
  )
  expect(saved).toEqual({ price_centimes: 3050, packs: 2, cities: 2 })

  // The storefront follows at once: in Casablanca and Rabat, not in Salé.
  for (const city of ['casablanca', 'rabat']) {
    await catalogueIn(context, page, city, reference)
    await expect(page.getByTestId('product-card')).toHaveCount(1)
    await expect(page.getByTestId('product-card')).toContainText(`Eau Test ${tag}`)
  }
  await catalogueIn(context, page, 'sale', reference)
  await expect(page.getByTestId('product-card')).toHaveCount(0)
})

test('an admin edits a product in Arabic: the Arabic name is required to stay online (ar) @phone', async ({ context, page, request }) => {
  const tag = randomBytes(3).toString('hex').toUpperCase()
  const admin = await newAdmin()
  const token = await startSession(admin)
  const [brand] = await sql<{ id: number }>("SELECT id FROM brands WHERE slug = 'sidi-ali'")
  const [category] = await sql<{ id: number }>('SELECT id FROM categories ORDER BY id LIMIT 1')
  const created = await request.post('/api/admin/products', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: { fr: `Eau Arabe ${tag}`, ar: `ماء ${tag}` },
      description: { fr: '', ar: '' },
      brand_id: brand!.id,
      category_id: category!.id,
      reference: `E2E-AR-${tag}`,
      price: 700,
      sell_price: null,
      city_ids: [await cityId('casablanca')],
      is_active: true,
      image: { url: '/images/products/bahia-1l.webp', width: 480, height: 480 },
      pack_sizes: [
        {
          reference: `E2E-AR-${tag}-6`,
          format_id: null,
          label: { fr: `Pack 6 ${tag}`, ar: `علبة 6 ${tag}` },
          price: 4000,
          sell_price: null,
          is_active: true,
        },
      ],
    },
  })
  expect(created.status()).toBe(201)
  const product = ((await created.json()) as { data: { id: number } }).data

  await signIn(context, admin)
  await page.goto(`/ar/gestion/produits/${product.id}`)
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByTestId('bo-product-title')).toHaveText(`ماء ${tag}`)
  const arabicName = page.getByLabel('الاسم (العربية)')
  await arabicName.fill('')
  await page.getByRole('button', { name: 'حفظ المنتج' }).click()
  await expect(page.getByText('إلزامي لعرض المنتج على الموقع')).toBeVisible()

  await arabicName.fill(`ماء معدني ${tag}`)
  await page.getByLabel('سعر التخفيض (درهم، اختياري)').first().fill('6.5')
  // A search term shoppers may type (Darija in Latin letters), one per line.
  await page.getByLabel('كلمات البحث').fill(`ma3dani${tag.toLowerCase()}\nsidi dyal ${tag.toLowerCase()}`)
  await page.getByRole('button', { name: 'حفظ المنتج' }).click()
  await expect(page.locator('.toast[data-toast-type="success"]')).toContainText(`ماء معدني ${tag}`)
  await expect(page.getByTestId('bo-product-version')).toContainText('2')

  await catalogueIn(context, page, 'casablanca', `E2E-AR-${tag}`, '/ar')
  await expect(page.getByTestId('product-card')).toContainText(`ماء معدني ${tag}`)
  // The saved search term finds it (issue 20).
  await catalogueIn(context, page, 'casablanca', `ma3dani${tag.toLowerCase()}`, '/ar')
  await expect(page.getByTestId('product-card')).toHaveCount(1)
  await expect(page.getByTestId('product-card')).toContainText(`ماء معدني ${tag}`)
})
