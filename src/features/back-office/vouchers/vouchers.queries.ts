/** The vouchers pages' queries: read again on each visit (uses come with every order). */
import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getVoucher, getVoucherChoices, getVouchers } from './vouchers.functions'
import type { VoucherListSearch } from './vouchers-search'

export const vouchersQuery = (search: VoucherListSearch) =>
  queryOptions({ queryKey: ['back-office', 'vouchers', 'list', search], queryFn: () => getVouchers({ data: search }), staleTime: 0 })

export const voucherQuery = (id: number) =>
  queryOptions({ queryKey: ['back-office', 'vouchers', 'one', id], queryFn: () => getVoucher({ data: { id } }), staleTime: 0 })

export const voucherChoicesQuery = () =>
  queryOptions({ queryKey: ['back-office', 'vouchers', 'choices', getLocale()], queryFn: () => getVoucherChoices() })
