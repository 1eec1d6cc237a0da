/** The billing screen's queries: read again on every visit, another admin may have saved meanwhile. */
import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getCompanyBalancesFn, getLegalIdentityFn, getVatRatesFn } from './documents.functions'

export const legalIdentityQuery = () =>
  queryOptions({ queryKey: ['back-office', 'documents', 'identity'], queryFn: () => getLegalIdentityFn(), staleTime: 0 })

export const vatRatesQuery = () =>
  queryOptions({ queryKey: ['back-office', 'documents', 'vat-rates', getLocale()], queryFn: () => getVatRatesFn(), staleTime: 0 })

export const companyBalancesQuery = () =>
  queryOptions({ queryKey: ['back-office', 'documents', 'balances'], queryFn: () => getCompanyBalancesFn(), staleTime: 0 })
