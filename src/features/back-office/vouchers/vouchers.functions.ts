/** Vouchers through the Shop API (`/api/admin/vouchers…`); the API checks the role (admins change them). */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  voucherChoicesResponseSchema,
  voucherDetailResponseSchema,
  voucherListResponseSchema,
  voucherResponseSchema,
} from '~/api/contract/admin-vouchers'
import { searchFields } from '~/lib/url-search'
import { answerOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'
import { readVoucherListSearch, type VoucherListSearch } from './vouchers-search'

export const getVouchers = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator((data: VoucherListSearch) => readVoucherListSearch(searchFields(data)))
  .handler(
    async ({ data, context }) =>
      (await context.upstream.get('/api/admin/vouchers', { schema: voucherListResponseSchema, query: data })).data,
  )

const idSchema = z.number().int().positive().max(2_147_483_647)

export const getVoucher = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ id: idSchema }))
  .handler(
    async ({ data, context }) =>
      (await context.upstream.get(`/api/admin/vouchers/${data.id}`, { schema: voucherDetailResponseSchema })).data,
  )

export const getVoucherChoices = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(async ({ context }) => (await context.upstream.get('/api/admin/voucher-choices', { schema: voucherChoicesResponseSchema })).data)

/** The fields as typed (amounts already in centimes): the API checks them and answers each refusal under its field. */
export const saveVoucherFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(
    z.object({
      id: idSchema.optional(),
      code: z.string().max(200),
      kind: z.string().max(40),
      value: z.number().nullable(),
      min_order: z.number().nullable(),
      starts_on: z.string().max(20).nullable(),
      ends_on: z.string().max(20).nullable(),
      max_uses: z.number().nullable(),
      max_uses_per_customer: z.number().nullable(),
      is_active: z.boolean(),
      city_ids: z.array(idSchema).max(200),
      category_ids: z.array(idSchema).max(200),
      version: z.number().int().optional(),
    }),
  )
  .handler(({ data: { id, ...body }, context }) =>
    answerOf(() =>
      context.upstream.request(id ? `/api/admin/vouchers/${id}` : '/api/admin/vouchers', {
        method: id ? 'PUT' : 'POST',
        schema: voucherResponseSchema,
        body,
      }),
    ),
  )
