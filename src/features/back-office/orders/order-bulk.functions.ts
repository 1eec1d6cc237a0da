/**
 * Bulk actions on the order list through the Shop API (`/api/admin/order-bulk/...`, decision
 * 0080): an action on a selection, the selection's orders (for the invoices' print page), the
 * delivery sheets to print, the drivers to assign to. Refusals (the filter's count changed, more
 * orders than an action takes) come back as answers the page shows.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  bulkActionBodySchema,
  bulkDriversResponseSchema,
  bulkOutcomeResponseSchema,
  deliverySheetsResponseSchema,
  orderSelectionSchema,
  selectedOrdersResponseSchema,
  selectionQuerySchema,
} from '~/api/contract/admin-order-bulk'
import { answerOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'

export const runBulkActionFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(bulkActionBodySchema)
  .handler(({ data, context }) =>
    answerOf(() => context.upstream.post('/api/admin/order-bulk/actions', { schema: bulkOutcomeResponseSchema, body: data })),
  )

export const selectedOrdersFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ selection: orderSelectionSchema }))
  .handler(({ data, context }) =>
    answerOf(() => context.upstream.post('/api/admin/order-bulk/selection', { schema: selectedOrdersResponseSchema, body: data })),
  )

export const getDeliverySheets = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(selectionQuerySchema)
  .handler(({ data, context }) =>
    answerOf(() => context.upstream.get('/api/admin/order-bulk/sheets', { schema: deliverySheetsResponseSchema, query: data })),
  )

export const getBulkDrivers = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(
    async ({ context }) =>
      (await context.upstream.get('/api/admin/order-bulk/drivers', { schema: bulkDriversResponseSchema })).data.drivers,
  )
