/** The customer's credit notes of one of their orders, through the Shop API (which checks the owner). */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { orderReferenceSchema } from '~/api/contract/account'
import { customerCreditNotesResponseSchema } from '~/api/contract/admin-refunds'
import { UpstreamError } from '~/upstream/upstream-error'
import { shopMiddleware } from '~/upstream/middleware'

export const getOrderCreditNotes = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ reference: orderReferenceSchema }))
  .handler(async ({ data, context }) => {
    try {
      const path = `orders/${encodeURIComponent(data.reference)}/credit-notes`
      return (await context.upstream.get(path, { schema: customerCreditNotesResponseSchema })).data
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) return []
      throw error
    }
  })
