/** The past days whose cash is not closed (`/api/admin/deliveries/cash/unclosed`, docs/decisions/0084), for the dashboard. */
import { createServerFn } from '@tanstack/react-start'
import { queryOptions } from '@tanstack/react-query'
import { unclosedCashResponseSchema } from '~/api/contract/admin-cash-closing'
import { getLocale } from '~/paraglide/runtime.js'
import { shopMiddleware } from '~/upstream/middleware'

export const getUnclosedCashDays = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(
    async ({ context }) => (await context.upstream.get('/api/admin/deliveries/cash/unclosed', { schema: unclosedCashResponseSchema })).data,
  )

export const unclosedCashQuery = () =>
  queryOptions({ queryKey: ['back-office', 'dashboard', 'cash-unclosed', getLocale()], queryFn: () => getUnclosedCashDays(), staleTime: 0 })
