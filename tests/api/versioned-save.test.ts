/**
 * The one versioned save (docs/decisions/0069) on a real PostgreSQL: for every back-office editor
 * that saves over what the admin read (products, content pages, the rules' settings, a city's
 * rules, a year's holidays, stock, a price cell, vouchers, brands, categories), a save made from
 * what was read before someone else saved is refused with the same 409 body (`data.conflict`: who
 * saved, when, the version now), nothing of it is written, and the save made again from what is
 * there now passes.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { AdminProduct, ProductSave } from '~/api/contract/admin-products'
import { brands, categories, productVariants } from '~/api/db/schema'
import { adminCall, createMember } from './back-office-helpers'
import { checkoutFixtures } from './checkout-helpers'
import { useTestDatabase } from './test-database'

const { db, api } = await useTestDatabase()
const f = await checkoutFixtures(db)
const admin = await createMember(db, 'admin', { firstName: 'Amina', lastName: 'Alaoui' })
const otherAdmin = await createMember(db, 'admin', { firstName: 'Karim', lastName: 'Bennani' })
const [brand] = await db.select().from(brands).where(eq(brands.slug, 'sidi-ali'))
const [category] = await db.select().from(categories).where(eq(categories.slug, 'bouteilles-familiales'))
const pack = f.variants[0]!

const read = async (path: string) => {
  const answer = await adminCall(api, path, { token: admin.token })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.data
}
const put = (path: string, body: unknown, token: string, lang = 'fr') =>
  adminCall(api, `${path}?lang=${lang}`, { token, body, method: 'PUT' })
const post = async (path: string, body: unknown) => {
  const answer = await adminCall(api, path, { token: admin.token, body, method: 'POST' })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body.data as { id: number }
}

/** A product ready to go live, with one pack size. */
const productSave = (tag: string): ProductSave => ({
  name: { fr: `Eau ${tag}`, ar: `ماء ${tag}` },
  description: { fr: 'Une eau.', ar: 'ماء.' },
  brand_id: brand!.id,
  category_id: category!.id,
  reference: `VS-${tag}`,
  price: 500,
  sell_price: null,
  city_ids: [f.casablanca.id],
  is_active: true,
  image: { url: '/images/products/bahia-1l.webp', width: 480, height: 480 },
  pack_sizes: [
    {
      reference: `VS-${tag}-6`,
      format_id: null,
      label: { fr: `Pack 6 ${tag}`, ar: `علبة 6 ${tag}` },
      price: 3000,
      sell_price: null,
      is_active: true,
    },
  ],
})
const product = await post('/api/admin/products', productSave(`T${Date.now().toString(36)}`.toUpperCase()))
const voucher = await post('/api/admin/vouchers', {
  code: `VS-${Date.now() % 100000}`,
  kind: 'percent',
  value: 10,
  min_order: 0,
  starts_on: null,
  ends_on: null,
  max_uses: null,
  max_uses_per_customer: null,
  is_active: true,
  city_ids: [],
  category_ids: [],
})
const HOLIDAY_YEAR = 2031

type Fields = Record<string, unknown>
type Editor = {
  /** Where it is saved (PUT). */
  path: string
  /** The record as the back office reads it. */
  read: () => Promise<Fields>
  /** A save changing what was read; `nth` tells the saves apart. */
  save: (seen: Fields, nth: number) => unknown
  /** The version the refusal names: the row's, else (saves compared by values) any. */
  versioned: boolean
}

const without = (record: Fields, ...keys: string[]) => Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)))

const editors: Record<string, Editor> = {
  product: {
    path: `/api/admin/products/${product.id}`,
    read: () => read(`/api/admin/products/${product.id}`),
    save: (seen, nth) => {
      const body = without(seen, 'id', 'slug', 'updated') as unknown as ProductSave
      return { ...body, name: { ...body.name, fr: `Eau enregistrée ${nth}` } }
    },
    versioned: true,
  },
  'content page': {
    path: '/api/admin/content/faq',
    read: () => read('/api/admin/content/faq'),
    save: (seen, nth) => {
      const page = structuredClone(seen) as { version: number; title: { fr: string }; description: unknown; sections: unknown }
      page.title.fr = `Questions ${nth}`
      return { version: page.version, title: page.title, description: page.description, sections: page.sections }
    },
    versioned: true,
  },
  'rules settings': {
    path: '/api/admin/rules/settings',
    read: async () => (await read('/api/admin/rules')).settings,
    save: (seen, nth) => ({ ...seen, booking_window_days: 10 + nth }),
    versioned: true,
  },
  "a city's rules": {
    path: `/api/admin/rules/cities/${f.dakhla.id}`,
    read: async () => (await read('/api/admin/rules')).cities.find((city: { id: number }) => city.id === f.dakhla.id),
    save: (seen, nth) => ({ ...without(seen, 'id', 'slug', 'in_use'), min_order: 1000 + nth * 100 }),
    versioned: true,
  },
  "a year's holidays": {
    path: `/api/admin/holidays/${HOLIDAY_YEAR}`,
    read: async () => ({ holidays: (await read(`/api/admin/holidays/${HOLIDAY_YEAR}`)).holidays }),
    save: (seen, nth) => ({
      holidays: [{ day: `${HOLIDAY_YEAR}-01-0${nth}`, code: 'nouvel-an', name_fr: 'Nouvel An', name_ar: 'رأس السنة', is_estimated: false }],
      expected: seen.holidays,
    }),
    versioned: false,
  },
  stock: {
    path: `/api/admin/stock/variant/${pack.id}`,
    read: async () => {
      const [row] = await db.select().from(productVariants).where(eq(productVariants.id, pack.id))
      return { stock: row!.stock, low_threshold: row!.lowStockThreshold }
    },
    save: (seen, nth) => ({ stock: 100 + nth, low_threshold: 5, expected: seen }),
    versioned: false,
  },
  'a price cell': {
    path: `/api/admin/prices/${f.sidiAli.id}`,
    read: async () => {
      const grid = (await read(`/api/admin/prices/${f.sidiAli.id}`)) as { cells: { city_id: number; variant_id: number | null }[] }
      return grid.cells.find((cell) => cell.city_id === f.rabat.id && cell.variant_id === pack.id)!
    },
    save: (seen, nth) => ({
      cells: [
        {
          city_id: f.rabat.id,
          variant_id: pack.id,
          price: 700 + nth,
          sell_price: null,
          expected: { price: seen.price, sell_price: seen.sell_price, set: seen.set },
        },
      ],
    }),
    versioned: false,
  },
  voucher: {
    path: `/api/admin/vouchers/${voucher.id}`,
    read: async () => (await read(`/api/admin/vouchers/${voucher.id}`)).voucher,
    save: (seen, nth) => ({ ...without(seen, 'id', 'used_count', 'state', 'updated'), value: 10 + nth }),
    versioned: true,
  },
  brand: {
    path: `/api/admin/brands/${brand!.id}`,
    read: () => read(`/api/admin/brands/${brand!.id}`),
    save: (seen, nth) => {
      const { slug, name_fr, name_ar, image_path, sort_order, version } = seen
      return { slug, name_fr, name_ar, image_path, sort_order: Number(sort_order) + nth, version }
    },
    versioned: true,
  },
  category: {
    path: `/api/admin/categories/${category!.id}`,
    read: () => read(`/api/admin/categories/${category!.id}`),
    save: (seen, nth) => {
      const { slug_fr, slug_ar, name_fr, name_ar, image_path, sort_order, version } = seen
      return { slug_fr, slug_ar, name_fr, name_ar, image_path, sort_order: Number(sort_order) + nth, version }
    },
    versioned: true,
  },
}

describe('a save made from what was read before someone else saved', () => {
  it.each(Object.keys(editors))(
    '%s: refused with the one 409 (who saved, when, the version now), nothing written; saved again from now',
    async (name) => {
      const editor = editors[name]!
      const seen = await editor.read()
      const first = await put(editor.path, editor.save(seen, 1), admin.token)
      expect(first.status, JSON.stringify(first.body)).toBe(200)
      const now = await editor.read()

      const stale = await put(editor.path, editor.save(seen, 2), otherAdmin.token, 'ar')
      expect(stale.status, JSON.stringify(stale.body)).toBe(409)
      expect(stale.body).toEqual({
        success: false,
        message: expect.any(String),
        data: {
          errors: expect.any(Object),
          conflict: {
            saved_by: 'Amina Alaoui',
            saved_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
            version: editor.versioned ? now.version : expect.any(Number),
          },
        },
      })
      const { saved_at: savedAt, version } = (stale.body.data as { conflict: { saved_at: string; version: number } }).conflict
      expect(Math.abs(Date.parse(savedAt) - Date.now())).toBeLessThan(5 * 60_000)
      expect(version).toBeGreaterThanOrEqual(1)
      expect(await editor.read()).toEqual(now)

      const again = await put(editor.path, editor.save(now, 3), otherAdmin.token)
      expect(again.status, JSON.stringify(again.body)).toBe(200)
      expect(await editor.read()).not.toEqual(now)
    },
  )

  it('refuses a product save that names no version the same way, with the version now', async () => {
    const seen = (await editors.product!.read()) as unknown as AdminProduct
    const { version: _version, ...body } = editors.product!.save(seen as unknown as Fields, 4) as ProductSave
    const refused = await put(editors.product!.path, body, otherAdmin.token)
    expect(refused.status).toBe(409)
    expect(refused.body.data.conflict).toMatchObject({ version: seen.version })
  })
})
