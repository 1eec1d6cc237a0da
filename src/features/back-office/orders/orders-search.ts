/**
 * The orders list's URL search: the Shop API's query names (status, city, from, to, payment, q,
 * sort, dir, page, per_page), so a filtered view is a link to share. A wrong or stale value is
 * dropped rather than refused: the list still opens.
 */
import { z } from 'zod'
import { ADMIN_PAGE_SIZES, ORDER_SORTS, type AdminOrdersQuery } from '~/api/contract/admin-orders'
import { isoDaySchema } from '~/api/contract/common'
import { ORDER_STATUSES } from '~/api/contract/order-status'

const id = z.coerce.number().int().positive().max(2_147_483_647)

export const ordersSearchSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  city: id.optional().catch(undefined),
  from: isoDaySchema.optional().catch(undefined),
  to: isoDaySchema.optional().catch(undefined),
  payment: id.optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  sort: z.enum(ORDER_SORTS).optional().catch(undefined),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
  per_page: z.coerce
    .number()
    .int()
    .refine((size) => (ADMIN_PAGE_SIZES as readonly number[]).includes(size))
    .optional()
    .catch(undefined),
})
export type OrdersSearch = z.infer<typeof ordersSearchSchema>

/** The list's defaults, as the API has them: the newest orders first, 25 a page. */
export const DEFAULT_SORT = { sort: 'placed_at', dir: 'desc' } as const
export const DEFAULT_PAGE_SIZE = 25

/** The search as the API's query (defaults filled, empty ones left out). */
export function toApiQuery(search: OrdersSearch): Omit<AdminOrdersQuery, 'lang'> {
  return {
    status: search.status,
    city: search.city,
    from: search.from,
    to: search.to,
    payment: search.payment,
    q: search.q || undefined,
    sort: search.sort ?? DEFAULT_SORT.sort,
    dir: search.dir ?? DEFAULT_SORT.dir,
    page: search.page ?? 1,
    per_page: search.per_page ?? DEFAULT_PAGE_SIZE,
  }
}
