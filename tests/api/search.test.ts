/**
 * The catalogue's search on PostgreSQL (issue 20, docs/decisions/0047): what shoppers type, in
 * French and Arabic pages, and what must come first; hostile input never answers 5xx nor the
 * whole catalogue; "did you mean"; suggestions as you type; synonyms saved in the back office.
 */
import { asc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ProductSave } from '~/api/contract/admin-products'
import { catalogueResponseSchema, searchSuggestionsResponseSchema, type ProductSummary } from '~/api/contract/catalogue'
import { brands, categories, cities, products } from '~/api/db/schema'
import { adminCall, createMember } from './back-office-helpers'
import { useTestDatabase } from './test-database'

const { db, api } = await useTestDatabase()
const [casablanca] = await db.select().from(cities).where(eq(cities.slug, 'casablanca'))
const everything = (await db.select({ id: products.id }).from(products).where(eq(products.isActive, true))).length

async function search(q: string, locale = 'fr', more = '') {
  const response = await api.request(`/api/${locale}/${casablanca!.id}/products?q=${encodeURIComponent(q)}${more}`)
  expect(response.status, q).toBe(200)
  return catalogueResponseSchema.parse(await response.json()).data
}
async function suggest(q: string, locale = 'fr', cityId = casablanca!.id) {
  const response = await api.request(`/api/${locale}/${cityId}/search-suggestions?q=${encodeURIComponent(q)}`)
  expect(response.status, q).toBe(200)
  return searchSuggestionsResponseSchema.parse(await response.json()).data
}

type Expectation = (item: ProductSummary) => boolean
const brand =
  (slug: string): Expectation =>
  (item) =>
    item.brand.slug === slug
const category =
  (slug: string): Expectation =>
  (item) =>
    item.category.slug === slug
const reference =
  (value: string): Expectation =>
  (item) =>
    item.reference === value

describe('what shoppers type finds what they meant, first', () => {
  // [page language, typed, what the first result must be, why]
  const table: [string, string, Expectation, string][] = [
    ['fr', 'oulmes', brand('oulmes'), 'French typed without accents'],
    ['fr', 'OULMÈS', brand('oulmes'), 'case and accents'],
    ['ar', 'oulmes', brand('oulmes'), 'Latin letters on the Arabic page'],
    ['fr', 'سيدى', brand('sidi-ali'), 'ى for ي'],
    ['ar', 'سيدى', brand('sidi-ali'), 'ى for ي'],
    ['fr', 'اولماس', brand('oulmes'), 'a Darija spelling of Oulmès'],
    ['ar', 'والماس', brand('oulmes'), 'another one'],
    ['fr', 'jug', category('bonbonnes'), 'a synonym in another language'],
    ['fr', 'bonbone', category('bonbonnes'), 'a typo'],
    ['fr', 'jerrican', category('bonbonnes'), 'a synonym'],
    ['ar', 'sidi', brand('sidi-ali'), 'Latin letters on the Arabic page'],
    ['fr', 'سيدي', brand('sidi-ali'), 'Arabic letters on the French page'],
    ['ar', 'سَيِّدي عَلي', brand('sidi-ali'), 'tashkeel'],
    ['ar', 'سيـــدي', brand('sidi-ali'), 'tatweel'],
    ['fr', 'عين أطلس', brand('ain-atlas'), 'alef with hamza'],
    ['fr', 'عين اطلس', brand('ain-atlas'), 'bare alef'],
    ['fr', 'oulmess', brand('oulmes'), 'a typo of a brand'],
    ['fr', 'sid', brand('sidi-ali'), 'a prefix, as typed'],
    ['fr', 'glass', brand('glass'), 'the exact brand before "glass bottle" synonyms'],
    ['fr', 'fontaine', category('fontaines-a-eau'), 'a category synonym'],
    ['fr', 'SA-1-5L', reference('SA-1-5L'), 'a reference'],
    ['fr', 'sa 1 5l', reference('SA-1-5L'), 'a reference without its dashes'],
    ['fr', 'sidi علي', brand('sidi-ali'), 'mixed scripts'],
  ]
  it.each(table)('%s %j: %s', async (locale, typed, first, why) => {
    const answer = await search(typed, locale)
    expect(answer.items.length, why).toBeGreaterThan(0)
    expect(first(answer.items[0]!), `${why}: ${answer.items[0]!.name}`).toBe(true)
    expect(answer.total).toBeLessThan(everything)
  })

  it('matches pack sizes however they are written', async () => {
    for (const typed of ['6x1,5', '6 × 1,5 L', '6x1.5l', '6 x 1,5', '٦x١,٥']) {
      const answer = await search(typed)
      expect(answer.items.length, typed).toBeGreaterThan(0)
      expect(answer.items[0]!.formats, typed).toContain('6 × 1,5 L')
    }
    const sixOneLitre = await search('6x1l')
    expect(sixOneLitre.items[0]!.formats).toContain('6 × 1 L')
    expect((await search('6 × 1 L')).items[0]!.formats).toContain('6 × 1 L')
  })

  it('matches a word of one or two letters at the start of a word only', async () => {
    for (const typed of ['ou', 'si', 'Ö', 'سي']) {
      const answer = await search(typed, 'fr', '&per_page=100')
      const { rows } = await db.execute<{ id: number }>(sql`
        SELECT id FROM products
        WHERE is_active AND ' ' || search_document LIKE '% ' || shop_search_normalize(${typed}) || '%'`)
      expect(answer.items.map((item) => item.id).sort(), typed).toEqual(rows.map((row) => row.id).sort())
      // Inside a word is not enough: `ou` is in far more documents than start a word with it.
      const inside = await db.execute<{ count: number }>(sql`
        SELECT count(*)::int AS count FROM products WHERE is_active AND search_document LIKE '%' || shop_search_normalize(${typed}) || '%'`)
      if (typed === 'ou') expect(inside.rows[0]!.count).toBeGreaterThan(answer.total)
    }
  })

  it('finds a brand the same whatever the page language, named in that language', async () => {
    const fr = await search('sidi', 'fr')
    const ar = await search('سيدي', 'ar')
    expect(ar.total).toBe(fr.total)
    expect(ar.items.map((item) => item.id)).toEqual(fr.items.map((item) => item.id))
    expect(ar.items[0]!.brand.name).toBe('سيدي علي')
  })

  it('ranks exact names first, then prefixes, then typos; best sellers among equals', async () => {
    const answer = await search('oulmes', 'fr', '&per_page=100')
    // Oulmès itself (the brand's name) before Timeless Oulmès (a word of it).
    const firstTimeless = answer.items.findIndex(brand('timelessoulmes'))
    const lastOulmes = answer.items.findLastIndex(brand('oulmes'))
    expect(firstTimeless).toBeGreaterThan(lastOulmes)
    const oulmes = answer.items.filter(brand('oulmes'))
    const popularity = await db.select({ id: products.id, popularity: products.popularity }).from(products)
    const rank = (item: ProductSummary) => popularity.find((row) => row.id === item.id)!.popularity
    expect(oulmes.map(rank)).toEqual([...oulmes.map(rank)].sort((a, b) => b - a))
  })

  it('keeps facets, filters and a chosen sort with a searched text', async () => {
    const answer = await search('bonbonne', 'fr', '&per_page=100')
    expect(answer.facets.brands.reduce((sum, facet) => sum + facet.count, 0)).toBe(answer.total)
    expect(answer.facets.categories.find((facet) => facet.slug === 'bonbonnes')?.count).toBe(answer.total)
    const sidiAli = await search('bonbonne', 'fr', '&brand=sidi-ali')
    expect(sidiAli.items.every(brand('sidi-ali'))).toBe(true)
    expect(sidiAli.total).toBe(answer.facets.brands.find((facet) => facet.slug === 'sidi-ali')!.count)
    const cheapest = await search('sidi', 'fr', '&sort=price_asc&per_page=100')
    const prices = cheapest.items.map((item) => item.sell_price ?? item.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(cheapest.total).toBe((await search('sidi')).total)
  })
})

describe('hostile input', () => {
  // [typed, whether it must find nothing at all (else: never everything)]
  const garbage: [string, boolean][] = [
    ['%', true],
    ['_', true],
    ['\\', true],
    ['%%__\\\\', true],
    ["' OR 1=1 --", false],
    ['"; DROP TABLE products; --', true],
    ['   ', true],
    ['\t\n', true],
    ['!!!???', true],
    ['x'.repeat(100), true],
    ['zz'.repeat(50), true],
    ['ا'.repeat(100), true],
    ['𝔰𝔦𝔡𝔦 🚰', true],
  ]
  it.each(garbage)('%j answers 200 without the whole catalogue', async (typed, nothing) => {
    for (const locale of ['fr', 'ar']) {
      const answer = await search(typed, locale)
      expect(answer.total).toBeLessThan(everything)
      if (nothing) expect(answer.total, typed).toBe(0)
      expect((await suggest(typed, locale)).products.length).toBeLessThanOrEqual(6)
    }
  })

  it('refuses a text beyond 100 characters, and NUL characters, with a 400', async () => {
    for (const path of ['products', 'search-suggestions']) {
      for (const q of ['x'.repeat(10_000), 'a'.repeat(101), 'sidi\u0000ali']) {
        const response = await api.request(`/api/fr/${casablanca!.id}/${path}?q=${encodeURIComponent(q)}`)
        expect(response.status, `${path} ${q.slice(0, 10)}`).toBe(400)
        expect((await response.json()).success).toBe(false)
      }
    }
  })

  it('finds nothing for text that is in no product, and an empty q is no search', async () => {
    expect((await search('xqzwvk')).total).toBe(0)
    const all = await api.request(`/api/fr/${casablanca!.id}/products?q=`)
    expect(catalogueResponseSchema.parse(await all.json()).data.total).toBe(everything)
  })
})

describe('did you mean', () => {
  it('suggests the nearest names when nothing holds the text as typed', async () => {
    expect((await search('oulmess')).did_you_mean).toContain('Oulmès')
    expect((await search('oulmzs')).did_you_mean[0]).toBe('Oulmès')
    expect((await search('bonbone')).did_you_mean).toContain('Bonbonnes')
    expect((await search('sidi alli', 'ar')).did_you_mean[0]).toBe('Sidi Ali')
  })

  it('says nothing when the text is found as typed, or when nothing is near', async () => {
    expect((await search('sidi')).did_you_mean).toEqual([])
    expect((await search('xqzwvk')).did_you_mean).toEqual([])
    const unsearched = await api.request(`/api/fr/${casablanca!.id}/products`)
    expect(catalogueResponseSchema.parse(await unsearched.json()).data.did_you_mean).toEqual([])
  })
})

describe('GET /api/{locale}/{cityId}/search-suggestions', () => {
  it('answers nothing under two characters, without an error', async () => {
    for (const typed of ['', 's', ' s ', '  ', 'س']) {
      expect(await suggest(typed)).toEqual({ q: typed, products: [], brands: [], categories: [] })
    }
  })

  it('suggests products with their price for the city and image, and brands, from two characters', async () => {
    const answer = await suggest('si')
    expect(answer.q).toBe('si')
    expect(answer.products.length).toBeGreaterThan(0)
    expect(answer.products[0]!.brand.slug).toBe('sidi-ali')
    for (const product of answer.products) {
      expect(product.price).toBeGreaterThan(0)
      expect(product.image.url).toMatch(/\.webp$/)
      expect(product.slug).toBeTruthy()
    }
    expect(answer.brands.map((item) => item.slug)).toContain('sidi-ali')
    const rabat = (await db.select().from(cities).where(eq(cities.slug, 'laayoune')))[0]!
    const far = await suggest('si', 'fr', rabat.id)
    expect(far.products[0]!.price).toBeGreaterThan(answer.products[0]!.price)
  })

  it('suggests categories with the slugs the catalogue path needs, in the page language', async () => {
    const fr = await suggest('bonbonnes')
    expect(fr.categories).toContainEqual(
      expect.objectContaining({ slug: 'bonbonnes', slug_fr: 'bonbonnes', slug_ar: 'qaninat-kabira', name: 'Bonbonnes' }),
    )
    // Either language's name finds it; it is named in the page's.
    expect((await suggest('القنينات')).categories).toContainEqual(expect.objectContaining({ slug: 'bonbonnes', name: 'Bonbonnes' }))
    const arabic = await suggest('القنينات', 'ar')
    expect(arabic.categories).toContainEqual(expect.objectContaining({ slug: 'qaninat-kabira', name: 'القنينات الكبيرة' }))
    expect((await suggest('سيدى', 'ar')).brands).toContainEqual(expect.objectContaining({ slug: 'sidi-ali', name: 'سيدي علي' }))
    expect((await suggest('اولماس')).brands.map((item) => item.slug)).toContain('oulmes')
  })

  it('answers 404 for an unknown city once there is something to suggest', async () => {
    expect((await api.request('/api/fr/999999/search-suggestions?q=sidi')).status).toBe(404)
  })
})

const admin = await createMember(db, 'admin')
const [anyBrand] = await db.select().from(brands).orderBy(asc(brands.id)).limit(1)
const [anyCategory] = await db.select().from(categories).orderBy(asc(categories.id)).limit(1)

describe('search terms in the back office', () => {
  const body = (terms?: string[]): ProductSave => ({
    name: { fr: 'Eau Zéphyr Test', ar: 'ماء زفير' },
    description: { fr: '', ar: '' },
    brand_id: anyBrand!.id,
    category_id: anyCategory!.id,
    reference: 'ZEPHYR-1',
    price: 500,
    sell_price: null,
    city_ids: [casablanca!.id],
    is_active: true,
    image: { url: '/images/products/bahia-1l.webp', width: 480, height: 480 },
    pack_sizes: [],
    ...(terms === undefined ? {} : { search_terms: terms }),
  })

  it('saves them trimmed and once, refuses too many or too long, and makes the product findable', async () => {
    const created = await adminCall(api, '/api/admin/products', {
      token: admin.token,
      body: body(['  qwertyzeph ', 'QwertyZeph', '', 'بيدو زفير']),
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.data.id as number
    const read = async () => (await adminCall(api, `/api/admin/products/${id}`, { token: admin.token })).body.data
    expect((await read()).search_terms).toEqual(['qwertyzeph', 'بيدو زفير'])
    expect((await search('qwertyzeph')).items.map((item) => item.id)).toEqual([id])
    expect((await search('qwertyzef')).items.map((item) => item.id)).toEqual([id])
    expect((await suggest('بيدو زفير', 'ar')).products.map((item) => item.id)).toEqual([id])

    for (const refused of [Array.from({ length: 31 }, (_, n) => `t${n}`), ['x'.repeat(61)]]) {
      const answer = await adminCall(api, `/api/admin/products/${id}`, {
        method: 'PUT',
        token: admin.token,
        body: { ...body(refused), version: (await read()).version },
      })
      expect(answer.status).toBe(400)
    }
    // A save without them keeps them; an empty list removes them.
    let version = (await read()).version
    const kept = await adminCall(api, `/api/admin/products/${id}`, { method: 'PUT', token: admin.token, body: { ...body(), version } })
    expect(kept.status, JSON.stringify(kept.body)).toBe(200)
    expect((await read()).search_terms).toEqual(['qwertyzeph', 'بيدو زفير'])
    version = (await read()).version
    await adminCall(api, `/api/admin/products/${id}`, { method: 'PUT', token: admin.token, body: { ...body([]), version } })
    expect((await search('qwertyzeph')).total).toBe(0)
  })

  it('follows a renamed brand, whoever renames it', async () => {
    const [sidiAli] = await db.select().from(brands).where(eq(brands.slug, 'sidi-ali'))
    await db.update(brands).set({ name: 'Sidi Ali Zemzem' }).where(eq(brands.id, sidiAli!.id))
    expect((await search('zemzem')).items.every(brand('sidi-ali'))).toBe(true)
    expect((await search('zemzem')).total).toBeGreaterThan(5)
    await db.update(brands).set({ name: sidiAli!.name }).where(eq(brands.id, sidiAli!.id))
    expect((await search('zemzem')).total).toBe(0)
  })
})
