/** The back office's customer pages' queries: personal data, never kept for long (asked again on each visit). */
import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getCustomer, getCustomers } from './customers.functions'

const fresh = { staleTime: 0 } as const

export const customersQuery = (q: string | undefined, page: number) =>
  queryOptions({
    queryKey: ['back-office', 'customers', getLocale(), q ?? '', page],
    queryFn: () => getCustomers({ data: { q, page } }),
    ...fresh,
  })

export const customerQuery = (id: number) =>
  queryOptions({ queryKey: ['back-office', 'customer', getLocale(), id], queryFn: () => getCustomer({ data: { id } }), ...fresh })
