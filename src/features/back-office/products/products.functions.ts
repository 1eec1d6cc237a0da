/**
 * The back office's products through the Shop API (`/api/admin/products...`); the API checks the
 * role (staff read, admins save). An image comes from the browser as a form (no base64 in the
 * page) and goes on to the API as base64 JSON (docs/decisions/0036).
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  IMAGE_MAX_BYTES,
  adminProductResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  productOptionsResponseSchema,
  productSaveSchema,
  uploadedImageResponseSchema,
} from '~/api/contract/admin-products'
import { m } from '~/paraglide/messages.js'
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

export const uploadProductImageFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator((data: unknown) => {
    const file = data instanceof FormData ? data.get('file') : null
    if (!(file instanceof File)) throw new Error('expected a form with a file')
    return file
  })
  .handler(async ({ data: file, context }) => {
    // Refused here before it is read whole; the API checks again, by content.
    if (file.size > IMAGE_MAX_BYTES) {
      return { success: false as const, status: 413, message: m.api_image_too_large({ max: '5' }), errors: {} }
    }
    const data = Buffer.from(await file.arrayBuffer()).toString('base64')
    return answerOf(() => context.upstream.post('/api/admin/product-images', { schema: uploadedImageResponseSchema, body: { data } }))
  })
