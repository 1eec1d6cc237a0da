import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { catalogueResponseSchema } from '~/api/contract/catalogue'
import { cities } from '~/api/db/schema'
import { useTestDatabase } from './test-database'

const { db, api } = await useTestDatabase()
const [casablanca] = await db.select().from(cities).where(eq(cities.slug, 'casablanca'))
const list = async (query = '', locale = 'fr', cityId = casablanca!.id) => {
  const response = await api.request(`/api/${locale}/${cityId}/products${query ? `?${query}` : ''}`)
  expect(response.status, query).toBe(200)
  return catalogueResponseSchema.parse(await response.json()).data
}

describe('GET /api/{locale}/{cityId}/products', () => {
  it('pages through every product, best sellers first', async () => {
    const first = await list('per_page=10')
    expect(first.items).toHaveLength(10)
    expect(first.total).toBeGreaterThanOrEqual(55)
    const all = await list('per_page=100')
    expect(all.items).toHaveLength(first.total)
    expect(new Set(all.items.map((item) => item.id)).size).toBe(first.total)
    const beyond = await list('page=50&per_page=10')
    expect(beyond.items).toEqual([])
    expect(beyond.total).toBe(first.total)
  })

  it('filters by brand and counts each brand with the other filters kept', async () => {
    const sidiAli = await list('brand=sidi-ali')
    expect(sidiAli.items.every((item) => item.brand.slug === 'sidi-ali')).toBe(true)
    const facet = sidiAli.facets.brands.find((brand) => brand.slug === 'sidi-ali')
    expect(facet?.count).toBe(sidiAli.total)
    // The brand facet ignores the brand filter itself: other brands keep their counts.
    expect(sidiAli.facets.brands.length).toBeGreaterThan(5)
    const two = await list('brand=sidi-ali,oulmes')
    const oulmesCount = sidiAli.facets.brands.find((brand) => brand.slug === 'oulmes')!.count
    expect(two.total).toBe(sidiAli.total + oulmesCount)
  })

  it('filters by category (French or Arabic slug), format, text and price', async () => {
    const jugs = await list('category=bonbonnes')
    expect(jugs.total).toBeGreaterThan(0)
    expect(jugs.items.every((item) => item.category.slug === 'bonbonnes')).toBe(true)
    const arabicJugs = await list(`category=${jugs.items[0] ? (await list('category=bonbonnes', 'ar')).items[0]!.category.slug : ''}`, 'ar')
    expect(arabicJugs.total).toBe(jugs.total)

    const format = (await list()).facets.formats[0]!
    const byFormat = await list(`format=${format.slug}`)
    expect(byFormat.total).toBe(format.count)
    expect(byFormat.items.every((item) => item.formats.length > 0)).toBe(true)

    const oulmes = await list('q=oulm')
    expect(oulmes.total).toBeGreaterThan(0)
    const cheap = await list('max_price=1000&sort=price_asc')
    for (const item of cheap.items) expect(item.sell_price ?? item.price).toBeLessThanOrEqual(1000)
  })

  it('counts each choice as the listing with that choice made, whatever the other filters, in both languages', async () => {
    // The counts come from one statement of their own (catalogue-counts.ts); the listing's total
    // and items from the page's. A facet's count must be what choosing it gives.
    const combinations = [
      '',
      'q=eau',
      'brand=sidi-ali,oulmes',
      'category=bonbonnes',
      'available=true&max_price=3000',
      'min_price=500&q=sidi',
    ]
    for (const locale of ['fr', 'ar']) {
      for (const filters of combinations) {
        const listing = await list(`${filters}&per_page=100`, locale)
        expect(listing.items.length, filters).toBe(Math.min(listing.total, 100))
        const and = filters ? `${filters}&` : ''
        for (const brand of listing.facets.brands.slice(0, 3)) {
          const without = filters.replace(/brand=[^&]*&?/, '')
          expect((await list(`${without ? `${without}&` : ''}brand=${brand.slug}`, locale)).total, `${filters} brand ${brand.slug}`).toBe(
            brand.count,
          )
        }
        for (const category of listing.facets.categories.slice(0, 3)) {
          const without = filters.replace(/category=[^&]*&?/, '')
          expect(
            (await list(`${without ? `${without}&` : ''}category=${category.slug}`, locale)).total,
            `${filters} ${category.slug}`,
          ).toBe(category.count)
        }
        for (const format of listing.facets.formats.slice(0, 3)) {
          expect((await list(`${and}format=${format.slug}`, locale)).total, `${filters} format ${format.slug}`).toBe(format.count)
        }
        const withoutAvailable = filters.replace(/available=true&?/, '')
        expect((await list(`${withoutAvailable ? `${withoutAvailable}&` : ''}available=true`, locale)).total).toBe(listing.facets.available)
        // The price range is the whole city's, whatever the filters.
        expect(listing.price_range).toEqual((await list('', locale)).price_range)
      }
    }
  })

  it('sorts by price both ways and by name', async () => {
    const up = (await list('sort=price_asc&per_page=100')).items.map((item) => item.sell_price ?? item.price)
    expect(up).toEqual([...up].sort((a, b) => a - b))
    const down = (await list('sort=price_desc&per_page=100')).items.map((item) => item.sell_price ?? item.price)
    expect(down).toEqual([...down].sort((a, b) => b - a))
    const names = (await list('sort=name&per_page=100')).items.map((item) => item.name)
    expect(names[0]!.localeCompare(names.at(-1)!)).toBeLessThanOrEqual(0)
  })

  it('takes SQL and LIKE metacharacters in the search as plain text', async () => {
    // Signs separate words (docs/decisions/0047): alone they find nothing, never a wildcard.
    for (const q of ['%', '_', '\\', '"; DROP TABLE products; --']) {
      const result = await list(`q=${encodeURIComponent(q)}`)
      expect(result.total, q).toBe(0)
    }
    // Between words, they are what a space is: never more than the words themselves find.
    expect((await list(`q=${encodeURIComponent('Sidi%Ali')}`)).total).toBe((await list('q=sidi+ali')).total)
    expect((await list(`q=${encodeURIComponent("' OR 1=1 --")}`)).total).toBe((await list('q=or+1')).total)
    expect((await list()).total).toBeGreaterThan(50)
  })

  it('refuses invalid filters with field errors in the request language', async () => {
    const response = await api.request(`/api/ar/${casablanca!.id}/products?sort=cheapest&page=0&min_price=-5`)
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.message).toBe('المعلومات المرسلة غير صالحة.')
    expect(Object.keys(body.data.errors).sort()).toEqual(['min_price', 'page', 'sort'])
  })
})

describe('GET /api/openapi.json', () => {
  it('documents every endpoint from the contract schemas', async () => {
    const document = await (await api.request('/api/openapi.json')).json()
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/{locale}/initial-data',
        '/api/{locale}/{cityId}/product/{id}',
        '/api/{locale}/{cityId}/products',
        '/api/{locale}/user',
      ]),
    )
    expect(document.components.schemas.Product).toBeDefined()
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await api.request('/api/fr/nothing-here')
    expect(response.status).toBe(404)
    expect((await response.json()).success).toBe(false)
  })
})
