/**
 * `/api/admin/products` (staff read, admins change) and `/api/admin/product-images` (admins
 * upload the images of products, brands and categories: its name is older than its `kind`), see
 * src/api/contract/admin-products.ts, admin-images.ts and docs/decisions/0036.
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import {
  adminProductResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  productOptionsResponseSchema,
  productParamSchema,
  productSaveSchema,
} from '~/api/contract/admin-products'
import { imageUploadSchema, uploadedImageResponseSchema } from '~/api/contract/admin-images'
import { localeSchema } from '~/api/contract/common'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { json } from '~/api/http/openapi-json'
import { conflictResponse, refusalResponse } from '~/api/http/openapi-refusal'
import { mediaStore } from '~/api/media/media-store'
import { adminProduct, createProduct, listAdminProducts, productOptions, updateProduct } from '~/api/services/catalogue/admin-products'
import { decodeBase64, storeImage } from '~/api/services/catalogue/product-images'
import { staffRoute } from './staff-route'

const langQuery = z.object({ lang: localeSchema.optional() })
const saveRefusals = {
  400: refusalResponse('A field to fix (both languages to go live, a sale price above the price, an unknown choice)'),
  409: conflictResponse('A reference already taken, or saved by someone else since the version edited (who, when, what)'),
}

const listRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/products',
  operationId: 'adminListProducts',
  summary: 'Products, searched and filtered, a page at a time (staff, admin)',
  request: { query: productListQuerySchema },
  responses: { 200: { ...json(productListResponseSchema), description: 'A page of products' } },
})
const optionsRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/product-options',
  operationId: 'adminGetProductOptions',
  summary: "The editor's choices: brands, categories, cities, pack labels (staff, admin)",
  request: { query: langQuery },
  responses: { 200: { ...json(productOptionsResponseSchema), description: 'The choices' } },
})
const readRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/products/{id}',
  operationId: 'adminGetProduct',
  summary: 'One product in both languages with its pack sizes and cities (staff, admin)',
  request: { params: productParamSchema, query: langQuery },
  responses: { 200: { ...json(adminProductResponseSchema), description: 'The product' }, 404: refusalResponse('No such product') },
})
const createRouteConfig = staffRoute(ROLES.admin, {
  method: 'post',
  path: '/admin/products',
  operationId: 'adminCreateProduct',
  summary: 'Creates a product with its pack sizes and cities, in one transaction (admin)',
  request: { query: langQuery, body: { ...json(productSaveSchema), required: true } },
  responses: { 201: { ...json(adminProductResponseSchema), description: 'The product as saved' }, ...saveRefusals },
})
const updateRoute = staffRoute(ROLES.admin, {
  method: 'put',
  path: '/admin/products/{id}',
  operationId: 'adminSaveProduct',
  summary: 'Saves a product over the version edited from, with its pack sizes and cities, or nothing (admin)',
  request: { params: productParamSchema, query: langQuery, body: { ...json(productSaveSchema), required: true } },
  responses: {
    200: { ...json(adminProductResponseSchema), description: 'The product as saved' },
    404: refusalResponse('No such product'),
    ...saveRefusals,
  },
})
const uploadRoute = staffRoute(ROLES.admin, {
  method: 'post',
  path: '/admin/product-images',
  operationId: 'adminUploadProductImage',
  summary:
    "Checks an image (JPEG, PNG or WebP by content, 5 MB, 400 to 6000 pixels) and stores it as WebP in its kind's sizes: a product's, a brand's or a category's (admin)",
  request: { query: langQuery, body: { ...json(imageUploadSchema), required: true } },
  responses: {
    201: { ...json(uploadedImageResponseSchema), description: 'The stored image, for the product, brand or category to name' },
    400: refusalResponse('Not a JPEG, PNG or WebP image, or too small or too large in pixels'),
    413: refusalResponse('Over 5 MB'),
  },
})

export function registerAdminProducts(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listRoute, async (c) => {
    const data = await listAdminProducts(await c.var.db(), c.req.valid('query'), requestLocale(c))
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(optionsRoute, async (c) => {
    const data = await productOptions(await c.var.db(), requestLocale(c))
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(readRoute, async (c) => {
    const data = await adminProduct(await c.var.db(), c.req.valid('param').id)
    return c.json({ success: true as const, data }, 200)
  })
  app.openapi(createRouteConfig, async (c) => {
    const db = await c.var.db()
    const { id } = await createProduct(db, c.req.valid('json'), actingStaff(c), c.var.now())
    return c.json({ success: true as const, data: await adminProduct(db, id) }, 201)
  })
  app.openapi(updateRoute, async (c) => {
    const db = await c.var.db()
    const { id } = await updateProduct(db, c.req.valid('param').id, c.req.valid('json'), actingStaff(c), c.var.now())
    return c.json({ success: true as const, data: await adminProduct(db, id) }, 200)
  })
  app.openapi(uploadRoute, async (c) => {
    const { data: base64, kind } = c.req.valid('json')
    const data = await storeImage(mediaStore(), decodeBase64(base64), kind)
    return c.json({ success: true as const, data }, 201)
  })
}
