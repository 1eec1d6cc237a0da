/** The customer groups' and a customer's company's queries. */
import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getCustomerCompany, getCustomerGroups } from './customer-groups.functions'

export const customerGroupsQuery = () =>
  queryOptions({ queryKey: ['back-office', 'customer-groups', getLocale()], queryFn: () => getCustomerGroups(), staleTime: 0 })

export const customerCompanyQuery = (id: number) =>
  queryOptions({ queryKey: ['back-office', 'customer-company', id], queryFn: () => getCustomerCompany({ data: { id } }), staleTime: 0 })
