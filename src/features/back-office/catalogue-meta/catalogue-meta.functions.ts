/** Brands and categories through the Shop API (`/api/admin/brands`, `/api/admin/categories`); the API checks the role (admins change them). */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  brandListResponseSchema,
  brandResponseSchema,
  categoryListResponseSchema,
  categoryResponseSchema,
} from '~/api/contract/admin-brands-categories'
import { answerOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'

export const getBrands = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(async ({ context }) => (await context.upstream.get('/api/admin/brands', { schema: brandListResponseSchema })).data.items)

export const getCategories = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(async ({ context }) => (await context.upstream.get('/api/admin/categories', { schema: categoryListResponseSchema })).data.items)

/** The fields as typed: the API checks them and answers each refusal under its field. */
const text = z.string().max(2000)
const common = {
  /** Absent: a new one. */
  id: z.number().int().positive().max(2_147_483_647).optional(),
  name_fr: text,
  name_ar: text,
  image_path: text,
  sort_order: z.number().nullable(),
  version: z.number().int().optional(),
}

export const saveBrandFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ ...common, slug: text }))
  .handler(({ data: { id, ...body }, context }) =>
    answerOf(() =>
      context.upstream.request(id ? `/api/admin/brands/${id}` : '/api/admin/brands', {
        method: id ? 'PUT' : 'POST',
        schema: brandResponseSchema,
        body,
      }),
    ),
  )

export const saveCategoryFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ ...common, slug_fr: text, slug_ar: text }))
  .handler(({ data: { id, ...body }, context }) =>
    answerOf(() =>
      context.upstream.request(id ? `/api/admin/categories/${id}` : '/api/admin/categories', {
        method: id ? 'PUT' : 'POST',
        schema: categoryResponseSchema,
        body,
      }),
    ),
  )
