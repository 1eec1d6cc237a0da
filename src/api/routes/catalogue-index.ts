import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { asc, eq } from 'drizzle-orm'
import { catalogueIndexResponseSchema, legacyTargetResponseSchema, taxonomyResponseSchema } from '~/api/contract/catalogue-index'
import { idSchema, localeSchema } from '~/api/contract/common'
import { brands, categories, products } from '~/api/db/schema'
import { notFound } from '~/api/http/errors'
import type { ApiEnv } from '~/api/http/env'
import { brandNameSql } from '~/api/services/catalogue/brand-name'
import { formerSlugs } from '~/api/services/catalogue/former-slugs'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { noSession } from '~/api/http/openapi-security'

const indexRoute = createRoute({
  method: 'get',
  path: '/{locale}/catalogue-index',
  operationId: 'getCatalogueIndex',
  security: noSession,
  summary: 'Every category, brand and product a search engine may index',
  request: { params: z.object({ locale: localeSchema }) },
  responses: {
    200: { content: { 'application/json': { schema: catalogueIndexResponseSchema } }, description: 'The index' },
    400: refusalResponse('Invalid locale'),
  },
})

const legacyRoute = createRoute({
  method: 'get',
  path: '/{locale}/legacy-target',
  operationId: 'getLegacyTarget',
  security: noSession,
  summary: 'Where a category or product id of the old shop leads now',
  request: {
    params: z.object({ locale: localeSchema }),
    query: z.object({ kind: z.enum(['category', 'product']), id: idSchema }),
  },
  responses: {
    200: { content: { 'application/json': { schema: legacyTargetResponseSchema } }, description: 'The new page' },
    404: refusalResponse('Unknown old id'),
  },
})

const taxonomyRoute = createRoute({
  method: 'get',
  path: '/{locale}/taxonomy',
  operationId: 'getTaxonomy',
  security: noSession,
  summary: 'Categories and brands, to read catalogue paths',
  request: { params: z.object({ locale: localeSchema }) },
  responses: {
    200: { content: { 'application/json': { schema: taxonomyResponseSchema } }, description: 'The taxonomy' },
    400: refusalResponse('Invalid locale'),
  },
})

export function registerCatalogueIndex(app: OpenAPIHono<ApiEnv>) {
  app.openapi(taxonomyRoute, async (c) => {
    const { locale } = c.req.valid('param')
    const db = await c.var.db()
    const [categoryRows, brandRows] = await Promise.all([
      db
        .select({ slug_fr: categories.slug, slug_ar: categories.slugAr, name: locale === 'ar' ? categories.nameAr : categories.nameFr })
        .from(categories)
        .orderBy(asc(categories.sortOrder)),
      db
        .select({ slug: brands.slug, name: brandNameSql(locale) })
        .from(brands)
        .orderBy(asc(brands.sortOrder), asc(brands.id)),
    ])
    const formerSlugRows = await formerSlugs(db)
    return c.json({ success: true as const, data: { categories: categoryRows, brands: brandRows, former_slugs: formerSlugRows } }, 200)
  })

  app.openapi(indexRoute, async (c) => {
    const db = await c.var.db()
    const [categoryRows, brandRows, productRows] = await Promise.all([
      db.select({ slug: categories.slug, slug_ar: categories.slugAr }).from(categories).orderBy(asc(categories.sortOrder)),
      db.select({ slug: brands.slug }).from(brands).orderBy(asc(brands.sortOrder)),
      db
        .select({ id: products.id, slug: products.slug, createdAt: products.createdAt })
        .from(products)
        .where(eq(products.isActive, true))
        .orderBy(asc(products.id)),
    ])
    return c.json(
      {
        success: true as const,
        data: {
          categories: categoryRows,
          brands: brandRows,
          products: productRows.map(({ createdAt, ...product }) => ({ ...product, updated_at: createdAt.toISOString() })),
        },
      },
      200,
    )
  })

  app.openapi(legacyRoute, async (c) => {
    const { kind, id } = c.req.valid('query')
    const db = await c.var.db()
    if (kind === 'category') {
      const [category] = await db.select().from(categories).where(eq(categories.legacyId, id))
      if (!category) throw notFound()
      return c.json({ success: true as const, data: { type: 'category' as const, slug: category.slug, slug_ar: category.slugAr } }, 200)
    }
    const [product] = await db.select().from(products).where(eq(products.legacyId, id))
    if (!product || !product.isActive) throw notFound()
    return c.json({ success: true as const, data: { type: 'product' as const, id: product.id, slug: product.slug } }, 200)
  })
}
