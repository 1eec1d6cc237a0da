/** The back office's jugs: asked again on each visit (balances move with every delivery). */
import { queryOptions } from '@tanstack/react-query'
import type { JugsOutQuery } from '~/api/contract/admin-deposits'
import { getLocale } from '~/paraglide/runtime.js'
import { getCustomerJugs, getJugsOut } from './deposits.functions'

export type JugsSearch = Omit<JugsOutQuery, 'lang'>

export const jugsOutQuery = (search: JugsSearch) =>
  queryOptions({
    queryKey: ['back-office', 'deposits', 'out', search.city ?? 0, search.q ?? '', search.page ?? 1, getLocale()],
    queryFn: () => getJugsOut({ data: search }),
    staleTime: 0,
  })

export const customerJugsQuery = (customerId: number) =>
  queryOptions({
    queryKey: ['back-office', 'deposits', 'customer', customerId, getLocale()],
    queryFn: () => getCustomerJugs({ data: { id: customerId } }),
    staleTime: 0,
  })
