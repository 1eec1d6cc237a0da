/**
 * Brands, categories and vouchers in the back office, in the browser (issue 17 §4, §5): an admin
 * changes a category's French slug and its old catalogue address answers 301 to the new one (the
 * Arabic pages follow too); an admin uploads a brand's logo in French, then in Arabic sees it,
 * has a file that is not an image refused, and removes it; an admin on a phone, in Arabic,
 * creates a voucher restricted to one city and finds it in the list. Each run works on a
 * category, a brand and a code of its own.
 */
import { randomBytes } from 'node:crypto'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import sharp from 'sharp'
import { signIn, sql } from './shop-database'

async function openAsAdmin(context: BrowserContext, page: Page, path: string) {
  const [admin] = await sql<{ id: number }>(
    "INSERT INTO users (email, first_name, last_name, role) VALUES ($1, 'Meta', 'Test', 'admin') RETURNING id",
    [`meta-admin-${randomBytes(4).toString('hex')}@example.test`],
  )
  await signIn(context, admin!.id)
  await page.goto(path)
  await waitForHydration(page)
}

test('an admin changes a category’s slug and its old address answers 301 to the new one (fr)', async ({ context, page, request }) => {
  const tag = randomBytes(3).toString('hex')
  const [oldSlug, newSlug, arSlug] = [`e2e-cat-${tag}`, `e2e-cat-${tag}-neuf`, `e2e-fia-${tag}`]
  await sql("INSERT INTO categories (slug, slug_ar, name_fr, name_ar, sort_order) VALUES ($1, $2, $3, 'فئة التجربة', 900)", [
    oldSlug,
    arSlug,
    `Catégorie ${tag}`,
  ])
  await openAsAdmin(context, page, '/gestion/categories')
  await page.getByRole('button', { name: `Modifier Catégorie ${tag}` }).click()
  const form = page.getByTestId('bo-category-form')
  const slug = form.getByRole('textbox', { name: 'Adresse en français (slug)' })
  await expect(slug).toHaveValue(oldSlug)

  // A slug another category uses is refused under its field, and nothing changes.
  await slug.fill('bonbonnes')
  await form.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(form).toContainText('Cette adresse est déjà celle de la catégorie « Bonbonnes ».')

  await slug.fill(newSlug)
  await form.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.locator('.toast[data-toast-type="success"]')).toContainText(`« Catégorie ${tag} » est enregistré.`)
  await expect(page.locator(`[data-testid="bo-category-row"][data-slug="${newSlug}"]`)).toBeVisible()

  // The old address, and the old slug under /ar, lead to the category's current pages.
  for (const [old, target] of [
    [`/catalogue/${oldSlug}`, `/catalogue/${newSlug}`],
    [`/catalogue/${oldSlug}/sidi-ali?sort=name`, `/catalogue/${newSlug}/sidi-ali`],
    [`/ar/catalogue/${oldSlug}`, `/ar/catalogue/${arSlug}`],
  ] as const) {
    const response = await request.get(old, { maxRedirects: 0 })
    expect(response.status(), old).toBe(301)
    expect(new URL(response.headers().location!, 'http://x').pathname, old).toBe(target)
  }
  await page.goto(`/catalogue/${oldSlug}`)
  await expect(page).toHaveURL(new RegExp(`/catalogue/${newSlug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Catégorie ${tag}`)
})

test('an admin uploads a brand’s logo in French, then removes it in Arabic', async ({ context, page }) => {
  const tag = randomBytes(3).toString('hex')
  const name = `Marque ${tag}`
  const [brand] = await sql<{ id: number }>(
    "INSERT INTO brands (slug, name, name_ar, sort_order) VALUES ($1, $2, 'علامة التجربة', 900) RETURNING id",
    [`e2e-marque-${tag}`, name],
  )
  const imagePath = async () =>
    (await sql<{ path: string | null }>('SELECT image_path AS path FROM brands WHERE id = $1', [brand!.id]))[0]!.path

  await openAsAdmin(context, page, '/gestion/marques')
  await page.getByRole('button', { name: `Modifier ${name}` }).click()
  const form = page.getByTestId('bo-brand-form')
  const logo = await sharp({ create: { width: 900, height: 450, channels: 3, background: '#0a84b8' } })
    .png()
    .toBuffer()
  await form.getByLabel('Image', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo })
  await expect(form.getByText('Image prête')).toBeVisible()
  const image = form.getByTestId('bo-brand-image')
  await expect(image).toHaveAttribute('src', /^\/media\/brands\/[0-9a-f]{32}-240\.webp$/)
  const url = (await image.getAttribute('src'))!
  await form.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.locator('.toast[data-toast-type="success"]')).toContainText(`« ${name} » est enregistré.`)
  await expect.poll(imagePath).toBe(url)

  // In Arabic: the logo shown, a text file refused under the field in Arabic, then the logo removed.
  await page.goto('/ar/gestion/marques')
  await waitForHydration(page)
  await page.getByRole('button', { name: `تعديل ${name}` }).click()
  await expect(form.getByTestId('bo-brand-image')).toHaveAttribute('src', url)
  await form
    .getByLabel('الصورة', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('pas une image') })
  await expect(form.getByRole('alert')).toHaveText('هذا الملف ليس صورة JPEG أو PNG أو WebP.')
  await form.getByRole('button', { name: 'إزالة الصورة' }).click()
  await expect(form.getByTestId('bo-brand-image')).toHaveCount(0)
  await form.getByRole('button', { name: 'حفظ' }).click()
  await expect(page.locator('.toast[data-toast-type="success"]')).toContainText(name)
  await expect.poll(imagePath).toBeNull()
})

test('an admin creates a voucher for one city in Arabic and finds it in the list @phone', async ({ context, page }) => {
  const code = `AR${randomBytes(3).toString('hex').toUpperCase()}`
  await openAsAdmin(context, page, '/ar/gestion/bons/nouveau')
  const form = page.getByTestId('bo-voucher-form')
  await form.getByRole('textbox', { name: 'الرمز' }).fill(code.toLowerCase())
  await form.getByRole('spinbutton', { name: 'التخفيض (%)' }).fill('10')
  await form.getByRole('checkbox', { name: 'الرباط' }).check()
  await form.getByRole('button', { name: 'إنشاء القسيمة' }).click()
  await expect(page.locator('.toast[data-toast-type="success"]')).toContainText(code)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(code)
  await expect(page.getByText('لم تُستعمل هذه القسيمة في أي طلب بعد.')).toBeVisible()
  const [row] = await sql<{ city: string }>(
    'SELECT c.slug AS city FROM vouchers v JOIN voucher_cities vc ON vc.voucher_id = v.id JOIN cities c ON c.id = vc.city_id WHERE v.code = $1',
    [code],
  )
  expect(row).toEqual({ city: 'rabat' })

  await page.getByRole('link', { name: 'كل القسائم' }).click()
  await page.getByRole('searchbox', { name: 'الرمز' }).fill(code.slice(0, 5))
  await page.getByRole('button', { name: 'بحث' }).click()
  const listed = page.locator(`[data-testid="bo-voucher-row"][data-code="${code}"]`)
  await expect(listed).toContainText('10 %')
  await expect(listed).toContainText('صالحة')
})
