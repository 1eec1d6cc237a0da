import { expect, test } from './fixtures'
import { sql } from './shop-database'

test.describe('the old shop paths (a table)', () => {
  test('each form answers 301 to the matching page in the matching language', async ({ request }) => {
    const [category] = await sql<{ legacy_id: number; slug: string; slug_ar: string }>(
      "SELECT legacy_id, slug, slug_ar FROM categories WHERE slug = 'bonbonnes'",
    )
    const [product] = await sql<{ id: number; legacy_id: number; slug: string; legacy_slug: string; brand: string }>(
      "SELECT p.id, p.legacy_id, p.slug, p.legacy_slug, b.legacy_slug AS brand FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.slug = 'sidi-ali-1-5l'",
    )
    const productPath = `/produit/${product!.id}-${product!.slug}`
    const table: [string, string][] = [
      [`/fr/${category!.legacy_id}-${category!.slug}`, `/catalogue/${category!.slug}`],
      [`/ar/${category!.legacy_id}-${category!.slug}`, `/ar/catalogue/${category!.slug_ar}`],
      [`/${category!.legacy_id}-anything`, `/catalogue/${category!.slug}`],
      [`/fr/${product!.brand}/${product!.legacy_id}-${product!.legacy_slug}.html`, productPath],
      [`/ar/${product!.brand}/${product!.legacy_id}-${product!.legacy_slug}.html`, `/ar${productPath}`],
      [`/${product!.brand}/${product!.legacy_id}-${product!.legacy_slug}.html`, productPath],
      ['/fr/mentions-legales', '/mentions-legales'],
      ['/fr/cgv', '/conditions-generales-de-vente'],
      ['/ar/content/4-a-propos', '/ar/a-propos'],
      ['/fr/faq', '/faq'],
      ['/fr/identite', '/espace/profil'],
      ['/fr/historique-commandes', '/espace/orders'],
      ['/ar/adresses', '/ar/espace/addresses'],
      ['/fr/reduction', '/espace'],
      ['/fr/connexion', '/login'],
      ['/fr/module/loyalty/default', '/espace'],
      ['/fr/commande', '/step-1'],
    ]
    for (const [old, target] of table) {
      const response = await request.get(old, { maxRedirects: 0 })
      expect(response.status(), old).toBe(301)
      expect(new URL(response.headers().location!, 'http://x').pathname, old).toBe(target)
    }
  })

  test('an unknown old id ends on the 404 screen', async ({ page }) => {
    for (const old of ['/fr/99999-inconnue', '/fr/sidi-ali/99999-inconnu.html', '/ar/99999-x']) {
      const response = await page.goto(old)
      expect(response?.status(), old).toBe(404)
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة')
  })
})

test.describe('search engines', () => {
  test('sitemap.xml lists every product and category in both languages', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const products = await sql<{ id: number; slug: string }>('SELECT id, slug FROM products WHERE is_active')
    const categories = await sql<{ slug: string; slug_ar: string }>('SELECT slug, slug_ar FROM categories')
    for (const product of products) {
      expect(xml).toContain(`/produit/${product.id}-${product.slug}</loc>`)
      expect(xml).toContain(`/ar/produit/${product.id}-${product.slug}</loc>`)
    }
    for (const category of categories) {
      expect(xml).toContain(`/catalogue/${category.slug}</loc>`)
      expect(xml).toContain(`/ar/catalogue/${category.slug_ar}</loc>`)
    }
    expect(xml).toContain('hreflang="x-default"')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m)
  })

  test('a product page has one canonical, the alternates and valid JSON-LD', async ({ page }) => {
    await page.goto('/ar/produit/1-sidi-ali-1-5l')
    const canonical = page.locator('link[rel="canonical"]')
    await expect(canonical).toHaveCount(1)
    await expect(canonical).toHaveAttribute('href', /\/ar\/produit\/1-sidi-ali-1-5l$/)
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /[^r]\/produit\/1-sidi-ali-1-5l$/)
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1)
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const data = blocks.map((text) => JSON.parse(text) as { '@type': string; offers?: { price: string; priceCurrency: string }[] })
    const product = data.find((entry) => entry['@type'] === 'Product')
    expect(product?.offers?.[0]).toMatchObject({ priceCurrency: 'MAD', price: '33.00' })
    expect(data.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true)
    await expect(page).toHaveTitle(/سيدي علي/)
    await expect(page.locator('meta[name="description"]')).toHaveCount(1)
  })

  test('content pages carry the same head as the other public pages', async ({ page }) => {
    await page.goto('/ar/faq')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ar\/faq$/)
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /:\d+\/faq$/)
    await expect(page.locator('meta[name="description"]')).toHaveCount(1)
    await expect(page).toHaveTitle(/ · ما سورس$/)
  })
})
