import { queryOptions } from '@tanstack/react-query'
import type { SelectionQuery } from '~/api/contract/admin-order-bulk'
import { getLocale } from '~/paraglide/runtime.js'
import { getBulkDrivers, getDeliverySheets } from './order-bulk.functions'

export const deliverySheetsQuery = (search: SelectionQuery) =>
  queryOptions({
    queryKey: ['back-office', 'orders', 'sheets', search, getLocale()],
    queryFn: () => getDeliverySheets({ data: search }),
    // Printed as they are when opened: not asked again behind the staff member's back.
    staleTime: Infinity,
  })

export const bulkDriversQuery = () =>
  queryOptions({ queryKey: ['back-office', 'orders', 'drivers', getLocale()], queryFn: () => getBulkDrivers(), staleTime: 60_000 })
