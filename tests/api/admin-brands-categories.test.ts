/**
 * Brands and categories in the back office on a real PostgreSQL (issue 17 §4, §8, §9): staff
 * read, admins create and change; names in both languages (Arabic in Arabic letters), slugs unique
 * across brands and categories with the refusal under the field; a changed slug keeps its old
 * catalogue address answering with the new one; a save from an older version refused (409: who,
 * when, what) and never overwriting; the audit line and the announcement, in one transaction.
 * Their images: uploaded through the products' pipeline, stored as WebP in their own folder, and
 * a save names only an image the shop serves itself.
 */
import { and, eq } from 'drizzle-orm'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import type { AdminBrand, AdminCategory } from '~/api/contract/admin-brands-categories'
import { auditLog, brands, categories, slugRedirects } from '~/api/db/schema'
import { mediaRoute } from '~/api/media/media-route'
import { type Change, listenForChanges } from '~/api/services/shared/change-feed'
import { m } from '~/paraglide/messages.js'
import { adminCall, createMember } from './back-office-helpers'
import { together } from './checkout-helpers'
import { useTestDatabase } from './test-database'

const { db, api, url, anotherInstance } = await useTestDatabase()
const listenerPool = new pg.Pool({ connectionString: url, max: 1 })
listenerPool.on('error', () => {}) // the database is dropped with its connections at the end
afterAll(() => listenerPool.end())
const secondInstance = anotherInstance()
const admin = await createMember(db, 'admin', { firstName: 'Amina', lastName: 'Alaoui' })
const otherAdmin = await createMember(db, 'admin', { firstName: 'Karim', lastName: 'Bennani' })
const staff = await createMember(db, 'staff')
const driver = await createMember(db, 'driver')
const customer = await createMember(db, 'customer')

const [family] = await db.select().from(categories).where(eq(categories.slug, 'bouteilles-familiales'))
const [sidiAli] = await db.select().from(brands).where(eq(brands.slug, 'sidi-ali'))

const put = (path: string, body: unknown, token = admin.token, instance = api) => adminCall(instance, path, { token, body, method: 'PUT' })
const post = (path: string, body: unknown, token = admin.token) => adminCall(api, path, { token, body, method: 'POST' })
const readCategory = async (id: number) =>
  (await adminCall(api, `/api/admin/categories/${id}`, { token: staff.token })).body.data as AdminCategory
const readBrand = async (id: number) => (await adminCall(api, `/api/admin/brands/${id}`, { token: staff.token })).body.data as AdminBrand
const categoryBody = (category: AdminCategory, change: Partial<AdminCategory> = {}) => {
  const { slug_fr, slug_ar, name_fr, name_ar, image_path, sort_order, version } = { ...category, ...change }
  return { slug_fr, slug_ar, name_fr, name_ar, image_path, sort_order, version }
}
const brandBody = (brand: AdminBrand, change: Partial<AdminBrand> = {}) => {
  const { slug, name_fr, name_ar, image_path, sort_order, version } = { ...brand, ...change }
  return { slug, name_fr, name_ar, image_path, sort_order, version }
}
const taxonomy = async (locale = 'fr') => (await (await api.request(`/api/${locale}/taxonomy`)).json()).data

describe('who may read and change brands and categories', () => {
  it('lets staff read both lists in their order, with product counts; only admins write', async () => {
    const list = await adminCall(api, '/api/admin/categories', { token: staff.token })
    expect(list.status).toBe(200)
    const items = list.body.data.items as AdminCategory[]
    expect(items.map((item) => item.sort_order)).toEqual([...items.map((item) => item.sort_order)].sort((a, b) => a - b))
    expect(items.find((item) => item.id === family!.id)).toMatchObject({ slug_fr: 'bouteilles-familiales', slug_ar: 'qarurat-ailiya' })
    expect(items.find((item) => item.id === family!.id)!.product_count).toBeGreaterThan(0)
    const brandList = await adminCall(api, '/api/admin/brands', { token: staff.token })
    expect(brandList.body.data.items).toContainEqual(
      expect.objectContaining({ slug: 'sidi-ali', name_fr: 'Sidi Ali', name_ar: 'سيدي علي' }),
    )

    for (const member of [customer, driver]) {
      expect((await adminCall(api, '/api/admin/brands', { token: member.token })).status).toBe(403)
    }
    const category = await readCategory(family!.id)
    for (const member of [customer, driver, staff]) {
      expect((await put(`/api/admin/categories/${family!.id}`, categoryBody(category, { name_fr: 'Non' }), member.token)).status).toBe(403)
      expect((await post('/api/admin/brands', { slug: 'x', name_fr: 'X', name_ar: 'إكس', sort_order: 1 }, member.token)).status).toBe(403)
    }
    expect((await readCategory(family!.id)).name_fr).toBe('Bouteilles familiales')
  })
})

describe('creating and changing', () => {
  it('creates a brand with both names, shown in each language on the storefront, with its audit line', async () => {
    const created = await post('/api/admin/brands', { slug: 'Ain-Ifrane', name_fr: 'Aïn Ifrane', name_ar: 'عين إفران', sort_order: 20 })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.data).toMatchObject({
      slug: 'ain-ifrane',
      name_fr: 'Aïn Ifrane',
      name_ar: 'عين إفران',
      version: 1,
      product_count: 0,
    })
    expect(created.body.data.updated.by).toBe('Amina Alaoui')
    expect((await taxonomy('ar')).brands).toContainEqual({ slug: 'ain-ifrane', name: 'عين إفران' })
    expect((await taxonomy('fr')).brands).toContainEqual({ slug: 'ain-ifrane', name: 'Aïn Ifrane' })
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'brand'), eq(auditLog.entityId, String(created.body.data.id))))
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'brand.create',
      after: expect.objectContaining({ version: 1, slug: 'ain-ifrane' }),
    })
  })

  it('refuses bad fields under each field in the admin’s language, and changes nothing', async () => {
    const category = await readCategory(family!.id)
    const french = await put(
      `/api/admin/categories/${family!.id}`,
      categoryBody(category, {
        slug_fr: 'Eau minérale!',
        name_fr: '  ',
        name_ar: 'Bouteilles',
        image_path: 'javascript:alert(1)',
        sort_order: -1,
      }),
    )
    expect(french.status).toBe(400)
    expect(french.body.data.errors).toEqual({
      slug_fr: [m.api_bo_meta_slug_invalid({}, { locale: 'fr' })],
      name_fr: [m.api_bo_meta_name_required({}, { locale: 'fr' })],
      name_ar: [m.api_bo_meta_name_ar_invalid({}, { locale: 'fr' })],
      image_path: [m.api_bo_meta_image_invalid({}, { locale: 'fr' })],
      sort_order: [m.api_bo_meta_order_invalid({}, { locale: 'fr' })],
    })
    const arabic = await put(`/api/admin/categories/${family!.id}?lang=ar`, categoryBody(category, { slug_ar: 'petites-bouteilles' }))
    expect(arabic.status).toBe(400)
    expect(arabic.body.data.errors).toEqual({
      slug_ar: [m.api_bo_meta_slug_taken_category({ name: 'Petites bouteilles' }, { locale: 'ar' })],
    })
    // A category may not take a brand's slug: the catalogue path reads both.
    const brandSlug = await put(`/api/admin/categories/${family!.id}`, categoryBody(category, { slug_fr: 'sidi-ali' }))
    expect(brandSlug.body.data.errors).toEqual({ slug_fr: [m.api_bo_meta_slug_taken_brand({ name: 'Sidi Ali' }, { locale: 'fr' })] })
    const noVersion = await put(`/api/admin/categories/${family!.id}`, { ...categoryBody(category), version: undefined })
    expect(noVersion.body.data.errors).toEqual({ version: [m.api_bo_edit_version_missing({}, { locale: 'fr' })] })
    // Half a UTF-16 pair (the audit log's jsonb cannot hold it) is refused under its field, not a 500.
    const lone = await post('/api/admin/brands', {
      slug: 'demi',
      name_fr: 'Marque \ud800',
      name_ar: 'علامة',
      image_path: '/a\udc00',
      sort_order: 1,
    })
    expect(lone.status).toBe(400)
    expect(Object.keys(lone.body.data.errors)).toEqual(['name_fr', 'image_path'])
    const brandTaken = await post('/api/admin/brands', { slug: 'oulmes', name_fr: 'Autre', name_ar: 'أخرى', sort_order: 1 })
    expect(brandTaken.body.data.errors).toEqual({ slug: [m.api_bo_meta_slug_taken_brand({ name: 'Oulmès' }, { locale: 'fr' })] })
    expect(await readCategory(family!.id)).toEqual(category)
    expect((await put('/api/admin/categories/999999', categoryBody(category))).status).toBe(404)
  })

  it('keeps a changed slug answering: the taxonomy maps the old slug to the new one, in both languages', async () => {
    const petites = (await db.select().from(categories).where(eq(categories.slug, 'petites-bouteilles')))[0]!
    const category = await readCategory(petites.id)
    const saved = await put(
      `/api/admin/categories/${petites.id}`,
      categoryBody(category, { slug_fr: 'petits-formats', slug_ar: 'ahjam-saghira' }),
    )
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data).toMatchObject({ slug_fr: 'petits-formats', slug_ar: 'ahjam-saghira', version: category.version + 1 })
    const former = (await taxonomy()).former_slugs
    expect(former).toContainEqual({ kind: 'category', old: 'petites-bouteilles', slug_fr: 'petits-formats', slug_ar: 'ahjam-saghira' })
    expect(former).toContainEqual({ kind: 'category', old: category.slug_ar, slug_fr: 'petits-formats', slug_ar: 'ahjam-saghira' })
    // Renamed again: the first old slug follows to the newest one (a redirect names the category, not a slug).
    const again = await put(`/api/admin/categories/${petites.id}`, categoryBody(saved.body.data, { slug_fr: 'formats-nomades' }))
    expect(again.status).toBe(200)
    expect((await taxonomy()).former_slugs).toContainEqual(
      expect.objectContaining({ old: 'petites-bouteilles', slug_fr: 'formats-nomades' }),
    )
    // Taking back its first slug: that slug is current again, no longer a redirect.
    const back = await put(`/api/admin/categories/${petites.id}`, categoryBody(again.body.data, { slug_fr: 'petites-bouteilles' }))
    expect(back.status).toBe(200)
    expect((await taxonomy()).former_slugs.map((entry: { old: string }) => entry.old)).not.toContain('petites-bouteilles')
    // A brand's slug too; the storefront's catalogue lists products under the new one.
    const brand = await readBrand(sidiAli!.id)
    expect((await put(`/api/admin/brands/${sidiAli!.id}`, brandBody(brand, { slug: 'sidi-ali-source' }))).status).toBe(200)
    expect((await taxonomy()).former_slugs).toContainEqual({
      kind: 'brand',
      old: 'sidi-ali',
      slug_fr: 'sidi-ali-source',
      slug_ar: 'sidi-ali-source',
    })
    const rows = await db.select().from(slugRedirects).where(eq(slugRedirects.targetId, sidiAli!.id))
    expect(rows).toEqual([expect.objectContaining({ kind: 'brand', oldSlug: 'sidi-ali', locale: 'fr' })])
    // Its old slug taken back: that redirect goes, the newer former slug now redirects.
    expect((await put(`/api/admin/brands/${sidiAli!.id}`, brandBody(await readBrand(sidiAli!.id), { slug: 'sidi-ali' }))).status).toBe(200)
    expect(await db.select().from(slugRedirects).where(eq(slugRedirects.kind, 'brand'))).toEqual([
      expect.objectContaining({ oldSlug: 'sidi-ali-source' }),
    ])
  })

  it('saves nothing, and writes no version, when nothing changed', async () => {
    const brand = await readBrand(sidiAli!.id)
    const same = await put(`/api/admin/brands/${sidiAli!.id}`, brandBody(brand))
    expect(same.status).toBe(200)
    expect(same.body.data.version).toBe(brand.version)
  })
})

describe('two admins editing the same brand or category', () => {
  it('refuses the second save with who saved, when and what changed, and never overwrites the first', async () => {
    const category = await readCategory(family!.id)
    expect((await put(`/api/admin/categories/${family!.id}`, categoryBody(category, { name_ar: 'قارورات العائلة' }))).status).toBe(200)
    const second = await put(
      `/api/admin/categories/${family!.id}?lang=ar`,
      categoryBody(category, { name_fr: 'Grandes bouteilles' }),
      otherAdmin.token,
      secondInstance,
    )
    expect(second.status).toBe(409)
    expect(second.body.message).toContain('Amina Alaoui')
    expect(second.body.message).toContain(m.api_bo_meta_label_name_ar({}, { locale: 'ar' }))
    expect(second.body.data.errors).toEqual({ name_ar: [m.api_bo_edit_field_changed({}, { locale: 'ar' })] })
    const now = await readCategory(family!.id)
    expect(now).toMatchObject({ name_ar: 'قارورات العائلة', name_fr: 'Bouteilles familiales', version: category.version + 1 })
  })

  it('lets one of two saves made at the same moment through two instances win, the other refused', async () => {
    const brand = await readBrand(sidiAli!.id)
    const answers = await together(2, (index) =>
      put(
        `/api/admin/brands/${sidiAli!.id}`,
        brandBody(brand, { sort_order: 40 + index }),
        [admin.token, otherAdmin.token][index],
        [api, secondInstance][index],
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect((await readBrand(sidiAli!.id)).version).toBe(brand.version + 1)
  })

  it('announces a saved change to every listening instance once committed, nothing for a refused one', async () => {
    const heard: Change[] = []
    // The services' own announcements; the tables' (migration 0021) are tested in tests/reliability/page-cache.test.ts.
    const stop = await listenForChanges(listenerPool, (change) => change.topic !== 'table' && heard.push(change))
    try {
      const category = await readCategory(family!.id)
      expect((await put(`/api/admin/categories/${family!.id}`, categoryBody(category, { sort_order: 7 }))).status).toBe(200)
      expect((await put(`/api/admin/categories/${family!.id}`, categoryBody(category, { sort_order: 8 }))).status).toBe(409)
      await expect.poll(() => heard).toEqual([{ topic: 'catalogue', key: `category:${family!.id}` }])
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(heard).toHaveLength(1)
    } finally {
      await stop()
    }
  })
})

describe('brand and category images (docs/decisions/0036)', () => {
  const upload = (body: { data: string; kind?: string }, token = admin.token, lang = 'fr') =>
    adminCall(api, `/api/admin/product-images?lang=${lang}`, { method: 'POST', body, token })
  const photo = async (width: number, height: number) =>
    (
      await sharp({ create: { width, height, channels: 3, background: '#2a7ab8' } })
        .png()
        .toBuffer()
    ).toString('base64')
  const servedSize = async (url: string) => {
    const served = await mediaRoute.request(url)
    expect(served.status, url).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    const { format, width, height } = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    return { format, width, height }
  }

  it('stores a brand’s logo as WebP under brands/ fitted on white, and a category’s picture under categories/ as a 3:2 tile', async () => {
    const logo = await upload({ data: await photo(1200, 400), kind: 'brand' })
    expect(logo.status, JSON.stringify(logo.body)).toBe(201)
    expect(logo.body.data).toMatchObject({ width: 240, height: 240 })
    expect(logo.body.data.url).toMatch(/^\/media\/brands\/[0-9a-f]{32}-240\.webp$/)
    expect(await servedSize(logo.body.data.url)).toEqual({ format: 'webp', width: 240, height: 240 })
    // Twice the size beside it, for sharp screens.
    expect(await servedSize(logo.body.data.url.replace('-240.webp', '-480.webp'))).toEqual({ format: 'webp', width: 480, height: 480 })

    const picture = await upload({ data: await photo(800, 800), kind: 'category' })
    expect(picture.status).toBe(201)
    expect(picture.body.data).toMatchObject({ width: 480, height: 320 })
    expect(picture.body.data.url).toMatch(/^\/media\/categories\/[0-9a-f]{32}-480\.webp$/)
    expect(await servedSize(picture.body.data.url)).toEqual({ format: 'webp', width: 480, height: 320 })

    // The brand names its upload and is read back with it; an empty one removes it.
    const brand = await readBrand(sidiAli!.id)
    const saved = await put(`/api/admin/brands/${sidiAli!.id}`, brandBody(brand, { image_path: logo.body.data.url }))
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect((await readBrand(sidiAli!.id)).image_path).toBe(logo.body.data.url)
    const category = await readCategory(family!.id)
    const named = await put(`/api/admin/categories/${family!.id}`, categoryBody(category, { image_path: picture.body.data.url }))
    expect(named.body.data.image_path).toBe(picture.body.data.url)
    const removed = await put(`/api/admin/brands/${sidiAli!.id}`, brandBody(saved.body.data, { image_path: '' }))
    expect(removed.body.data.image_path).toBeNull()
  })

  it('refuses a file that is not an image (400), one over 5 MB (413), an unknown kind, and anyone but an admin (403)', async () => {
    const text = await upload({ data: Buffer.from('only text, named logo.png').toString('base64'), kind: 'brand' })
    expect(text.status).toBe(400)
    expect(text.body.data.errors).toEqual({ data: [m.api_image_not_image({}, { locale: 'fr' })] })
    const huge = await upload({ data: Buffer.alloc(5 * 1024 * 1024 + 1, 7).toString('base64'), kind: 'category' }, admin.token, 'ar')
    expect(huge.status).toBe(413)
    expect(huge.body.message).toBe(m.api_image_too_large({ max: '5' }, { locale: 'ar' }))
    expect((await upload({ data: await photo(400, 400), kind: 'voucher' })).status).toBe(400)
    for (const member of [staff, driver, customer]) {
      expect((await upload({ data: await photo(400, 400), kind: 'brand' }, member.token)).status).toBe(403)
    }
  })

  it('refuses a save naming an outside address under its field, in the admin’s language; the site’s own images pass', async () => {
    const brand = await readBrand(sidiAli!.id)
    for (const foreign of ['https://cdn.example.com/logo.webp', '//cdn.example.com/logo.webp', '/media/../secret.webp', '/logo.png']) {
      const refused = await put(`/api/admin/brands/${sidiAli!.id}`, brandBody(brand, { image_path: foreign }))
      expect(refused.status, foreign).toBe(400)
      expect(refused.body.data.errors).toEqual({ image_path: [m.api_bo_meta_image_invalid({}, { locale: 'fr' })] })
    }
    const category = await readCategory(family!.id)
    const arabic = await put(
      `/api/admin/categories/${family!.id}?lang=ar`,
      categoryBody(category, { image_path: 'https://cdn.example.com/eau.webp' }),
    )
    expect(arabic.body.data.errors).toEqual({ image_path: [m.api_bo_meta_image_invalid({}, { locale: 'ar' })] })
    expect(await readBrand(sidiAli!.id)).toEqual(brand)
    // A public image of the site (as the demo products name theirs) is accepted.
    const demo = await put(`/api/admin/brands/${sidiAli!.id}`, brandBody(brand, { image_path: '/images/products/sidi-ali-1l.webp' }))
    expect(demo.status).toBe(200)
  })
})
