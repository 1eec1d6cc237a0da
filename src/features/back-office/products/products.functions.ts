/**
 * The back office's products through the Shop API (`/api/admin/products...`); the API checks the
 * role (staff read, admins save). The image is uploaded first (back-office/images, docs/decisions/0036).
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  adminProductResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  productOptionsResponseSchema,
  productSaveSchema,
} from '~/api/contract/admin-products'
import { answerOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'

const id = z.number().int().positive().max(2_147_483_647)

export const getProducts = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(productListQuerySchema.omit({ lang: true }).partial())
  .handler(async ({ data, context }) => {
    const query = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined && value !== ''))
    return (await context.upstream.get('/api/admin/products', { schema: productListResponseSchema, query })).data
  })

export const getProductOptions = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(async ({ context }) => (await context.upstream.get('/api/admin/product-options', { schema: productOptionsResponseSchema })).data)

export const getProduct = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ id }))
  .handler(
    async ({ data, context }) =>
      (await context.upstream.get(`/api/admin/products/${data.id}`, { schema: adminProductResponseSchema })).data,
  )

/** A save (a new product without `id`): the product as saved, or the refusal (400 fields, 409 taken or changed since). */
export const saveProductFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ id: id.optional(), product: productSaveSchema }))
  .handler(({ data, context }) =>
    answerOf(() =>
      data.id
        ? context.upstream.request(`/api/admin/products/${data.id}`, {
            method: 'PUT',
            schema: adminProductResponseSchema,
            body: data.product,
          })
        : context.upstream.post('/api/admin/products', { schema: adminProductResponseSchema, body: data.product }),
    ),
  )
