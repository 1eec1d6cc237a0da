/**
 * Products and pack sizes in the back office (issue 17 §1, §8, §9; docs/decisions/0036): created
 * with their pack sizes and cities in one transaction or not at all; both languages before going
 * live; references unique; the second of two admins saving from one version refused with who,
 * when and what; images checked by their content and stored as WebP; the catalogue follows at once.
 */
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { asc, count, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { AdminProduct, ProductSave } from '~/api/contract/admin-products'
import { attributeValues, auditLog, brands, categories, cities, products, productVariants } from '~/api/db/schema'
import { mediaRoute } from '~/api/media/media-route'
import { FileMediaStore } from '~/api/media/media-store'
import { type Change, listenForChanges } from '~/api/services/shared/change-feed'
import { storeProductImage } from '~/api/services/catalogue/product-images'
import { log } from '~/lib/logger.server'
import { adminCall, createMember } from './back-office-helpers'
import { together } from './checkout-helpers'
import { useTestDatabase } from './test-database'

const { db, api, url } = await useTestDatabase()
const listenerPool = new pg.Pool({ connectionString: url, max: 1 })
listenerPool.on('error', () => {})
afterAll(() => listenerPool.end())

const admin = await createMember(db, 'admin', { firstName: 'Amina', lastName: 'Alaoui' })
const otherAdmin = await createMember(db, 'admin', { firstName: 'Karim', lastName: 'Bennani' })
const staff = await createMember(db, 'staff')
const [brand] = await db.select().from(brands).orderBy(asc(brands.id)).limit(1)
const [category] = await db.select().from(categories).orderBy(asc(categories.id)).limit(1)
const [casablanca, rabat, third] = await db.select().from(cities).orderBy(asc(cities.sortOrder), asc(cities.id)).limit(3)

let counter = 0
/** A product ready to go live: two pack sizes with new labels, sold in the first two cities. */
function newProduct(change: (body: ProductSave) => void = () => {}): ProductSave {
  const tag = `T${Date.now().toString(36)}${++counter}`.toUpperCase()
  const body: ProductSave = {
    name: { fr: `Eau Test ${tag}`, ar: `ماء تجريبي ${tag}` },
    description: { fr: 'Une eau de test.', ar: 'ماء للتجربة.' },
    brand_id: brand!.id,
    category_id: category!.id,
    reference: `REF-${tag}`,
    price: 500,
    sell_price: null,
    city_ids: [casablanca!.id, rabat!.id],
    is_active: true,
    image: { url: '/images/products/bahia-1l.webp', width: 480, height: 480 },
    pack_sizes: [
      {
        reference: `REF-${tag}-6`,
        format_id: null,
        label: { fr: `Pack 6 ${tag}`, ar: `علبة 6 ${tag}` },
        price: 3000,
        sell_price: 2800,
        is_active: true,
      },
      {
        reference: `REF-${tag}-12`,
        format_id: null,
        label: { fr: `Pack 12 ${tag}`, ar: `علبة 12 ${tag}` },
        price: 5500,
        sell_price: null,
        is_active: true,
      },
    ],
  }
  change(body)
  return body
}
const create = (body: unknown, token = admin.token, lang = 'fr') =>
  adminCall(api, `/api/admin/products?lang=${lang}`, { method: 'POST', body, token })
const update = (id: number, body: unknown, token = admin.token, lang = 'fr') =>
  adminCall(api, `/api/admin/products/${id}?lang=${lang}`, { method: 'PUT', body, token })
const read = async (id: number) => (await adminCall(api, `/api/admin/products/${id}`, { token: staff.token })).body.data as AdminProduct
const saveBody = (product: AdminProduct): ProductSave => {
  const { id: _id, slug: _slug, updated: _updated, ...body } = structuredClone(product)
  return body
}
const catalogue = async (cityId: number, q: string, lang = 'fr') =>
  (await (await api.request(`/api/${lang}/${cityId}/products?q=${encodeURIComponent(q)}`)).json()).data
const productCount = async () => (await db.select({ n: count() }).from(products))[0]!.n

describe('creating a product', () => {
  it('saves it with two pack sizes and its cities, audited and announced; staff read it but cannot save', async () => {
    const changes: Change[] = []
    const stop = await listenForChanges(listenerPool, (change) => changes.push(change))
    const body = newProduct()
    const created = await create(body)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const product = created.body.data as AdminProduct
    expect(product.version).toBe(1)
    expect(product.slug).toMatch(/^eau-test-t/)
    expect(product.updated.by).toBe('Amina Alaoui')
    expect(product.city_ids.sort()).toEqual([casablanca!.id, rabat!.id].sort())
    expect(product.pack_sizes.map((pack) => [pack.reference, pack.label.fr, pack.price, pack.sell_price])).toEqual(
      body.pack_sizes.map((pack) => [pack.reference, pack.label.fr, pack.price, pack.sell_price]),
    )
    expect(product.pack_sizes.every((pack) => pack.format_id !== null)).toBe(true)
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(product.id)))
    expect([audit?.action, audit?.entity, audit?.actorId]).toEqual(['product.create', 'product', admin.id])
    await expect.poll(() => changes).toContainEqual({ topic: 'catalogue', key: `product:${product.id}` })
    await stop()

    // The same French name again: another slug. Staff may read, never save.
    const twin = await create(newProduct((next) => (next.name.fr = body.name.fr)))
    expect(twin.body.data.slug).toBe(`${product.slug}-2`)
    expect((await create(newProduct(), staff.token)).status).toBe(403)
    expect((await update(product.id, saveBody(product), staff.token)).status).toBe(403)
    const list = await adminCall(api, `/api/admin/products?q=${encodeURIComponent(body.reference)}&status=active`, { token: staff.token })
    expect(
      list.body.data.items.map((item: { reference: string; pack_sizes: number; cities: number }) => [
        item.reference,
        item.pack_sizes,
        item.cities,
      ]),
    ).toEqual([[body.reference, 2, 2]])
  })

  it('shows it only in the cities ticked, in both languages, and takes it out of the catalogue when deactivated', async () => {
    const body = newProduct()
    const product = (await create(body)).body.data as AdminProduct
    const inCity = async (cityId: number, lang = 'fr') => (await catalogue(cityId, body.reference, lang)).items
    expect((await inCity(casablanca!.id)).map((item: { available: boolean }) => item.available)).toEqual([true])
    expect((await inCity(rabat!.id, 'ar')).map((item: { name: string; formats: string[] }) => [item.name, item.formats])).toEqual([
      [body.name.ar, body.pack_sizes.map((pack) => pack.label.ar)],
    ])
    // Not sold in the third city: never available there, nor on its product page.
    expect((await inCity(third!.id)).map((item: { available: boolean }) => item.available)).toEqual([false])
    const page = await (await api.request(`/api/fr/${third!.id}/product/${product.id}`)).json()
    expect(page.data.available).toBe(false)
    const onlyAvailable = await (await api.request(`/api/fr/${third!.id}/products?available=1&q=${body.reference}`)).json()
    expect(onlyAvailable.data.items).toEqual([])

    const deactivated = await update(product.id, { ...saveBody(product), is_active: false })
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200)
    expect(await inCity(casablanca!.id)).toEqual([])
    expect((await api.request(`/api/fr/${casablanca!.id}/product/${product.id}`)).status).toBe(404)
    // Still in the back office (never deleted), among the inactive ones.
    const inactive = await adminCall(api, `/api/admin/products?status=inactive&q=${body.reference}`, { token: admin.token })
    expect(inactive.body.data.items).toHaveLength(1)
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'product.deactivate'))
    expect(audit?.entityId).toBe(String(product.id))
  })
})

describe('refusals', () => {
  it('needs both languages to go live, each refusal under its field in the admin’s language', async () => {
    const before = await productCount()
    const noArabic = await create(
      newProduct((body) => {
        body.name.ar = ''
        body.pack_sizes[1]!.label.ar = ''
      }),
      admin.token,
      'ar',
    )
    expect(noArabic.status).toBe(400)
    expect(Object.keys(noArabic.body.data.errors).sort()).toEqual(['name.ar', 'pack_sizes.1.label.ar'])
    expect(noArabic.body.data.errors['name.ar'][0]).toMatch(/\p{Script=Arabic}/u)
    const french = await create(newProduct((body) => (body.name.ar = 'Eau en français')))
    expect(french.body.data.errors['name.ar']).toBeDefined()
    expect(await productCount()).toBe(before)
    // Inactive, a product may wait for its Arabic name; going live then needs it.
    const draft = await create(newProduct((body) => Object.assign(body, { is_active: false, name: { ...body.name, ar: '' } })))
    expect(draft.status, JSON.stringify(draft.body)).toBe(201)
    const live = await update(draft.body.data.id, { ...saveBody(draft.body.data), is_active: true })
    expect(live.status).toBe(400)
    expect(live.body.data.errors['name.ar'][0]).toContain('en ligne')
  })

  it('refuses a reference already taken (409 under its field) and a sale price above the price', async () => {
    const first = (await create(newProduct())).body.data as AdminProduct
    const taken = await create(newProduct((body) => (body.reference = first.reference)))
    expect(taken.status).toBe(409)
    expect(taken.body.data.errors.reference[0]).toContain('déjà utilisée')
    const packTaken = await create(newProduct((body) => (body.pack_sizes[0]!.reference = first.pack_sizes[1]!.reference)))
    expect(packTaken.status).toBe(409)
    expect(Object.keys(packTaken.body.data.errors)).toEqual(['pack_sizes.0.reference'])
    const dearer = await create(newProduct((body) => (body.pack_sizes[1]!.sell_price = 9999)))
    expect(Object.keys(dearer.body.data.errors)).toEqual(['pack_sizes.1.sell_price'])

    // Two admins creating with one reference at the same moment: one product, the other refused 409.
    const same = newProduct()
    const raced = await together(2, (index) =>
      create({ ...same, pack_sizes: same.pack_sizes.map((pack) => ({ ...pack, reference: `${pack.reference}-${index}` })) }),
    )
    expect(raced.map((answer) => answer.status).sort()).toEqual([201, 409])
  })

  it('lets two pack sizes of one product swap their references in one save', async () => {
    const product = (await create(newProduct())).body.data as AdminProduct
    const swapped = saveBody(product)
    const [first, second] = swapped.pack_sizes
    ;[first!.reference, second!.reference] = [second!.reference, first!.reference]
    const saved = await update(product.id, swapped)
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data.pack_sizes.map((pack: { id: number; reference: string }) => [pack.id, pack.reference])).toEqual([
      [product.pack_sizes[0]!.id, product.pack_sizes[1]!.reference],
      [product.pack_sizes[1]!.id, product.pack_sizes[0]!.reference],
    ])
  })

  it('saves a product and its pack sizes in one transaction: a pack size the database refuses saves nothing', async () => {
    // A real failure in the middle of the transaction, after the product and the first pack size are written.
    await db.execute(sql`CREATE FUNCTION refuse_breaking_pack() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.reference LIKE 'BREAKS-%' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`)
    await db.execute(sql`CREATE TRIGGER refuse_breaking_pack BEFORE INSERT OR UPDATE ON product_variants
      FOR EACH ROW EXECUTE FUNCTION refuse_breaking_pack()`)
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {})
    try {
      const before = await productCount()
      const variantsBefore = (await db.select({ n: count() }).from(productVariants))[0]!.n
      const failing = newProduct((body) => (body.pack_sizes[1]!.reference = `BREAKS-${counter}`))
      expect((await create(failing)).status).toBe(500)
      expect(await productCount()).toBe(before)
      expect((await db.select({ n: count() }).from(productVariants))[0]!.n).toBe(variantsBefore)
      expect(await db.select().from(attributeValues).where(eq(attributeValues.labelFr, failing.pack_sizes[0]!.label.fr))).toEqual([])

      const product = (await create(newProduct())).body.data as AdminProduct
      const edited = saveBody(product)
      edited.name.fr = 'Nom qui ne doit pas rester'
      edited.city_ids = [third!.id]
      edited.pack_sizes.push({
        reference: `BREAKS-${counter}-2`,
        format_id: null,
        label: { fr: 'X', ar: 'س' },
        price: 1,
        sell_price: null,
        is_active: true,
      })
      expect((await update(product.id, edited)).status).toBe(500)
      expect(await read(product.id)).toEqual(product)
    } finally {
      errors.mockRestore()
      await db.execute(sql`DROP TRIGGER refuse_breaking_pack ON product_variants`)
      await db.execute(sql`DROP FUNCTION refuse_breaking_pack()`)
    }
  })

  it('refuses pack sizes of another product and unknown choices, before writing anything', async () => {
    const product = (await create(newProduct())).body.data as AdminProduct
    const other = (await create(newProduct())).body.data as AdminProduct
    const stolen = saveBody(product)
    stolen.pack_sizes[0]!.id = other.pack_sizes[0]!.id
    stolen.city_ids = [2_000_000_000]
    const refused = await update(product.id, stolen)
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.body.data.errors).sort()).toEqual(['city_ids', 'pack_sizes.0.reference'])
    expect(await read(other.id)).toEqual(other)
    expect(await read(product.id)).toEqual(product)
  })
})

describe('two admins editing one product', () => {
  it('refuses the second save with who saved, when and what changed; removed pack sizes are deactivated', async () => {
    const product = (await create(newProduct())).body.data as AdminProduct
    const first = saveBody(product)
    first.price = 650
    first.pack_sizes = first.pack_sizes.slice(0, 1)
    const saved = await update(product.id, first, otherAdmin.token)
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data.version).toBe(2)
    expect(saved.body.data.pack_sizes.map((pack: { is_active: boolean }) => pack.is_active)).toEqual([true, false])

    const second = saveBody(product)
    second.name.fr = 'Mon nom à moi'
    const refused = await update(product.id, second)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toContain('Karim Bennani')
    expect(refused.body.message).toContain('prix')
    expect(refused.body.message).toContain('formats')
    const inArabic = await update(product.id, second, admin.token, 'ar')
    expect(inArabic.body.message).toContain('الأسعار')
    expect((await read(product.id)).name.fr).toBe(product.name.fr)
    // Without a version, an edit is refused as well (never a blind overwrite).
    expect((await update(product.id, { ...second, version: undefined })).status).toBe(409)
  })
})

describe('product images', () => {
  const upload = (data: string, lang = 'fr') =>
    adminCall(api, `/api/admin/product-images?lang=${lang}`, { method: 'POST', body: { data }, token: admin.token })
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#2a7ab8' } })
      .png()
      .toBuffer()

  it('converts a good PNG to WebP in the storefront’s size, stored under its hash and served for ever', async () => {
    const answer = await upload((await png(800, 600)).toString('base64'))
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expect(answer.body.data).toMatchObject({ width: 480, height: 480 })
    expect(answer.body.data.url).toMatch(/^\/media\/products\/[0-9a-f]{32}-480\.webp$/)
    const served = await mediaRoute.request(answer.body.data.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toContain('immutable')
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 480, 480])
    expect((await mediaRoute.request('/media/products/..%2F..%2Fetc-passwd.webp')).status).toBe(404)
    // The product names it; a path outside the shop's images is refused.
    const product = await create(newProduct((body) => (body.image = answer.body.data)))
    expect(product.status).toBe(201)
    expect((await create(newProduct((body) => (body.image.url = 'https://evil.example/x.webp')))).status).toBe(400)
  })

  it('refuses a file that is not an image, a huge one, and one too small, with a clear message', async () => {
    const text = await upload(Buffer.from('not an image at all, only text named photo.png').toString('base64'))
    expect(text.status).toBe(400)
    expect(text.body.message).toContain('JPEG, PNG ou WebP')
    const gif = await upload(
      (
        await sharp({ create: { width: 500, height: 500, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer()
      ).toString('base64'),
    )
    expect(gif.status).toBe(400)
    const huge = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 7).toString('base64'), 'ar')
    expect(huge.status).toBe(413)
    expect(huge.body.message).toMatch(/\p{Script=Arabic}/u)
    const small = await upload((await png(300, 900)).toString('base64'))
    expect(small.status).toBe(400)
    expect(small.body.message).toContain('300×900')
  })

  it('keeps files in the configured folder, so any instance with that folder serves them', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'media-'))
    const image = await storeProductImage(new FileMediaStore(folder), await png(400, 400))
    const elsewhere = new FileMediaStore(folder)
    expect(await elsewhere.read(image.url.replace('/media/', ''))).not.toBeNull()
  })
})
