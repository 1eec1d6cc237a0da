import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { productResponseSchema } from '~/api/contract/product'
import { cities, products } from '~/api/db/schema'
import { priceInCity } from '~/api/services/catalogue/city-prices'
import { useTestDatabase } from './test-database'

const { db, api } = await useTestDatabase()
const cityId = async (slug: string) => (await db.select().from(cities).where(eq(cities.slug, slug)))[0]!
const productBySlug = async (slug: string) => (await db.select().from(products).where(eq(products.slug, slug)))[0]!

describe('GET /api/{locale}/{cityId}/product/{id}', () => {
  it('answers the product with its attributes, prices and references, in French', async () => {
    const casablanca = await cityId('casablanca')
    const product = await productBySlug('sidi-ali-1-5l')
    const response = await api.request(`/api/fr/${casablanca.id}/product/${product.id}`)
    expect(response.status).toBe(200)
    const { data } = productResponseSchema.parse(await response.json())
    expect(data).toMatchObject({ id: product.id, name: product.nameFr, reference: product.reference, available: true })
    expect(data.brand.name).toBe('Sidi Ali')
    expect(data.category.name).toBe('Bouteilles familiales')
    const entries = Object.entries(data.formated_attributes)
    expect(entries.length).toBeGreaterThanOrEqual(2)
    const formatValues = data.attributes.find((attribute) => attribute.code === 'format')!.values
    for (const [key, variant] of entries) {
      // Keys are `code:valueId` pairs, the value ids being those of the product's attributes.
      expect(key).toMatch(/^format:\d+$/)
      expect(formatValues.map((value) => `format:${value.id}`)).toContain(key)
      expect(variant.reference).toMatch(/^SA-/)
      expect(Number.isInteger(variant.price)).toBe(true)
    }
  })

  it('names it in Arabic on /api/ar', async () => {
    const casablanca = await cityId('casablanca')
    const product = await productBySlug('sidi-ali-1-5l')
    const { data } = productResponseSchema.parse(await (await api.request(`/api/ar/${casablanca.id}/product/${product.id}`)).json())
    expect(data.name).toBe(product.nameAr)
    expect(data.description).toBe(product.descriptionAr)
    expect(data.attributes[0]?.name).toBe('الحجم')
  })

  it('prices it for the city: a remote city pays its factor', async () => {
    const casablanca = await cityId('casablanca')
    const remote = (await db.select().from(cities)).find((city) => city.priceFactorPermille > 1000)!
    const product = await productBySlug('sidi-ali-1-5l')
    const here = productResponseSchema.parse(await (await api.request(`/api/fr/${casablanca.id}/product/${product.id}`)).json()).data
    const there = productResponseSchema.parse(await (await api.request(`/api/fr/${remote.id}/product/${product.id}`)).json()).data
    expect(here.price).toBe(product.priceCentimes)
    expect(there.price).toBe(priceInCity(product.priceCentimes, remote.priceFactorPermille))
    expect(there.price).toBeGreaterThan(here.price)
  })

  it('says when it is not sold in the city', async () => {
    const [withGaps] = await db
      .execute<{ product_id: number; city_id: number }>(
        `SELECT p.id AS product_id, c.id AS city_id FROM products p CROSS JOIN cities c
       WHERE NOT EXISTS (SELECT 1 FROM product_cities pc WHERE pc.product_id = p.id AND pc.city_id = c.id) LIMIT 1` as never,
      )
      .then((result) => result.rows)
    expect(withGaps).toBeDefined()
    const { data } = productResponseSchema.parse(
      await (await api.request(`/api/fr/${withGaps!.city_id}/product/${withGaps!.product_id}`)).json(),
    )
    expect(data.available).toBe(false)
  })

  it('answers 404 in the request language for an unknown product or city', async () => {
    const casablanca = await cityId('casablanca')
    const unknownProduct = await api.request(`/api/ar/${casablanca.id}/product/999999`)
    expect(unknownProduct.status).toBe(404)
    expect(await unknownProduct.json()).toEqual({
      success: false,
      message: 'هذا المنتج غير موجود أو لم يعد معروضًا للبيع.',
      data: { errors: {} },
    })
    const unknownCity = await api.request('/api/fr/999999/product/1')
    expect(unknownCity.status).toBe(404)
    expect((await unknownCity.json()).message).toBe("Cette ville n'est pas desservie.")
  })

  it.each(['abc', '0', '-1', '1.5', '99999999999', "1'--"])('refuses the product id %s with a 400 naming the field', async (id) => {
    const response = await api.request(`/api/fr/1/product/${encodeURIComponent(id)}`)
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.success).toBe(false)
    expect(body.message).toBe('Les informations envoyées ne sont pas valides.')
    expect(Object.keys(body.data.errors)).toEqual(['id'])
    expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|node_modules|SELECT/)
  })
})
