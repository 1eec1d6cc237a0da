/**
 * Bulk actions on the back office's order list (`/api/admin/order-bulk/...`, decision 0080): a
 * selection (some orders by reference, or every order of a filter with the count the staff member
 * saw), an action run order by order (confirm, assign to a driver), the delivery sheets to print
 * and the export as CSV or Excel. A refusal names each order it could not change and why.
 */
import { z } from '@hono/zod-openapi'
import { centimesSchema, idSchema, successSchema } from './common'
import { adminOrdersQuerySchema } from './admin-orders'
import { deliveryOrderSchema } from './admin-deliveries'
import { REFS_IN_URL_MAX } from './back-office-rules'

/** How many orders one action (confirm, assign, print) takes; the export of a period takes more. */
export const BULK_LIMIT = 500
export const EXPORT_LIMIT = 10_000

/** The list's filter, without its sort and page: what "every order of this filter" means. */
export const orderFilterSchema = adminOrdersQuerySchema.pick({
  status: true,
  city: true,
  payment: true,
  from: true,
  to: true,
  dates: true,
  q: true,
})
export type OrderFilter = z.infer<typeof orderFilterSchema>

const referenceSchema = z.string().min(1).max(40)

/** Some orders by reference, or every order of a filter, checked against the count the staff member saw. */
export const orderSelectionSchema = z
  .union([
    z.object({ references: z.array(referenceSchema).min(1).max(EXPORT_LIMIT) }),
    z.object({
      filter: orderFilterSchema,
      expected_count: z.number().int().min(0).openapi({ description: 'The count the list showed; another count now is refused (409)' }),
    }),
  ])
  .openapi('OrderSelection')
export type OrderSelection = z.infer<typeof orderSelectionSchema>

/**
 * The same selection in a download's or print page's URL: `refs` (references joined by commas), or
 * the filter's own parameters with `expected` (the count seen).
 */
/** The longest list of references a URL carries: about 500 references. */

export const selectionQuerySchema = orderFilterSchema.extend({
  // A URL carries the rows chosen on one page (a whole filter goes as the filter and its count):
  // kept under what a server takes in a request's head (Node: 16 KB with the cookies), else the
  // request is cut off before any answer.
  refs: z.string().max(REFS_IN_URL_MAX).optional().openapi({ description: 'References, comma-separated' }),
  expected: z.coerce.number().int().min(0).optional().openapi({ description: 'With a filter: the count seen' }),
})
export type SelectionQuery = z.infer<typeof selectionQuerySchema>

/** The URL's selection as the body's; null when it names neither references nor a count. */
export function selectionFromQuery({ refs, expected, ...filter }: SelectionQuery): OrderSelection | null {
  const references = (refs ?? '')
    .split(',')
    .map((reference) => reference.trim())
    .filter(Boolean)
  if (references.length) return { references }
  return expected === undefined ? null : { filter, expected_count: expected }
}

export const BULK_ACTIONS = ['confirm', 'assign'] as const
export const bulkActionBodySchema = z
  .object({
    action: z.enum(BULK_ACTIONS),
    /** `assign`: the driver, for each order's own delivery day (null: taken back from the rounds). */
    driver_id: idSchema.nullable().optional(),
    selection: orderSelectionSchema,
  })
  .openapi('OrderBulkAction')
export type BulkActionBody = z.infer<typeof bulkActionBodySchema>

export const bulkOutcomeSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  total: z.number().int(),
  done: z.array(z.string()),
  /** Each order not changed, with why, in the request's language. */
  refused: z.array(z.object({ reference: z.string(), message: z.string() })),
})
export type BulkOutcome = z.infer<typeof bulkOutcomeSchema>
export const bulkOutcomeResponseSchema = successSchema(bulkOutcomeSchema).openapi('OrderBulkOutcome')

export const selectedOrdersResponseSchema = successSchema(
  z.object({ orders: z.array(z.object({ id: z.number().int(), reference: z.string() })) }),
).openapi('SelectedOrders')

/** One delivery sheet per order: the delivery day's order, with its date and total. */
export const deliverySheetsResponseSchema = successSchema(
  z.object({ sheets: z.array(deliveryOrderSchema), total_to_collect: centimesSchema }),
).openapi('DeliverySheets')
export type DeliverySheets = z.infer<typeof deliverySheetsResponseSchema>['data']

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const
export const exportQuerySchema = selectionQuerySchema.extend({ format: z.enum(EXPORT_FORMATS).default('csv') })

export const bulkDriversResponseSchema = successSchema(
  z.object({ drivers: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
).openapi('OrderBulkDrivers')
