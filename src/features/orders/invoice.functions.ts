/** The invoice of one of the customer's orders (decision 0074): what its page shows; the PDF is a file route. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { orderReferenceSchema } from '~/api/contract/account'
import { invoiceSummarySchema } from '~/api/contract/admin-documents'
import { orNull, successSchema } from '~/api/contract/common'
import { shopMiddleware } from '~/upstream/middleware'

export const getOrderInvoice = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ reference: orderReferenceSchema }))
  .handler(
    async ({ data, context }) =>
      (
        await context.upstream.get(`orders/${encodeURIComponent(data.reference)}/invoice`, {
          schema: successSchema(orNull(invoiceSummarySchema)),
        })
      ).data,
  )
