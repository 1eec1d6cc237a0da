/** The accountant's figures for a period through the Shop API (`/api/admin/accounting/summary`), which checks the role. */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { accountingSummaryResponseSchema } from '~/api/contract/admin-accounting'
import { isoDaySchema } from '~/api/contract/common'
import { shopMiddleware } from '~/upstream/middleware'

export const getAccountingSummary = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ from: isoDaySchema, to: isoDaySchema }))
  .handler(
    async ({ data, context }) =>
      (await context.upstream.get('/api/admin/accounting/summary', { schema: accountingSummaryResponseSchema, query: data })).data,
  )
