/** The vouchers list's filters in the URL's search (a bad value falls back to none). */
import { searchChoice, searchText, type UrlSearch } from '~/lib/url-search'

export type VoucherListSearch = { q?: string; state?: 'active' | 'expired' }

export const readVoucherListSearch = (search: UrlSearch): VoucherListSearch => ({
  q: searchText(search.q, 40),
  state: searchChoice(search.state, ['active', 'expired']),
})
